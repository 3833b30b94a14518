/**
 * Issue 15 item 9: "caching that is invalidated when the data changes (online state, prices, purchases)".
 * Two counters, the lists' versions (see WATCHED), moved by every write to what a tile grid, a performer profile or
 * a video list is read from: performers (online state, prices, rank, a running ticket show...), their bans,
 * categories and tags, videos and their tags, sales (a purchase; the best-selling orders), votes (top rated)
 * and albums (the profile's album count). The answer cache (server/lists/answer-cache.ts) keys on them, so an
 * answer is never older than the data it came from. A guest's own purchases are not in the cached part
 * (they are read per request), but a purchase adds a sale, so it moves both versions too.
 * - SQLite: a two-row table updated by row triggers (inside the writing transaction);
 * - PostgreSQL: sequences moved by statement triggers (nextval takes no row lock, so writers never wait on
 *   each other; it is not transactional, so the cache also bounds an entry's lifetime, as the search does).
 * Also two indexes for the video list's price and duration orders: every list filters on `classic` (spec 001 §5
 * "Default video list filters exclude bought and classic"), so with (price, id) alone SQLite walked the classic
 * index and sorted the whole catalog for each page (0.2 to 0.4 s per page at 50,000 videos); with classic first
 * a page reads offset + limit index entries.
 * Number 029: 026 to 028 are reserved for other work of issues 15 and 16.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Two counters, so a performer going online (every few seconds on a busy site) does not throw away the video lists:
 * 'performers' (id 1): the performer grid and the profile; 'videos' (id 2): the video lists.
 * Per table and write: which counters move. A performer's update moves the videos' counter only when the columns a
 * video list reads change (the name on the tile, the type for the free filter).
 */
export type Counter = 'performers' | 'videos';
const BOTH: Counter[] = ['performers', 'videos'];
export const WATCHED: ReadonlyArray<[table: string, event: 'insert' | 'update' | 'delete', counters: Counter[]]> = [
  ['performers', 'insert', BOTH],
  ['performers', 'update', ['performers']],
  ['performers', 'delete', BOTH],
  // spec 000 §6: a ban hides the performer and her videos in that country.
  ...(['insert', 'update', 'delete'] as const).map((event) => ['performer_banned_countries', event, BOTH] as const),
  ...(['insert', 'update', 'delete'] as const).map((event) => ['performer_categories', event, ['performers']] as const),
  ...(['insert', 'update', 'delete'] as const).map((event) => ['performer_tags', event, ['performers']] as const),
  // The profile counts her videos and albums.
  ['videos', 'insert', BOTH],
  ['videos', 'update', ['videos']],
  ['videos', 'delete', BOTH],
  ...(['insert', 'update', 'delete'] as const).map((event) => ['video_tags', event, ['videos']] as const),
  // A sale orders the best-selling videos and the video stars (performers by their videos' sales).
  ...(['insert', 'update', 'delete'] as const).map((event) => ['video_sales', event, BOTH] as const),
  ...(['insert', 'update', 'delete'] as const).map((event) => ['video_votes', event, ['videos']] as const),
  ['albums', 'insert', ['performers']],
  ['albums', 'delete', ['performers']],
].map(([table, event, counters]) => [table, event, [...counters]] as [string, 'insert' | 'update' | 'delete', Counter[]]);
const COUNTER_ID: Record<Counter, number> = { performers: 1, videos: 2 };
export const SEQUENCE: Record<Counter, string> = { performers: 'list_version', videos: 'list_videos_version' };

const INDEXES = [
  ['videos_classic_price', ['classic', 'price', 'id']],
  ['videos_classic_duration', ['classic', 'duration', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('videos').columns([...columns]).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const counter of BOTH) {
      await run(`create sequence ${SEQUENCE[counter]}`);
      await run(`create function ${SEQUENCE[counter]}_bump() returns trigger language plpgsql as $$ begin perform nextval('${SEQUENCE[counter]}'); return null; end $$`);
    }
    for (const [table, event, counters] of WATCHED) {
      for (const counter of counters) {
        await run(`create trigger ${SEQUENCE[counter]}_${table}_${event} after ${event} on ${table} for each statement execute function ${SEQUENCE[counter]}_bump()`);
      }
    }
    // The video lists read a performer's name and type only (row trigger: a statement trigger cannot see the columns).
    await run(`create trigger list_videos_version_performers_update after update on performers for each row
      when (old.name is distinct from new.name or old.type is distinct from new.type) execute function list_videos_version_bump()`);
    return;
  }
  await run('create table list_version (id integer primary key, version integer not null)');
  await run('insert into list_version (id, version) values (1, 1), (2, 1)');
  const bump = (counters: Counter[]) => counters.map((c) => `update list_version set version = version + 1 where id = ${COUNTER_ID[c]};`).join(' ');
  for (const [table, event, counters] of WATCHED) {
    await run(`create trigger list_version_${table}_${event} after ${event} on ${table} begin ${bump(counters)} end`);
  }
  await run(`create trigger list_version_performers_video_columns after update of name, type on performers begin ${bump(['videos'])} end`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await run('drop trigger list_videos_version_performers_update on performers');
    for (const [table, event, counters] of WATCHED) for (const counter of counters) await run(`drop trigger ${SEQUENCE[counter]}_${table}_${event} on ${table}`);
    for (const counter of BOTH) {
      await run(`drop function ${SEQUENCE[counter]}_bump()`);
      await run(`drop sequence ${SEQUENCE[counter]}`);
    }
    return;
  }
  for (const [table, event] of WATCHED) await run(`drop trigger list_version_${table}_${event}`);
  await run('drop trigger list_version_performers_video_columns');
  await run('drop table list_version');
}
