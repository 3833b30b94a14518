// Which lists' versions a statement moves (list-writes.ts), read from the statement as migration 029's triggers read
// the write: issue 15 item 9, "caching that is invalidated when the data changes (online state, prices, purchases)".
// This process's writes must move the in-memory versions at once; a write to anything else must not drop the lists.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema';
import { countersOfStatement } from './list-writes';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('countersOfStatement', () => {
  it.each([
    ['a performer going offline (online state): the performer lists only', db.updateTable('performers').set({ is_online: 0 }).where('id', '=', 1), ['performers']],
    ['a performer\'s new name: both (the video tiles show it)', db.updateTable('performers').set({ name: 'New', name_lower: 'new' }).where('id', '=', 1), ['performers', 'videos']],
    ['a video\'s new price: the video lists', db.updateTable('videos').set({ price: 9 }).where('id', '=', 1), ['videos']],
    ['a new video: both (the profile counts her videos)', db.insertInto('videos').values({ id: 1 } as never), ['performers', 'videos']],
    ['a purchase (a sale): both', db.insertInto('video_sales').values({ video_id: 1 } as never), ['performers', 'videos']],
    ['a lifted ban: both', db.deleteFrom('performer_banned_countries').where('performer_id', '=', 1), ['performers', 'videos']],
    ['an aliased delete of video tags: the video lists', db.deleteFrom('video_tags as vt').where('vt.video_id', '=', 1), ['videos']],
    ['a raw update of performers: read from its text', sql`update performers set is_online = 1 where id = 1`, ['performers', 'videos']],
    // Migration 032: the actor search reads the performers' cities and search features under the performers' version.
    ['a performer\'s new city (actor search distances): the performer lists', db.updateTable('performer_locations').set({ city: 'Köln' } as never).where('performer_id', '=', 1), ['performers']],
    ['a new search feature (toy control): the performer lists', db.insertInto('performer_search_features').values({ performer_id: 1 } as never), ['performers']],
    ['a collection\'s new member (actor search within a collection): the performer lists', db.insertInto('collection_performers').values({ collection_id: 1, performer_id: 1 } as never), ['performers']],
    ['a read: nothing', db.selectFrom('performers').select('id'), []],
    ['a write elsewhere (a guest): nothing', db.updateTable('guests').set({ name: 'x' } as never).where('id', '=', 'g'), []],
  ])('%s', (_name, query, counters) => {
    expect(countersOfStatement(query.toOperationNode() as never).sort()).toEqual(counters);
  });
});
