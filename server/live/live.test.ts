/** Live streams, previews and pictures (issue 14 item 1) on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestLibrary } from '../media/test/clip-fixtures';
import { RecordingHub } from '../realtime-domain/test/recording-hub';
import { buildTestApps, createTestDatabase, POSTGRES_URL } from '../test/harness';
import { defineLiveTests, type LiveEnv } from './test/live-suite';

function defineLiveSuite(dialect: 'sqlite' | 'postgres') {
  const env = {} as LiveEnv;
  beforeAll(async () => {
    env.database = await createTestDatabase(dialect);
    env.apps = await buildTestApps(env.database, 0.05, { createHub: (deps, options) => (env.hub = new RecordingHub(deps, options)) });
    env.library = createTestLibrary();
    // The routes read context.media per request: the test library stands in for the generated one.
    env.apps.context.media = env.library;
  });
  afterAll(async () => {
    await env.apps?.close();
    await env.database?.dispose();
    env.library?.dispose();
  });
  defineLiveTests(env);
}

describe('live streams on SQLite', () => defineLiveSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('live streams on PostgreSQL', () => defineLiveSuite('postgres'));
