/** Albums and galleries (issue 13 §5, spec 001 §7) on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import { afterAll, beforeAll, describe } from 'vitest';
import { buildTestApps, createTestDatabase, POSTGRES_URL } from '../test/harness';
import type { TrustEnv } from '../trust/test/env';
import { defineAlbumReadTests } from './test/read-suite';
import { defineAlbumSocialTests } from './test/social-suite';

function defineAlbumSuite(dialect: 'sqlite' | 'postgres') {
  const env = {} as TrustEnv;
  beforeAll(async () => {
    env.database = await createTestDatabase(dialect);
    env.apps = await buildTestApps(env.database, 0.1);
  });
  afterAll(async () => {
    await env.apps?.close();
    await env.database?.dispose();
  });
  defineAlbumSocialTests(env);
  defineAlbumReadTests(env);
}

describe('albums on SQLite', () => defineAlbumSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('albums on PostgreSQL', () => defineAlbumSuite('postgres'));
