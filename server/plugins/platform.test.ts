/**
 * DESIGN.md "Shared things are decorators registered by fastify-plugin
 * plugins ... No module-level registries": the four apps of a process see the
 * one platform's things, and two platforms on one database stay apart (a
 * registry keyed by the database handle, as the publishers' hub map was,
 * would let the second one take over the first one's publishes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestEvent } from '../changes';
import { RecordingHub } from '../realtime-domain/test/recording-hub';
import { buildTestApps, createTestDatabase, TEST_TOKEN_SECRET, type TestApps, type TestDatabase } from '../test/harness';
import { createPlatform, type Platform } from './platform';

const DECORATORS = ['config', 'db', 'repositories', 'redis', 'hub', 'payments', 'avs', 'pinCalls', 'mail', 'buildGuestSession', 'publishChanges'] as const;

describe('the platform', () => {
  let database: TestDatabase;
  let apps: TestApps;
  let second: Platform;
  let secondHub: RecordingHub;
  let firstHub: RecordingHub;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    apps = await buildTestApps(database, 0, { createHub: (deps, options) => (firstHub = new RecordingHub(deps, options)) });
    second = await createPlatform(
      { config: database.config, database: database.handle, tokenSecret: TEST_TOKEN_SECRET },
      { createHub: (deps, options) => (secondHub = new RecordingHub(deps, options)) },
    );
  });
  afterAll(async () => {
    await second?.close();
    await apps?.close();
    await database?.dispose();
  });

  it('gives each of the four apps the same things as decorators', () => {
    const { platform } = apps;
    const expected = { ...platform, db: platform.database.db };
    for (const app of [apps.site, apps.overlay, apps.whiteLabel, apps.examples]) {
      for (const name of DECORATORS) expect(app[name], `${name} of an app`).toBe(expected[name]);
    }
  });

  it('keeps two platforms on one database apart: each publishes through its own hub', async () => {
    await apps.platform.publishChanges([guestEvent('guest-a', { type: 'pageReload' })]);
    await second.publishChanges([guestEvent('guest-b', { type: 'emailVerified' })]);
    expect(firstHub.published).toEqual([{ guestId: 'guest-a', event: { type: 'pageReload' } }]);
    expect(secondHub.published).toEqual([{ guestId: 'guest-b', event: { type: 'emailVerified' } }]);
  });
});
