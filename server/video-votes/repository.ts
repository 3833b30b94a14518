/**
 * Video votes (issue 13 §4, spec 001 §7 "like/dislike video"): one row per
 * guest and video, counted per video for the video answer (spec 001 §3 "rating
 * likes", guestInfo "liked").
 */
import { sql, type Kysely } from 'kysely';
import type { VideoVote, VoteState } from '../../sdk/video-votes';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The counts of a video and the guest's own vote. */
export interface VideoRating {
  ratingLikes: number;
  ratingDislikes: number;
  vote: VoteState;
}

/** Sets (or with null takes back) the guest's one vote on the video; the upsert keeps one row even under a race. */
export async function castVideoVote(db: Db, videoId: number, guestId: string, vote: VideoVote | null, now = new Date()): Promise<void> {
  if (vote === null) {
    await db.deleteFrom('video_votes').where('video_id', '=', videoId).where('guest_id', '=', guestId).execute();
    return;
  }
  const votedAt = now.toISOString();
  await db.insertInto('video_votes')
    .values({ video_id: videoId, guest_id: guestId, vote, voted_at: votedAt })
    .onConflict((conflict) => conflict.columns(['video_id', 'guest_id']).doUpdateSet({ vote, voted_at: votedAt }))
    .execute();
}

/** The video's like and dislike counts and `guestId`'s vote (none for an anonymous viewer). */
export async function videoRating(db: Db, videoId: number, guestId: string | null): Promise<VideoRating> {
  const [counts, own] = await Promise.all([
    db.selectFrom('video_votes').select(['vote', sql<string | number>`count(*)`.as('n')])
      .where('video_id', '=', videoId).groupBy('vote').execute(),
    guestId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('video_votes').select('vote').where('video_id', '=', videoId).where('guest_id', '=', guestId).executeTakeFirst(),
  ]);
  const count = (vote: VideoVote) => Number(counts.find((row) => row.vote === vote)?.n ?? 0);
  return { ratingLikes: count('like'), ratingDislikes: count('dislike'), vote: own?.vote ?? null };
}

/** The rating fields of the video answer (spec 001 §3: "rating likes", guestInfo "liked"). */
export function ratingFields(rating: VideoRating) {
  return {
    ratingLikes: rating.ratingLikes,
    ratingDislikes: rating.ratingDislikes,
    liked: rating.vote === 'like',
    disliked: rating.vote === 'dislike',
  };
}
