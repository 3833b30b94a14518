/** The trust suites (AVS, pin-call, media gating, guest standing) on SQLite always, and on PostgreSQL when VELVET_TEST_DATABASE_URL is set. */
import { afterAll, beforeAll, describe } from 'vitest';
import { buildTestApps, createTestDatabase, POSTGRES_URL } from '../test/harness';
import { defineAvsTests } from './test/avs-suite';
import type { TrustEnv } from './test/env';
import { defineMediaTests } from './test/media-suite';
import { definePinCallTests } from './test/pin-call-suite';
import { defineStandingTests } from './test/standing-suite';

function defineTrustSuite(dialect: 'sqlite' | 'postgres') {
  const env = {} as TrustEnv;
  beforeAll(async () => {
    env.database = await createTestDatabase(dialect);
    env.apps = await buildTestApps(env.database, 0.1);
  });
  afterAll(async () => {
    await env.apps?.close();
    await env.database?.dispose();
  });
  defineAvsTests(env);
  definePinCallTests(env);
  defineMediaTests(env);
  defineStandingTests(env);
}

describe('trust on SQLite', () => defineTrustSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('trust on PostgreSQL', () => defineTrustSuite('postgres'));
