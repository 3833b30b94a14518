/**
 * Test helpers: a fresh database per run (a temp SQLite file, or a schema of
 * its own in PostgreSQL, dropped afterwards), the four apps built on it, and
 * small request helpers for app.inject.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type ServerConfig } from '../config';
import type { AppContext } from '../context';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedCatalog } from '../db/seed';
import { createPlatform, type Platform, type PlatformOptions } from '../plugins/platform';
import { buildSites, type Sites } from '../sites';
import { DEV_KEY_HEADER } from '../http/dev-only';

export const TEST_TOKEN_SECRET = 'test-secret-test-secret-test-secret-0123';
export const POSTGRES_URL = process.env.VELVET_TEST_DATABASE_URL ?? '';

export interface TestDatabase {
  handle: DatabaseHandle;
  config: ServerConfig;
  /** Closes the connection and deletes the file or drops the schema. */
  dispose(): Promise<void>;
}

/** A config for tests: temp data dir, silent logs, ports 0, optional PostgreSQL schema. */
export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'velvet-test-'));
  return loadConfig({
    // The clip library the media globalSetup generated once (server/test/media-global-setup.ts).
    VELVET_MEDIA_DIR: process.env.VELVET_MEDIA_DIR, VELVET_MEDIA_PROFILE: process.env.VELVET_MEDIA_PROFILE,
    VELVET_DATA_DIR: dataDir, LOG_LEVEL: 'silent', VELVET_PORT: '0', VELVET_OVERLAY_PORT: '0',
    VELVET_WHITE_LABEL_PORT: '0', VELVET_EXAMPLES_PORT: '0', VELVET_TOKEN_SECRET: TEST_TOKEN_SECRET, VELVET_SIMULATOR: 'off', ...overrides,
  });
}

/** Opens an empty database of the given dialect, unique to this call. */
export async function createTestDatabase(dialect: 'sqlite' | 'postgres', overrides: Record<string, string> = {}): Promise<TestDatabase> {
  const schema = `velvet_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const config = testConfig(
    dialect === 'postgres' ? { DATABASE_URL: POSTGRES_URL, VELVET_DB_SCHEMA: schema, ...overrides } : overrides,
  );
  const handle = await openDatabase(config);
  return {
    handle,
    config,
    async dispose() {
      await handle.close();
      if (dialect === 'postgres') {
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApps extends Sites {
  context: AppContext;
  /** The process's shared things the four apps were built on (hub, providers, publishChanges, ...). */
  platform: Platform;
  /** Closes the apps, then the platform (hub, Redis clients); the database stays open for dispose(). */
  close(): Promise<void>;
}

/** Migrates, seeds a small catalog (unless `scale` 0) and builds the four apps for app.inject. */
export async function buildTestApps(database: TestDatabase, scale = 0.1, options: PlatformOptions = {}): Promise<TestApps> {
  await migrateToLatest(database.handle.db);
  if (scale > 0) await seedCatalog(database.handle.db, { seed: 1, scale });
  const platform = await createPlatform({ config: database.config, database: database.handle, tokenSecret: TEST_TOKEN_SECRET }, options);
  const sites = await buildSites(platform);
  return {
    ...sites,
    context: platform.context,
    platform,
    async close() {
      await Promise.all([sites.site.close(), sites.overlay.close(), sites.whiteLabel.close(), sites.examples.close()]);
      await platform.close();
    },
  };
}

/** GET a tile grid page with a payload object (encoded as the sdk does), from `remoteAddress` if given (else app.inject's 127.0.0.1). */
export async function getTileGrid(app: FastifyInstance, type: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  const encoded = encodeURIComponent(typeof payload === 'string' ? payload : JSON.stringify(payload));
  return app.inject({ method: 'GET', url: `/rest/v1/tileGrid/get/${type}/${encoded}`, headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** GET the dev outbox page as the developer does: from this machine, with this start's dev key. */
export function readDevOutbox(apps: TestApps) {
  return apps.site.inject({ method: 'GET', url: '/rest/v1/dev/outbox', headers: { [DEV_KEY_HEADER]: apps.context.devKey } });
}

/** A suite's seeded database and the apps on it; read them in tests and hooks (they exist once the suite's set-up ran). */
export interface SeededApps {
  readonly database: TestDatabase;
  readonly apps: TestApps;
  /** The Velvet site app (apps.site). */
  readonly site: FastifyInstance;
}

/** The environment of a public sandbox in production (dev routes and introspection must not exist there). */
export const PRODUCTION_SANDBOX_ENV = { NODE_ENV: 'production', VELVET_SANDBOX: 'on' } as const;

/**
 * The set-up of a suite that runs on each database (inside its describe): a new database of `dialect` seeded at
 * `scale` with the apps built on it before the suite's tests, both closed after them. `env` overrides the server's
 * environment (e.g. PRODUCTION_SANDBOX_ENV).
 */
export function seededApps(dialect: 'sqlite' | 'postgres', scale = 0.1, env?: Record<string, string>): SeededApps {
  let ready: { database: TestDatabase; apps: TestApps } | null = null;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, env);
    ready = { database, apps: await buildTestApps(database, scale) };
  }, 60_000);
  afterAll(async () => {
    await ready?.apps.close();
    await database?.dispose();
  });
  const parts = () => {
    if (!ready) throw new Error(`seededApps(${dialect}): expected the suite's beforeAll to have built the apps, got none yet (read them in a test or hook)`);
    return ready;
  };
  return {
    get database() { return parts().database; },
    get apps() { return parts().apps; },
    get site() { return parts().apps.site; },
  };
}
