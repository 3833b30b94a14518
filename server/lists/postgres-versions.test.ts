// The lists' versions on PostgreSQL kept in memory (postgres-versions.ts). Issue 15 item 9: "caching that is
// invalidated when the data changes (online state, prices, purchases)" at p99 <= 20 ms: no database round trip per
// request, yet another process's committed write and this process's own write both move the version, and a write
// that has not committed yet does not (its data is not visible: an answer built now would be kept under the wrong
// version otherwise).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { seedCatalog } from '../db/seed';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../test/harness';
import { postgresVersions, type VersionSource } from './postgres-versions';

/** Waits (event loop turns, not a timer that decides the outcome) until `check` holds; fails after many turns. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let turn = 0; turn < 2000; turn++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

describe.skipIf(!POSTGRES_URL)('the lists\' versions on PostgreSQL, kept in memory', () => {
  let database: TestDatabase;
  let source: VersionSource;
  let fallbackReads = 0;
  /** Another process's connection to the same schema. */
  let other: pg.Client;
  let performerId: number;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await migrateToLatest(database.handle.db);
    await seedCatalog(database.handle.db, { seed: 1, scale: 0.02 });
    performerId = (await database.handle.db.selectFrom('performers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    source = postgresVersions(database.handle, async () => {
      fallbackReads++;
      return { performers: '0', videos: '0' };
    });
    await source.ready;
    other = await database.handle.connectClient!();
  }, 90_000);
  afterAll(async () => {
    await other?.end();
    await database?.dispose();
  });

  it('answers from memory once it listens: no read of the database per request', async () => {
    const before = fallbackReads;
    const versions = await Promise.all(Array.from({ length: 20 }, () => source.version('performers')));
    expect(new Set(versions).size).toBe(1);
    expect(fallbackReads).toBe(before);
  });

  it('another process\'s write moves the version when it commits, not before (NOTIFY is delivered at commit)', async () => {
    const performers = await source.version('performers');
    const videos = await source.version('videos');
    await other.query('begin');
    await other.query('update performers set is_online = 1 - is_online where id = $1', [performerId]);
    // A marker committed after the write's statement but before its commit: once it arrived, the write's
    // notification would have too, had it been sent.
    const schema = (await other.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
    const marker = new pg.Client({ connectionString: POSTGRES_URL });
    await marker.connect();
    await marker.query('select pg_notify($1, $2)', ['velvet_list_versions', `${schema}:videos`]);
    await marker.end();
    await until(async () => (await source.version('videos')) !== videos, 'the marker arrived');
    expect(await source.version('performers')).toBe(performers);
    await other.query('commit');
    await until(async () => (await source.version('performers')) !== performers, 'the committed write moved the version');
  });

  it('this process\'s own write moves the version as soon as the statement returns (a request after it never gets an older answer)', async () => {
    const performers = await source.version('performers');
    const videos = await source.version('videos');
    await database.handle.db.updateTable('performers').set({ is_online: 1 }).where('id', '=', performerId).execute();
    expect(await source.version('performers')).not.toBe(performers);
    // Her online state is not on a video tile: the video lists keep their answers.
    expect(await source.version('videos')).toBe(videos);
  });

  it('ignores another schema\'s notifications (the channel is the database\'s)', async () => {
    const schema = (await other.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
    /** Our own schema's marker for the video counter: once it arrived, everything committed before it did too. */
    const barrier = async () => {
      const videos = await source.version('videos');
      await other.query('select pg_notify($1, $2)', ['velvet_list_versions', `${schema}:videos`]);
      await until(async () => (await source.version('videos')) !== videos, 'the marker arrived');
    };
    // The earlier tests' commits are delivered first.
    await barrier();
    const performers = await source.version('performers');
    await other.query('select pg_notify($1, $2)', ['velvet_list_versions', 'someone_else:performers']);
    await barrier();
    expect(await source.version('performers')).toBe(performers);
  });
});
