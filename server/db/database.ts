/**
 * Opens the database: SQLite (better-sqlite3) by default, PostgreSQL (pg Pool)
 * when a URL is given. Everything above this file is dialect-free Kysely.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { ListWritePlugin } from './list-writes';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /** PostgreSQL only: this process's writes to what the lists are read from (server/lists/postgres-versions.ts). */
  listWrites?: ListWritePlugin;
  /** PostgreSQL only: a connection of its own (for LISTEN) with the pool's settings; ended by close() at the latest. */
  connectClient?(): Promise<pg.Client>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PostgreSQL only: schema put first on the search_path (created if missing). */
  databaseSchema?: string | null;
  sqliteFile: string;
}

/** Opens the configured database; PostgreSQL when databaseUrl is set, else the SQLite file. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databaseSchema ?? null);
  return openSqlite(options.sqliteFile);
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while the seed writes; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  cachePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Distinct SQL texts kept prepared; Kysely's queries are a few hundred shapes, so this is a safety cap. */
const STATEMENT_CACHE_MAX = 1_000;

/**
 * Kysely's SqliteDriver calls db.prepare for every query, and compiling the
 * SQL showed up high in CPU profiles. A better-sqlite3 statement is reusable
 * (parameters bind per run) and SQLite recompiles it after a schema change, so
 * prepare is wrapped with a cache keyed by the SQL text. A statement still
 * iterating (busy) is never handed out twice: that call gets a fresh one.
 */
export function cachePreparedStatements(sqlite: SQLite.Database, max = STATEMENT_CACHE_MAX): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = prepare(source);
    if (!cached) {
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

async function openPostgres(url: string, schema: string | null): Promise<DatabaseHandle> {
  if (schema) {
    // Create the schema with a throw-away client so the pool's search_path can point at it.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const listWrites = new ListWritePlugin();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [listWrites] });
  const clients = new Set<pg.Client>();
  let closed = false;
  const connectClient = async () => {
    if (closed) throw new Error('the database is closed');
    const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    clients.add(client);
    client.once('end', () => clients.delete(client));
    try {
      await client.connect();
    } catch (error) {
      clients.delete(client);
      throw error;
    }
    return client;
  };
  const close = async () => {
    closed = true;
    await Promise.all([...clients].map((client) => client.end().catch(() => undefined)));
    await db.destroy();
  };
  return { db, dialect: 'postgres', close, listWrites, connectClient };
}

/** One round-trip to the database; throws when it is unreachable. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
