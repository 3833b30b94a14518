// Queries compiled once per database (compiled-once.ts): each call's statement is the one Kysely would compile for
// its own values, whatever order the values take in the SQL, on both dialects' compilers and on a real SQLite file.
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once';
import type { Database } from './schema';

// Only compiled, never run: the pool is never asked for a connection.
const postgres = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });
const sqlite = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });

// The second parameter is written before the first: the values must follow the statement, not the call.
const session = compiledOnce<[sessionId: string, now: string]>(2, (db, sessionId, now) =>
  db.selectFrom('sessions').select('guest_id').where('expires_at', '>', now).where('id', '=', sessionId));

describe('compiledOnce', () => {
  it.each([['postgres', postgres], ['sqlite', sqlite]] as const)('%s: the statement Kysely compiles, with each call\'s values in place', (_name, db) => {
    for (const [id, now] of [['a', '2026-01-01'], ['b\'; drop', '2027-02-02']] as const) {
      const plain = db.selectFrom('sessions').select('guest_id').where('expires_at', '>', now).where('id', '=', id).compile();
      const once = session(db, id, now);
      expect([once.sql, once.parameters]).toEqual([plain.sql, plain.parameters]);
    }
  });

  it('a query whose values are not all parameters is compiled per call (still correct)', () => {
    const literal = compiledOnce<[name: string]>(1, (db, name) => db.selectFrom('guests').select('id').where(sql<string>`${sql.lit(name)}`, '=', 'x'));
    expect(literal(postgres, 'anna').sql).toContain('\'anna\'');
    expect(literal(postgres, 'ella').sql).toContain('\'ella\'');
  });

  it('runs on SQLite with each call\'s values', async () => {
    await sqlite.schema.createTable('sessions').addColumn('id', 'text').addColumn('guest_id', 'text').addColumn('expires_at', 'text').execute();
    await sqlite.insertInto('sessions').values([{ id: 's1', guest_id: 'g1', expires_at: '2030' }, { id: 's2', guest_id: 'g2', expires_at: '2020' }] as never).execute();
    const guest = async (id: string, now: string) => (await sqlite.executeQuery<{ guest_id: string }>(session(sqlite, id, now))).rows[0]?.guest_id ?? null;
    expect([await guest('s1', '2026'), await guest('s2', '2026'), await guest('s2', '2019'), await guest('s3', '2000')]).toEqual(['g1', null, 'g2', null]);
  });
});
