/**
 * Kysely table types. Booleans are stored as 0/1 integers and dates as ISO
 * text so one set of queries runs unchanged on SQLite and PostgreSQL.
 */
export interface PerformersTable {
  id: number;
  name: string;
  /** Lower-cased name with a unique index: profile URLs carry lower-cased names. */
  name_lower: string;
  gender: string;
  type: string;
  age: number;
  country: string;
  /** JSON arrays and objects below are display-only, never filtered on. */
  languages: string;
  three_words: string;
  prices: string;
  features: string;
  is_online: number;
  is_new: number;
  is_top_amateur: number;
  rank: number;
  favorite_count: number;
  registered_at: string;
}

export interface PerformerCategoriesTable {
  performer_id: number;
  category: string;
}

export interface PerformerTagsTable {
  performer_id: number;
  tag: string;
}

/** One row per banned country, so the ban check is an indexed NOT EXISTS on both dialects. */
export interface PerformerBannedCountriesTable {
  performer_id: number;
  country_code: string;
}

export interface VideosTable {
  id: number;
  performer_id: number;
  title: string;
  description: string;
  duration: number;
  price: number;
  base_price: number;
  free: number;
  vip: number;
  is_new: number;
  on_sale: number;
  classic: number;
  age_rating: number;
  released_at: string;
}

export interface VideoTagsTable {
  video_id: number;
  tag: string;
}

export interface AlbumsTable {
  id: number;
  performer_id: number;
  title: string;
  description: string;
  age_rating: number;
  price: number;
  picture_count: number;
  created_at: string;
}

export interface PicturesTable {
  id: number;
  album_id: number;
  position: number;
  title: string;
}

export interface ImagesTable {
  /** `${kind}/${id}/${size}`, the path of GET /img/<kind>/<id>/<size>.svg. */
  key: string;
  size: string;
  content_type: string;
  /** SVG text; a text column keeps SQLite and PostgreSQL identical. */
  body: string;
  etag: string;
}

export interface MetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  performers: PerformersTable;
  performer_categories: PerformerCategoriesTable;
  performer_tags: PerformerTagsTable;
  performer_banned_countries: PerformerBannedCountriesTable;
  videos: VideosTable;
  video_tags: VideoTagsTable;
  albums: AlbumsTable;
  pictures: PicturesTable;
  images: ImagesTable;
  meta: MetaTable;
}
