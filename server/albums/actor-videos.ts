/**
 * getpromotedvideo/{actorId} and getTopVideos/{actorIdOrName} (spec 001 §7):
 * the video a profile promotes and a performer's top videos (spec 001 §9 "top
 * videos default 100", "Top videos within the last 9 months"). "Top" is the
 * number of purchases, then the newest: the platform's own measure of success.
 */
import { sql, type Kysely } from 'kysely';
import type { VideoTile } from '../../sdk/api/types';
import type { Database } from '../db/schema';
import { toVideoTile, type PageViewer } from '../repositories/videos';

type Db = Kysely<Database>;

/** spec 001 §9 "top videos default 100". */
export const TOP_VIDEOS_DEFAULT = 100;
/** spec 001 §9 "Top videos within the last 9 months". */
export const TOP_VIDEOS_MONTHS = 9;

/** The first day of the top-videos window before `now`. */
export function topVideosSince(now: Date): string {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - TOP_VIDEOS_MONTHS);
  return since.toISOString();
}

function performerVideos(db: Db, performerId: number) {
  return db.selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
    .where('videos.performer_id', '=', performerId).where('videos.classic', '=', 0);
}

const sales = sql<number>`(select count(*) from owned_items o where o.item_type = 'video' and o.item_id = cast(videos.id as text))`;

/**
 * The performer's top videos of the last 9 months: most bought first, then newest.
 * The window ends now, or at the catalog's newest release when that is older: the
 * demo catalog is frozen at its seed date, and its top list must not run empty a year later.
 */
export async function topVideos(db: Db, performerId: number, limit: number, viewing: PageViewer, now: Date): Promise<{ items: VideoTile[]; total: number }> {
  const newest = await db.selectFrom('videos').select((eb) => eb.fn.max('released_at').as('at')).executeTakeFirst();
  const end = newest?.at && Date.parse(newest.at) < now.getTime() ? new Date(newest.at) : now;
  const base = performerVideos(db, performerId).where('videos.released_at', '>=', topVideosSince(end));
  const [rows, count] = await Promise.all([
    base.selectAll('videos').select('performers.name as performer_name').orderBy(sales, 'desc').orderBy('videos.released_at', 'desc').orderBy('videos.id', 'desc').limit(limit).execute(),
    base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const owned = await viewing.ownedAmong(rows.map((r) => r.id));
  return { items: rows.map((row) => toVideoTile(row, { ...viewing.viewer, owns: owned.has(row.id) })), total: Number(count.n) };
}

/** The promoted video: the performer's newest free video, else the newest on sale, else the newest; null without videos. */
export async function promotedVideo(db: Db, performerId: number, viewing: PageViewer): Promise<VideoTile | null> {
  const row = await performerVideos(db, performerId).selectAll('videos').select('performers.name as performer_name')
    .orderBy('videos.free', 'desc').orderBy('videos.on_sale', 'desc').orderBy('videos.released_at', 'desc').orderBy('videos.id', 'desc').executeTakeFirst();
  if (!row) return null;
  const owned = await viewing.ownedAmong([row.id]);
  return toVideoTile(row, { ...viewing.viewer, owns: owned.has(row.id) });
}
