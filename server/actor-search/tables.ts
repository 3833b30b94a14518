/** Kysely types of the actor search tables (migration 026). */
export interface PerformerLocationsTable {
  performer_id: number;
  city: string;
  /** ISO 3166 alpha-2, the performer's country. */
  country: string;
  lat: number;
  long: number;
}

/** One search feature of a performer: hd, livePreview, toyControl or audio (sdk/actor-search/types SEARCH_FEATURES). */
export interface PerformerSearchFeaturesTable {
  performer_id: number;
  feature: string;
}

export interface GuestActorSearchTable {
  guest_id: string;
  /** JSON GuestLocation, or null. */
  geo_location: string | null;
  /** JSON { [searchType]: { conditions, category } }: the last search of each type, or null. */
  searches_by_type: string | null;
  updated_at: string;
}
