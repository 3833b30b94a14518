/**
 * Video recommendations (spec 001 §7 query service "video recommendations by
 * actor or album"; issue 13 §4). By actor: the performer's other videos, newest
 * first. By album: a video is its own video album here (spec 001 §3 album type
 * "video album"), so the album names the video, and the recommendations are
 * other performers' videos that share the most tags with it, newest first among
 * equals, topped up with the newest videos when too few share a tag. Videos of
 * performers who ban the guest's country and classic videos are never listed.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notBannedIn } from './bans';
import type { VideoRowWithPerformer } from './videos';

type Db = Kysely<Database>;

/** spec 001 §9 "Default page sizes: ... actor videos 4". */
export const RECOMMENDATIONS_PER_BASIS = 4;

function videosFor(db: Db, country: string) {
  return db.selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
    .where(notBannedIn(country)).where('videos.classic', '=', 0);
}

/** The performer's videos except `excludeVideoId`, newest first. */
export async function recommendByActor(db: Db, actorId: number, excludeVideoId: number | null, first: number, country: string): Promise<VideoRowWithPerformer[]> {
  let query = videosFor(db, country).where('videos.performer_id', '=', actorId);
  if (excludeVideoId !== null) query = query.where('videos.id', '!=', excludeVideoId);
  return query.selectAll('videos').select('performers.name as performer_name')
    .orderBy('videos.released_at', 'desc').orderBy('videos.id', 'desc').limit(first).execute();
}

/** Videos like the video album's video: other performers', most shared tags first; [] when the video is unknown or banned. */
export async function recommendByAlbum(db: Db, albumVideoId: number, first: number, country: string): Promise<VideoRowWithPerformer[]> {
  const source = await videosFor(db, country).select(['videos.id', 'videos.performer_id']).where('videos.id', '=', albumVideoId).executeTakeFirst();
  if (!source) return [];
  const others = () => videosFor(db, country).where('videos.performer_id', '!=', source.performer_id);
  const sharing = await others()
    .innerJoin('video_tags as vt', 'vt.video_id', 'videos.id')
    .where('vt.tag', 'in', db.selectFrom('video_tags').select('tag').where('video_id', '=', albumVideoId))
    .selectAll('videos').select('performers.name as performer_name')
    // Grouped by the key: PostgreSQL accepts the videos columns as functionally dependent on it.
    .groupBy(['videos.id', 'performers.name'])
    .orderBy(sql`count(vt.tag)`, 'desc').orderBy('videos.released_at', 'desc').orderBy('videos.id', 'desc')
    .limit(first).execute();
  if (sharing.length >= first) return sharing;
  const seen = sharing.map((row) => row.id);
  let newest = others().selectAll('videos').select('performers.name as performer_name');
  if (seen.length > 0) newest = newest.where('videos.id', 'not in', seen);
  const topUp = await newest.orderBy('videos.released_at', 'desc').orderBy('videos.id', 'desc').limit(first - sharing.length).execute();
  return [...sharing, ...topUp];
}
