/** The rows of the sitemap: every performer, video and album, with the performer name their URLs carry. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SitemapCounts {
  performers: number;
  videos: number;
  albums: number;
}

export interface SitemapItem {
  id: number;
  actorName: string;
  /** ISO time of release or creation; absent for performers. */
  changedAt?: string;
}

export interface SitemapRepository {
  counts(): Promise<SitemapCounts>;
  /** One page of a type in id order, so a chunk of the sitemap always lists the same items. */
  performers(offset: number, limit: number): Promise<SitemapItem[]>;
  videos(offset: number, limit: number): Promise<SitemapItem[]>;
  albums(offset: number, limit: number): Promise<SitemapItem[]>;
}

export function createSitemapRepository(db: Kysely<Database>): SitemapRepository {
  // PostgreSQL's count(*) is a bigint, which the driver hands back as a string.
  const count = async (table: 'performers' | 'videos' | 'albums') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    async counts() {
      const [performers, videos, albums] = await Promise.all([count('performers'), count('videos'), count('albums')]);
      return { performers, videos, albums };
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
  };
}
