/**
 * Issue 15 item 9: "caching that is invalidated when the data changes (online state, prices, purchases)".
 * One counter, the lists' version, moved by every write to what a tile grid, a performer profile or a video
 * list is read from: performers (online state, prices, rank, a running ticket show...), their bans,
 * categories and tags, videos and their tags, sales (a purchase; the best-selling orders), votes (top rated)
 * and albums (the profile's album count). The answer cache (server/lists/answer-cache.ts) keys on it, so an
 * answer is never older than the data it came from. A guest's own purchases are not in the cached part
 * (they are read per request), but a purchase adds a sale, so it moves the version too.
 * - SQLite: a one-row table updated by row triggers (inside the writing transaction);
 * - PostgreSQL: a sequence moved by statement triggers (nextval takes no row lock, so writers never wait on
 *   each other; it is not transactional, so the cache also bounds an entry's lifetime, as the search does).
 * Also two indexes for the video list's price and duration orders: every list filters on `classic` (spec 001 §5
 * "Default video list filters exclude bought and classic"), so with (price, id) alone SQLite walked the classic
 * index and sorted the whole catalog for each page (0.2 to 0.4 s per page at 50,000 videos); with classic first
 * a page reads offset + limit index entries.
 * Number 029: 026 to 028 are reserved for other work of issues 15 and 16.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The tables whose rows the cached answers are read from, and the writes that change them. */
const WATCHED: ReadonlyArray<[table: string, events: ReadonlyArray<'insert' | 'update' | 'delete'>]> = [
  ['performers', ['insert', 'update', 'delete']],
  ['performer_banned_countries', ['insert', 'update', 'delete']],
  ['performer_categories', ['insert', 'update', 'delete']],
  ['performer_tags', ['insert', 'update', 'delete']],
  ['videos', ['insert', 'update', 'delete']],
  ['video_tags', ['insert', 'update', 'delete']],
  ['video_sales', ['insert', 'update', 'delete']],
  ['video_votes', ['insert', 'update', 'delete']],
  ['albums', ['insert', 'delete']],
];

const INDEXES = [
  ['videos_classic_price', ['classic', 'price', 'id']],
  ['videos_classic_duration', ['classic', 'duration', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('videos').columns([...columns]).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await run('create sequence list_version');
    await run(`create function list_version_bump() returns trigger language plpgsql as $$ begin perform nextval('list_version'); return null; end $$`);
    for (const [table, events] of WATCHED) {
      await run(`create trigger list_version_${table} after ${events.join(' or ')} on ${table} for each statement execute function list_version_bump()`);
    }
    return;
  }
  await run('create table list_version (id integer primary key, version integer not null)');
  await run('insert into list_version (id, version) values (1, 1)');
  for (const [table, events] of WATCHED) {
    for (const event of events) {
      await run(`create trigger list_version_${table}_${event} after ${event} on ${table} begin update list_version set version = version + 1 where id = 1; end`);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [table] of WATCHED) await run(`drop trigger list_version_${table} on ${table}`);
    await run('drop function list_version_bump()');
    await run('drop sequence list_version');
    return;
  }
  for (const [table, events] of WATCHED) for (const event of events) await run(`drop trigger list_version_${table}_${event}`);
  await run('drop table list_version');
}
