/** Kysely table types of migration 014 (albums and galleries). */

/** An album comment; guest_id null and is_creator 1 for the performer's own. */
export interface AlbumCommentsTable {
  id: string;
  album_id: number;
  guest_id: string | null;
  author_name: string;
  is_creator: number;
  text: string;
  created_at: string;
}

/** A guest's rating (1 dislike, 5 like) of an album. */
export interface AlbumRatingsTable { guest_id: string; album_id: number; rating: number; rated_at: string }
/** A guest's rating of a picture. */
export interface PictureRatingsTable { guest_id: string; picture_id: number; rating: number; rated_at: string }
/** A guest's rating of a performer's sedcard album. */
export interface SedcardRatingsTable { guest_id: string; actor_id: number; rating: number; rated_at: string }

/** A logged-in guest opened an album or a sedcard album (once per guest). */
export interface AlbumViewsTable { kind: 'album' | 'sedcards'; item_id: number; guest_id: string; viewed_at: string }
