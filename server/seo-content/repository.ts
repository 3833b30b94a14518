/**
 * The facts of the tag pages' SEO content (issue 15 §8): the videos with a tag, of every performer or of one,
 * counted as the tag's list shows them: classic videos left out (spec 001 §5 "Default video list filters
 * exclude bought and classic") and performers who ban the guest's country left out (spec 000 §6).
 */
import { sql, type Kysely } from 'kysely';
import type { ActorSeoContent, TagSeoContent } from '../../sdk/api/schemas/seo-content';
import { relatedTags, tagGroupOf, TOP_PERFORMERS_SHOWN } from '../../sdk/seo-content/rules';
import type { Database } from '../db/schema';
import { notBannedIn } from '../repositories/bans';

type TagFacts = Omit<TagSeoContent, 'performerCount' | 'topPerformers'>;

/** The videos with `tag` a guest of `country` sees in the tag's list, of one performer when `actorId` is given. */
function taggedVideos(db: Kysely<Database>, tag: string, country: string, actorId: number | null) {
  let query = db
    .selectFrom('videos')
    .innerJoin('performers', 'performers.id', 'videos.performer_id')
    .where(notBannedIn(country))
    .where('videos.classic', '=', 0)
    .where((eb) => eb.exists(eb.selectFrom('video_tags as vt').select('vt.video_id').whereRef('vt.video_id', '=', 'videos.id').where('vt.tag', '=', tag)));
  if (actorId !== null) query = query.where('videos.performer_id', '=', actorId);
  return query;
}

/** Counts, running time, newest release and the tags used together with `tag`. */
async function tagFacts(db: Kysely<Database>, tag: string, country: string, actorId: number | null): Promise<TagFacts & { performerCount: number }> {
  const videos = taggedVideos(db, tag, country, actorId);
  const [totals, together] = await Promise.all([
    videos
      .select([
        sql<string | number>`count(*)`.as('videos'),
        sql<string | number | null>`sum(videos.duration)`.as('duration'),
        sql<string | null>`max(videos.released_at)`.as('newest'),
        sql<string | number>`count(distinct videos.performer_id)`.as('performers'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('video_tags as other')
      .select(['other.tag as tag', sql<string | number>`count(*)`.as('n')])
      .where('other.video_id', 'in', videos.select('videos.id'))
      .where('other.tag', '<>', tag)
      .groupBy('other.tag')
      .execute(),
  ]);
  // PostgreSQL answers count(*) and sum() as bigint strings.
  const videoCount = Number(totals.videos);
  return {
    tag,
    tagGroup: tagGroupOf(tag),
    videoCount,
    totalDuration: Number(totals.duration ?? 0),
    newestReleasedAt: videoCount > 0 ? totals.newest : null,
    relatedTags: relatedTags(together.map((row) => ({ tag: row.tag, count: Number(row.n) })), tag),
    performerCount: Number(totals.performers),
  };
}

/** The tag page's facts (the video list of one tag): with the performers who have the most videos of it. */
export async function tagSeoContent(db: Kysely<Database>, tag: string, country: string): Promise<TagSeoContent> {
  const [facts, top] = await Promise.all([
    tagFacts(db, tag, country, null),
    taggedVideos(db, tag, country, null)
      .select(['performers.id as id', 'performers.name as name', sql<string | number>`count(*)`.as('n')])
      .groupBy(['performers.id', 'performers.name'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('performers.name')
      .limit(TOP_PERFORMERS_SHOWN)
      .execute(),
  ]);
  return { ...facts, topPerformers: top.map((row) => ({ actorId: row.id, actorName: row.name, count: Number(row.n) })) };
}

/** A performer's tag page's facts (spec 001 profile sub-page videos/tag/{tagGroup}), with the catalog's count of the tag. */
export async function actorSeoContent(db: Kysely<Database>, performer: { id: number; name: string }, tag: string, country: string): Promise<ActorSeoContent> {
  const [{ performerCount: _performers, ...facts }, catalog] = await Promise.all([
    tagFacts(db, tag, country, performer.id),
    taggedVideos(db, tag, country, null).select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ...facts, actorId: performer.id, actorName: performer.name, catalogVideoCount: Number(catalog.n) };
}

/** How many of a performer's video tags her Videos tab links (most used first). */
export const ACTOR_VIDEO_TAGS_SHOWN = 20;

/** The tags of a performer's videos with how many of her videos carry each (spec 001 query service "actor video tags"): her tag pages. */
export async function actorVideoTags(db: Kysely<Database>, actorId: number): Promise<{ tag: string; count: number }[]> {
  const rows = await db
    .selectFrom('video_tags')
    .innerJoin('videos', 'videos.id', 'video_tags.video_id')
    .select(['video_tags.tag as tag', sql<string | number>`count(*)`.as('n')])
    .where('videos.performer_id', '=', actorId)
    .where('videos.classic', '=', 0)
    .groupBy('video_tags.tag')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('video_tags.tag')
    .limit(ACTOR_VIDEO_TAGS_SHOWN)
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.n) }));
}
