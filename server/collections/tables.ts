/** Kysely types of the collection tables (migration 030, issue 15 item 6). */
export interface CollectionsTable {
  id: number;
  slug: string;
  /** The performer whose picture is the collection's image, or null. */
  image_performer_id: number | null;
  /** Display order, ascending. */
  sort: number;
}

export interface CollectionTextsTable {
  collection_id: number;
  /** de, en, es or nl. */
  language: string;
  name: string;
  label: string;
  teaser_text: string;
  footer_text: string;
}

export interface CollectionPerformersTable {
  collection_id: number;
  performer_id: number;
  /** Curated order within the collection, ascending. */
  position: number;
}
