/** Table types of migration 018 (live streams); performers.is_ticket_show is in server/db/schema.ts. */

/** Live previews started by a guest on a UTC day (`YYYY-MM-DD`). */
export interface LivePreviewCountsTable {
  guest_id: string;
  day: string;
  count: number;
}

/** One started live preview; `ends_at` (ISO) is when its playlists stop answering. */
export interface LivePreviewsTable {
  id: string;
  guest_id: string;
  actor_id: number;
  started_at: string;
  ends_at: string;
}
