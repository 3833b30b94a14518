/**
 * The actor search's wire types (issue 15 items 2-3, contract /work/wt/notes/ACTOR-SEARCH-CONTRACT15.md).
 * Hand-written so the client bundles no TypeBox; sdk/api/schemas/actor-search.ts holds the schemas and a
 * compile-time check that both agree.
 * spec 001 §3: "Actor search state per type (default, location, custom, new girls): active category, available
 * and active filters (field to value to translation), actor list, current page, max page, total hits, map state,
 * markers, mood value, sort type, request counter. Sort: rank (default), registered, distance (location)."
 */

export const ACTOR_SEARCH_TYPES = ['default', 'location', 'custom', 'newGirls'] as const;
export type ActorSearchType = (typeof ACTOR_SEARCH_TYPES)[number];

/** distance only with a location (without one the server sorts by rank and answers sortType 'rank'). */
export const ACTOR_SEARCH_SORTS = ['rank', 'registered', 'distance'] as const;
export type ActorSearchSort = (typeof ACTOR_SEARCH_SORTS)[number];

export const ACTOR_FILTER_FIELDS = ['gender', 'type', 'age', 'languages', 'country', 'categories', 'features', 'online'] as const;
export type ActorFilterField = (typeof ACTOR_FILTER_FIELDS)[number];

/** Values of the age filter: ranges of years. */
export const AGE_RANGES = ['18-25', '26-35', '36-45', '46+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

/** Values of the features filter (spec 001 §3 "features (hd, live preview, toy control, audio)"). */
export const SEARCH_FEATURES = ['hd', 'livePreview', 'toyControl', 'audio'] as const;
export type SearchFeature = (typeof SEARCH_FEATURES)[number];

export const GEO_SOURCES = ['zip', 'browser'] as const;
export type GeoSource = (typeof GEO_SOURCES)[number];

/**
 * field -> selected values (age values are ranges like '18-25'; features: SEARCH_FEATURES; online: ['true']).
 * excludedIds: performer ids the online filter leaves out (spec 001 §5 "The actor online filter can exclude given ids").
 */
export type SearchConditions = Partial<Record<ActorFilterField, string[]>> & { excludedIds?: number[] };

/** One choice of a filter; label already translated to the request's language. count: hits with this value. */
export interface FilterOption { value: string; label: string; count: number }
export interface AvailableFilter { field: ActorFilterField; label: string; options: FilterOption[] }
export interface ActiveFilter { field: ActorFilterField; value: string; label: string }

/** spec 000 §3 guest session: "geoLocation (lat, long, zip, source)". */
export interface GuestLocation { lat: number; long: number; zip: string | null; source: GeoSource }

/** One tile of the results. */
export interface ActorSearchHit {
  id: number;
  name: string;
  /** The localized profile path. */
  link: string;
  image: string;
  online: boolean;
  age: number;
  /** ISO 3166 alpha-2. */
  country: string;
  city: string;
  /** km, one decimal; null without a guest location. */
  distanceKm: number | null;
  /** The performer's city, never finer: for the map's markers. */
  lat: number;
  long: number;
  isNew: boolean;
  features: string[];
}

export interface MapMarker { id: number; name: string; lat: number; long: number; online: boolean; link: string }

/** The answer of init, search and filter/delete: `{ success: true, data: ActorSearchAnswer }`. */
export interface ActorSearchAnswer {
  /** Echoed from the request (init: 0), so the client applies only the newest answer. */
  requestId: number;
  searchType: ActorSearchType;
  sortType: ActorSearchSort;
  moodValue: number;
  /** currentCollection (a category slug or a collection slug) or null. */
  activeCategory: string | null;
  availableFilters: AvailableFilter[];
  activeFilters: ActiveFilter[];
  actors: ActorSearchHit[];
  currentPage: number;
  maxPage: number;
  totalHits: number;
  /** null = no location (e.g. after a failed zip lookup: spec 001 §4 "resets the search location to empty"). */
  location: GuestLocation | null;
  /** All hits of the search (not only the page), at most MAX_MARKERS. */
  markers: MapMarker[];
}

/** POST actorsearch/init body. */
export interface ActorSearchInitRequest {
  currentCollection?: string | null;
  searchType: ActorSearchType;
  sortType?: ActorSearchSort;
  qmdate?: string | null;
}

/** POST actorsearch/search?page=N body. */
export interface ActorSearchRequest {
  moodValue: number;
  searchType: ActorSearchType;
  sortType: ActorSearchSort;
  requestId: number;
  forcedGuestLocation?: { lat: number; long: number } | null;
  forcedGuestZip?: string | null;
  forcedGuestLocationSource?: GeoSource | null;
  currentCollection?: string | null;
  searchConditions?: SearchConditions;
  changedFilter?: string | null;
}

/** POST actorsearch/filter/delete body: the conditions to remove from the guest's search. */
export interface ActorFilterDeleteRequest {
  searchConditions: SearchConditions;
  searchType?: ActorSearchType;
  sortType?: ActorSearchSort;
  moodValue?: number;
  requestId?: number;
}

/** GET utility/getGeoLocationByZip/{zipCode}: the spec reads success and data (latitude, longitude). */
export type GeoLocationByZipAnswer = { success: true; data: { latitude: number; longitude: number } } | { success: false };

/** GET monitoringActors/onlineActorsAmount. */
export interface OnlineActorsAmount { amount: number }

/** spec 001 §9 "other searches 30". */
export const ACTOR_SEARCH_PAGE_SIZE = 30;
/** spec 001 §5 "Search by zip runs only when the code is exactly 5 characters." */
export const ZIP_LENGTH = 5;
/** spec 001 §9 "Search cache time 5 minutes (300000 ms); cleaner checks every 5 s." */
export const ACTOR_SEARCH_CACHE_MS = 300_000;
export const ACTOR_SEARCH_CLEANER_MS = 5_000;
/** 0 any, 1 calm, 2 playful, 3 bold (sdk/actor-search/mood.ts). */
export const MOOD_VALUES = [0, 1, 2, 3] as const;
export type MoodValue = (typeof MOOD_VALUES)[number];
/** Decision: the map shows at most this many markers (the contract's "at most 500"). */
export const MAX_MARKERS = 500;
/** Decision: newGirls = registered in the last 30 days (the catalog's is_new). */
export const NEW_GIRL_DAYS = 30;
