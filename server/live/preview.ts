/**
 * Live previews (issue 14 item 1: "a live preview is open to guests within the
 * preview limit (5 per day, VIP 20)"; spec 000 §9 "Live preview limit 5 (VIP
 * 20)"). Counted per guest per UTC day, anonymous guests by their guest id;
 * the limit holds on the server under races (conditional increment).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LIVE_PREVIEW_SECONDS, previewDay, previewLimitFor } from '../../sdk/live/stream';
import type { Database } from '../db/schema';
import { isSubscribed } from '../money/subscriptions';
import type { LiveService } from './service';

export type PreviewStart =
  | { ok: true; previewId: string; endsAtMs: number; previewsLeft: number }
  | { ok: false; reason: 'limit'; limit: number };

/** The preview check the playlists ask (live contract §2: H registers `preview`): the guest's, the actor's, not over. */
export function registerPreviewAccess(live: LiveService, db: Kysely<Database>): void {
  live.access.register('preview', async ({ sessionId, guestId, actorId }) => {
    const row = await db.selectFrom('live_previews').select('ends_at').where('id', '=', sessionId)
      .where('guest_id', '=', guestId).where('actor_id', '=', actorId).executeTakeFirst();
    return row !== undefined && Date.parse(row.ends_at) > live.now();
  });
  // Guests watching a preview of the actor hear its liveState too.
  live.access.registerAudience('preview', async (actorId) => {
    const rows = await db.selectFrom('live_previews').select('guest_id').distinct().where('actor_id', '=', actorId)
      .where('ends_at', '>', new Date(live.now()).toISOString()).execute();
    return rows.map((row) => row.guest_id);
  });
}

/**
 * Counts a preview for the guest today if the limit allows and records it.
 * The count row and the increment are separate statements; the increment's
 * `count < limit` condition is what no two racing requests can both pass.
 */
export async function startPreview(db: Kysely<Database>, guestId: string, actorId: number, nowMs: number): Promise<PreviewStart> {
  const limit = previewLimitFor({ isVip: await isSubscribed(db, guestId, 'vip', new Date(nowMs)) });
  const day = previewDay(nowMs);
  await db.insertInto('live_preview_counts').values({ guest_id: guestId, day, count: 0 })
    .onConflict((oc) => oc.columns(['guest_id', 'day']).doNothing()).execute();
  const counted = await db.updateTable('live_preview_counts').set((eb) => ({ count: eb('count', '+', 1) }))
    .where('guest_id', '=', guestId).where('day', '=', day).where('count', '<', limit).executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return { ok: false, reason: 'limit', limit };
  const { count } = await db.selectFrom('live_preview_counts').select('count').where('guest_id', '=', guestId).where('day', '=', day).executeTakeFirstOrThrow();
  const previewId = randomUUID();
  const endsAtMs = nowMs + LIVE_PREVIEW_SECONDS * 1000;
  await db.insertInto('live_previews').values({
    id: previewId, guest_id: guestId, actor_id: actorId, started_at: new Date(nowMs).toISOString(), ends_at: new Date(endsAtMs).toISOString(),
  }).execute();
  return { ok: true, previewId, endsAtMs, previewsLeft: Math.max(0, limit - count) };
}
