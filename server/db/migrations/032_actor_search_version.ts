/**
 * Issue 15 (bench/search, actor search): the actor search keeps its catalog read and its answers per version of the
 * performer lists (migration 029's 'performers' counter). It also reads tables 029 does not watch: the
 * performers' cities (performer_locations: distances, markers) and their search features (hd, live preview, toy
 * control, audio), and since collections (migration 030) the collections' members, which narrow a search by its
 * currentCollection. A write to any of them now moves the same counter, so no kept search is older than its data.
 * Number 032: reserved for helper P (030, 031 and 033 are other work of this session).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const TABLES = ['performer_locations', 'performer_search_features', 'collection_performers'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

/** The writes this migration's triggers watch, in 029's WATCHED shape, so the PostgreSQL read-your-writes plugin
 * (server/db/list-writes.ts) moves the performers' version for them too. */
export const ACTOR_SEARCH_WATCHED: ReadonlyArray<[table: string, event: (typeof EVENTS)[number], counters: ['performers']]> =
  TABLES.flatMap((table) => EVENTS.map((event) => [table, event, ['performers']] as [string, (typeof EVENTS)[number], ['performers']]));

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    for (const event of EVENTS) {
      // The same bumps as 029's: PostgreSQL's sequence function per statement, SQLite's counter row 1 per row.
      await run(postgres
        ? `create trigger list_version_${table}_${event} after ${event} on ${table} for each statement execute function list_version_bump()`
        : `create trigger list_version_${table}_${event} after ${event} on ${table} begin update list_version set version = version + 1 where id = 1; end`);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    for (const event of EVENTS) await sql.raw(`drop trigger list_version_${table}_${event}${postgres ? ` on ${table}` : ''}`).execute(db);
  }
}
