/** The rows of the sitemap: every performer, video and album, and each performer's tag pages, with the performer name their URLs carry. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SitemapCounts {
  performers: number;
  videos: number;
  albums: number;
  /** Pairs of a performer and a tag one of her listed videos carries: her tag pages. */
  performerTags: number;
}

export interface SitemapItem {
  id: number;
  actorName: string;
  /** ISO time of release or creation; absent for performers. */
  changedAt?: string;
}

/** A performer's tag page: her name and the tag its address names. */
export interface SitemapTagItem {
  actorName: string;
  tag: string;
}

export interface SitemapRepository {
  counts(): Promise<SitemapCounts>;
  /** One page of a type in id order, so a chunk of the sitemap always lists the same items. */
  performers(offset: number, limit: number): Promise<SitemapItem[]>;
  videos(offset: number, limit: number): Promise<SitemapItem[]>;
  albums(offset: number, limit: number): Promise<SitemapItem[]>;
  /** In performer id and tag order, so a chunk always lists the same pages. */
  performerTags(offset: number, limit: number): Promise<SitemapTagItem[]>;
}

export function createSitemapRepository(db: Kysely<Database>): SitemapRepository {
  // PostgreSQL's count(*) is a bigint, which the driver hands back as a string.
  const count = async (table: 'performers' | 'videos' | 'albums') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  // A performer's tag page lists her videos with the tag but never classic ones (spec 001 §5, as server/seo-content's
  // actorVideoTags counts them): a tag only her classic videos carry has no page worth listing.
  const tagPairs = () =>
    db
      .selectFrom('video_tags')
      .innerJoin('videos', 'videos.id', 'video_tags.video_id')
      .where('videos.classic', '=', 0)
      .select(['videos.performer_id as performer_id', 'video_tags.tag as tag'])
      .distinct();
  return {
    async counts() {
      const [performers, videos, albums, performerTags] = await Promise.all([
        count('performers'),
        count('videos'),
        count('albums'),
        db.selectFrom(tagPairs().as('pairs')).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n)),
      ]);
      return { performers, videos, albums, performerTags };
    },
    async performers(offset, limit) {
      const rows = await db.selectFrom('performers').select(['id', 'name']).orderBy('id').limit(limit).offset(offset).execute();
      return rows.map((row) => ({ id: row.id, actorName: row.name }));
    },
    async videos(offset, limit) {
      const rows = await db
        .selectFrom('videos')
        .innerJoin('performers', 'performers.id', 'videos.performer_id')
        .select(['videos.id as id', 'performers.name as name', 'videos.released_at as changed_at'])
        .orderBy('videos.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({ id: row.id, actorName: row.name, changedAt: row.changed_at }));
    },
    async albums(offset, limit) {
      const rows = await db
        .selectFrom('albums')
        .innerJoin('performers', 'performers.id', 'albums.performer_id')
        .select(['albums.id as id', 'performers.name as name', 'albums.created_at as changed_at'])
        .orderBy('albums.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({ id: row.id, actorName: row.name, changedAt: row.changed_at }));
    },
    async performerTags(offset, limit) {
      const rows = await db
        .selectFrom(tagPairs().as('pairs'))
        .innerJoin('performers', 'performers.id', 'pairs.performer_id')
        .select(['performers.name as name', 'pairs.tag as tag'])
        .orderBy('pairs.performer_id')
        .orderBy('pairs.tag')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({ actorName: row.name, tag: row.tag }));
    },
  };
}
