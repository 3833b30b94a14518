/** Shared setup of the money route suites: one database and app per dialect, guests, coins and request helpers. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../../test/harness';
import { anonymousGuest, randomIp, signUpAndLogIn } from '../../test/guests';
import { balanceOf, creditCoins, ledgerSum } from '../ledger';

export interface MoneyEnv {
  app(): FastifyInstance;
  apps(): TestApps;
  db(): TestDatabase['handle']['db'];
  /** A logged-in guest holding `coins`. */
  buyer(coins?: number): Promise<{ guestId: string; cookie: string }>;
  anonymous(): Promise<{ guestId: string; cookie: string }>;
  /** `remoteAddress`: the client address (default a random private one). */
  post(url: string, cookie: string | null, payload?: unknown, headers?: Record<string, string>, remoteAddress?: string): Promise<LightMyRequestResponse>;
  get(url: string, cookie: string | null, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  balance(guestId: string): Promise<number>;
  /** GET bonus/check/{code}, parsed. */
  check(cookie: string | null, code: string): Promise<{ success: boolean; data: { code: string; canRedeem: boolean; reason?: string; config: Record<string, unknown> } }>;
  ledgerSum(guestId: string): Promise<number>;
}

let keyCounter = 0;
/** A fresh idempotency key. */
export const newKey = () => `key-${process.pid}-${++keyCounter}-${Math.random().toString(36).slice(2, 8)}`;

/** Builds the env inside the calling describe block (beforeAll / afterAll). */
export function moneyEnv(dialect: 'sqlite' | 'postgres'): MoneyEnv {
  let database: TestDatabase;
  let apps: TestApps;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0.05);
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });
  const inject = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = randomIp()): Promise<LightMyRequestResponse> =>
    apps.site.inject({ method, url: `/rest/v1/${url}`, remoteAddress, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    app: () => apps.site,
    apps: () => apps,
    db: () => database.handle.db,
    async buyer(coins = 0) {
      const guest = await signUpAndLogIn(apps.site);
      if (coins > 0) await creditCoins(database.handle.db, { guestId: guest.guestId, amount: coins, reason: 'test', idempotencyKey: newKey() });
      return { guestId: guest.guestId, cookie: guest.cookie };
    },
    anonymous: () => anonymousGuest(apps.site),
    post: (url, cookie, payload = {}, headers, remoteAddress) => inject('POST', url, cookie, payload, headers, remoteAddress),
    get: (url, cookie, headers) => inject('GET', url, cookie, undefined, headers),
    balance: (guestId) => balanceOf(database.handle.db, guestId),
    check: async (cookie, code) => (await inject('GET', `bonus/check/${code}`, cookie)).json(),
    ledgerSum: (guestId) => ledgerSum(database.handle.db, guestId),
  };
}
