/**
 * The video the player playground starts with (examples origin): one an anonymous guest may play, so the
 * playground plays something as it opens. Media contract: "Trailers are open to everyone the video's age rating
 * allows": a 16-rated video's trailer plays for anyone; an 18-rated one asks for the login first. Chosen from the
 * database rather than pinned, so it exists at any VELVET_SEED_SCALE: the lowest id (its clip is among the first
 * generated, sdk/media/clips.ts spreads ids over the clips in order) that is 16-rated and not VIP.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const PLAYER_VIDEO_ID_PLACEHOLDER = '%VELVET_PLAYER_VIDEO_ID%';

/** The id as text ('' when the catalogue holds no such video: the playground then starts without one). */
export async function playgroundVideoId(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('videos').select('id').where('age_rating', '=', 16).where('vip', '=', 0).orderBy('id').limit(1).executeTakeFirst();
  return row ? String(row.id) : '';
}
