/** Entitlement and signed media URLs (issue 13 §2) on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import { afterAll, beforeAll, describe } from 'vitest';
import { buildTestApps, createTestDatabase, POSTGRES_URL } from '../test/harness';
import { createTestLibrary } from './test/clip-fixtures';
import { defineMediaAccessTests, type MediaEnv } from './test/media-suite';

function defineMediaSuite(dialect: 'sqlite' | 'postgres') {
  const env = {} as MediaEnv;
  beforeAll(async () => {
    env.database = await createTestDatabase(dialect);
    env.apps = await buildTestApps(env.database, 0.1);
    env.library = createTestLibrary();
    // The routes read context.media per request: the test library stands in for the generated one.
    env.apps.context.media = env.library;
  });
  afterAll(async () => {
    await env.apps?.close();
    await env.database?.dispose();
    env.library?.dispose();
  });
  defineMediaAccessTests(env);
}

describe('media access on SQLite', () => defineMediaSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('media access on PostgreSQL', () => defineMediaSuite('postgres'));
