/**
 * Issue 11 Part B 1: "redis (one client per purpose per process)". With
 * REDIS_URL the four apps of a process share the platform's three clients
 * (realtime commands, realtime subscription, rate limits), and closing the
 * apps closes them. Before, every scope that registered the rate limiter
 * opened a client of its own (three scopes on each of two apps) and the hub
 * opened two more.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../test/harness';
import { randomIp, signUpAndLogIn } from '../test/guests';

const REDIS_URL = process.env.VELVET_TEST_REDIS_URL ?? '';

/** The names of the connections Redis sees whose name ends in `-label`. */
async function connectionsLabelled(observer: Redis, label: string): Promise<string[]> {
  const list = (await observer.call('CLIENT', 'LIST')) as string;
  return list.split('\n').map((line) => /(?:^| )name=(\S*)/.exec(line)?.[1] ?? '').filter((name) => name.endsWith(`-${label}`)).sort();
}

describe.skipIf(!REDIS_URL)('the Redis clients of one process', () => {
  let database: TestDatabase;
  let apps: TestApps;
  let observer: Redis;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { REDIS_URL });
    apps = await buildTestApps(database, 0);
    observer = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
    observer?.disconnect();
  });

  it('four apps share one client per purpose; the rate limits use it; closing the apps closes them', async () => {
    const { redis } = apps.platform;
    expect(redis).not.toBeNull();
    // Every app sees the same clients through its decorator.
    for (const app of [apps.site, apps.whiteLabel, apps.overlay, apps.examples]) expect(app.redis).toBe(redis);
    // Rate-limited routes on both brand apps (sign-ups, a login) count in the one rate-limit client.
    await signUpAndLogIn(apps.site);
    await signUpAndLogIn(apps.whiteLabel);
    const login = await apps.site.inject({ method: 'POST', url: '/rest/v1/guest/login', remoteAddress: randomIp(), payload: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(login.statusCode).toBe(401);
    const label = redis!.label;
    expect(await connectionsLabelled(observer, label)).toEqual([`velvet-rate-limits-${label}`, `velvet-realtime-${label}`, `velvet-realtime-subscriber-${label}`]);
    // @fastify/rate-limit's Redis store defines its counting script on the client it is given: this one.
    expect('rateLimit' in redis!.rateLimits).toBe(true);

    await apps.close();
    expect(await connectionsLabelled(observer, label)).toEqual([]);
  });
});
