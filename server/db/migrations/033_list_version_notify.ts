/**
 * Issue 15 item 9 on PostgreSQL: the lists' versions (migration 029) without a round trip per request. Each counter's
 * trigger function also sends NOTIFY on LIST_VERSION_CHANNEL with `<schema>:<counter>` as payload. PostgreSQL delivers
 * a notification when the writing transaction commits (and one per payload per transaction), so a process that
 * LISTENs learns of every committed write after its data is visible, which the sequence alone could not tell (it
 * moves before the commit). server/lists/postgres-versions.ts keeps the versions in memory from these.
 * SQLite: nothing (its counters are read in the same file, inside the writer's transaction).
 * Number 033: reserved for helper Q of session 22.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SEQUENCE, type Counter } from './029_list_version';

/** The channel the lists' triggers notify on (one per database: the payload names the schema). */
export const LIST_VERSION_CHANNEL = 'velvet_list_versions';
const COUNTERS: Counter[] = ['performers', 'videos'];

const bumpFunction = (counter: Counter, notify: boolean) => `create or replace function ${SEQUENCE[counter]}_bump() returns trigger language plpgsql as $$
  begin
    perform nextval('${SEQUENCE[counter]}');
    ${notify ? `perform pg_notify('${LIST_VERSION_CHANNEL}', tg_table_schema || ':${counter}');` : ''}
    return null;
  end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const counter of COUNTERS) await sql.raw(bumpFunction(counter, true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const counter of COUNTERS) await sql.raw(bumpFunction(counter, false)).execute(db);
}
