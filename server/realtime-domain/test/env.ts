/** Shared setup of the realtime-domain suites: one database and app per dialect with a recording hub as the platform's hub, guests. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Change } from '../../changes';
import type { GuestRecord } from '../../guests/current-guest';
import { findGuest, toGuestRecord } from '../../guests/records';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../../test/harness';
import { anonymousGuest, randomIp, signUpAndLogIn } from '../../test/guests';
import { notBannedIn } from '../../repositories/bans';
import type { RealtimeDomain } from '../index';
import { RecordingHub } from './recording-hub';

export interface DomainEnv {
  apps(): TestApps;
  db(): TestDatabase['handle']['db'];
  hub(): RecordingHub;
  /** The domain registered on the hub (the messenger's responder slot). */
  domain(): RealtimeDomain;
  /** The platform's publishChanges: what a route does after a domain call commits. */
  publish(changes: readonly Change[]): Promise<void>;
  /** A new logged-in guest: its record (for handlers) and cookie (for REST). */
  member(): Promise<{ guest: GuestRecord; cookie: string }>;
  anonymous(): Promise<{ guest: GuestRecord; cookie: string }>;
  get(url: string, cookie: string | null): Promise<LightMyRequestResponse>;
  /** Performer ids of the seeded catalog, by id. */
  performerIds(): Promise<number[]>;
  /** The same, without the performers that ban `country` (spec 000 §6: they do not exist for its guests). */
  performerIdsVisibleIn(country: string): Promise<number[]>;
}

/** Builds the env inside the calling describe block. */
export function domainEnv(dialect: 'sqlite' | 'postgres'): DomainEnv {
  let database: TestDatabase;
  let apps: TestApps;
  let hub: RecordingHub;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0.05, { createHub: (deps, options) => (hub = new RecordingHub(deps, options)) });
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });
  const record = async (guestId: string) => toGuestRecord((await findGuest(database.handle.db, guestId))!);
  return {
    apps: () => apps,
    db: () => database.handle.db,
    hub: () => hub,
    domain: () => apps.platform.realtimeDomain,
    publish: (changes) => apps.platform.publishChanges(changes),
    async member() {
      const { guestId, cookie } = await signUpAndLogIn(apps.site);
      return { guest: await record(guestId), cookie };
    },
    async anonymous() {
      const { guestId, cookie } = await anonymousGuest(apps.site);
      return { guest: await record(guestId), cookie };
    },
    get: (url, cookie) => apps.site.inject({ method: 'GET', url: `/rest/v1/${url}`, remoteAddress: randomIp(), headers: { ...(cookie ? { cookie } : {}) } }),
    async performerIds() {
      return (await database.handle.db.selectFrom('performers').select('id').orderBy('id').execute()).map((r) => r.id);
    },
    async performerIdsVisibleIn(country) {
      return (await database.handle.db.selectFrom('performers').select('id').where(notBannedIn(country)).orderBy('id').execute()).map((r) => r.id);
    },
  };
}
