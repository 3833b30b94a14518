/**
 * Issue 11 A3, performed as the attack: "trustProxy is on and the left-most
 * X-Forwarded-For is believed, so every IP rate limit is bypassed by rotating
 * the header (200 wrong passwords, then the right one logs in; 25 of 25
 * sign-ups against a limit of 5). Trust X-Forwarded-For only from hops in
 * VELVET_TRUSTED_PROXIES (right-most untrusted address). Login throttling per
 * account and per address with growing delays (429 with Retry-After), so an
 * attacker can neither brute-force an account nor lock its owner out (today 10
 * bad logins lock the victim out for 5 minutes, and with no proxy 11 bad
 * logins block every user behind 127.0.0.1)." On SQLite and PostgreSQL, and
 * the sign-up limit also with Redis. app.inject's remoteAddress is the socket
 * peer.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, LOGIN_THROTTLED } from '../../sdk/account/login-throttle';
import { EDGE_PROXY } from '../test/addresses';
import { randomIp, SIGN_UP_CONFIRMATIONS, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { claimLoginAttempt } from './login-throttle';
import { LIMITS } from './rate-limits';

const REDIS_URL = process.env.VELVET_TEST_REDIS_URL ?? '';
const PASSWORD = 'correct-horse-1';
/** A public-looking address the attacker "claims" in X-Forwarded-For: a new one on every request. */
const spoofed = () => `198.51.100.${randomBytes(1)[0]}, 203.0.113.${randomBytes(1)[0]}`;
const unique = () => randomBytes(4).toString('hex');

function login(app: FastifyInstance, email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/rest/v1/guest/login', remoteAddress, headers, payload: { email, password } });
}
function signUp(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  const id = unique();
  return app.inject({ method: 'POST', url: '/rest/v1/guest/signup', remoteAddress, headers, payload: { name: `g_${id}`, email: `g${id}@example.com`, password: PASSWORD, ...SIGN_UP_CONFIRMATIONS } });
}
const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
/** `n` requests one after another (a parallel burst would test @fastify/rate-limit's in-memory store, which refuses a whole burst past the limit). */
async function inTurn(n: number, request: (i: number) => Promise<LightMyRequestResponse>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push((await request(i)).statusCode);
  return codes;
}
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

/** The throttled answer: 429, Retry-After, and a body with a machine-readable code and the wait. */
function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const body = response.json();
  expect(body).toMatchObject({ success: false, statusCode: 429, code: LOGIN_THROTTLED, error: expect.stringMatching(/^Too many failed logins; try again in \d+ seconds?$/) });
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  expect(response.headers['retry-after']).toBe(String(body.retryAfterSeconds));
}

function attackSuite(dialect: 'sqlite' | 'postgres') {
  let direct: { database: TestDatabase; apps: TestApps };
  let proxied: { database: TestDatabase; apps: TestApps };
  const open = async (overrides: Record<string, string>) => {
    const database = await createTestDatabase(dialect, overrides);
    return { database, apps: await buildTestApps(database, 0) };
  };
  beforeAll(async () => {
    direct = await open({});
    // An edge proxy, and an internal load balancer range behind it.
    proxied = await open({ VELVET_TRUSTED_PROXIES: `${EDGE_PROXY}, 10.77.0.0/16` });
  });
  afterAll(async () => {
    for (const { apps, database } of [direct, proxied]) {
      await apps?.close();
      await database?.dispose();
    }
  });

  describe('no trusted proxy (the default): X-Forwarded-For is ignored', () => {
    it('25 sign-ups rotating X-Forwarded-For from one address: 5 pass, 20 get 429', async () => {
      const attacker = randomIp();
      const codes = await inTurn(25, () => signUp(direct.apps.site, attacker, { 'x-forwarded-for': spoofed() }));
      expect(count(codes, 200)).toBe(LIMITS.signup.max);
      expect(count(codes, 429)).toBe(25 - LIMITS.signup.max);
    });

    it('200 wrong passwords rotating X-Forwarded-For, then the right one: refused with 429; the owner logs in from home', async () => {
      const owner = await signUpAndLogIn(direct.apps.site, { email: `victim${unique()}@example.com`, password: PASSWORD });
      const email = owner.session.email!;
      const attacker = randomIp();
      const codes: number[] = [];
      for (let i = 0; i < 200; i += 1) codes.push((await login(direct.apps.site, email, `wrong-${i}-pass`, attacker, { 'x-forwarded-for': spoofed() })).statusCode);
      // The pair's free failures and one more are checked; every later guess waits and is not even tried.
      const checked = LOGIN_THROTTLE.pair.freeFailures + 1;
      expect(codes.slice(0, checked)).toEqual(Array(checked).fill(401));
      expect(count(codes, 429)).toBe(200 - checked);
      expectThrottled(await login(direct.apps.site, email, PASSWORD, attacker, { 'x-forwarded-for': spoofed() }));
      // Not locked out: the owner, at their own address, logs in at once.
      const home = await login(direct.apps.site, email, PASSWORD, randomIp());
      expect(home.statusCode).toBe(200);
      expect(home.json().data.id).toBe(owner.guestId);
    });

    it('11 bad logins from 127.0.0.1 on one account do not block another user behind 127.0.0.1', async () => {
      const victim = await signUpAndLogIn(direct.apps.site, { email: `v${unique()}@example.com` });
      const neighbour = await signUpAndLogIn(direct.apps.site, { email: `n${unique()}@example.com`, password: PASSWORD });
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) codes.push((await login(direct.apps.site, victim.session.email!, `wrong-${i}-pass`, '127.0.0.1')).statusCode);
      expect(count(codes, 429)).toBeGreaterThan(0);
      expect((await login(direct.apps.site, neighbour.session.email!, PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    });

    it('many failures across accounts slow that address (credential stuffing), and only that address', async () => {
      const stuffer = randomIp();
      const target = await signUpAndLogIn(direct.apps.site, { email: `t${unique()}@example.com`, password: PASSWORD });
      const codes: number[] = [];
      for (let i = 0; i < LOGIN_THROTTLE.address.freeFailures + 1; i += 1) codes.push((await login(direct.apps.site, `nobody${unique()}@example.com`, 'wrong-pass', stuffer)).statusCode);
      expect(codes).toEqual(Array(LOGIN_THROTTLE.address.freeFailures + 1).fill(401));
      // Even a right password waits now, from that address…
      expectThrottled(await login(direct.apps.site, target.session.email!, PASSWORD, stuffer));
      // …but not from any other.
      expect((await login(direct.apps.site, target.session.email!, PASSWORD, randomIp())).statusCode).toBe(200);
    });

    it('40 guesses in parallel on one account from one address: only the free failures and one more are checked', async () => {
      const owner = await signUpAndLogIn(direct.apps.site, { email: `p${unique()}@example.com`, password: PASSWORD });
      const attacker = randomIp();
      const codes = statuses(await Promise.all(Array.from({ length: 40 }, (_, i) => login(direct.apps.site, owner.session.email!, `wrong-${i}-pass`, attacker))));
      expect(count(codes, 401)).toBeLessThanOrEqual(LOGIN_THROTTLE.pair.freeFailures + 1);
      expect(count(codes, 401) + count(codes, 429)).toBe(40);
      expect((await login(direct.apps.site, owner.session.email!, PASSWORD, randomIp())).statusCode).toBe(200);
    });

    it('a right password clears the pair: the owner\'s own typos do not add up across logins', async () => {
      const owner = await signUpAndLogIn(direct.apps.site, { email: `o${unique()}@example.com`, password: PASSWORD });
      const home = randomIp();
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < LOGIN_THROTTLE.pair.freeFailures; i += 1) expect((await login(direct.apps.site, owner.session.email!, 'typo-pass', home)).statusCode).toBe(401);
        expect((await login(direct.apps.site, owner.session.email!, PASSWORD, home)).statusCode).toBe(200);
      }
    });
  });

  describe('behind trusted proxies: the right-most untrusted X-Forwarded-For address is the client', () => {
    it('a client behind the edge proxy cannot rotate its way past the sign-up limit; another client has its own', async () => {
      const client = `81.169.145.${randomBytes(1)[0]}`;
      // The client writes anything into X-Forwarded-For; the edge appends the address it saw, the internal balancer appends the edge's.
      const via = () => ({ 'x-forwarded-for': `${spoofed()}, ${client}, ${EDGE_PROXY}` });
      const codes = await inTurn(25, () => signUp(proxied.apps.site, '10.77.0.5', via()));
      expect(count(codes, 200)).toBe(LIMITS.signup.max);
      const other = `81.169.146.${randomBytes(1)[0]}`;
      expect((await signUp(proxied.apps.site, EDGE_PROXY, { 'x-forwarded-for': `${spoofed()}, ${other}` })).statusCode).toBe(200);
    });

    it('200 wrong passwords through the proxy, rotating the client-written part, then the right one: refused; the owner logs in', async () => {
      const owner = await signUpAndLogIn(proxied.apps.site, { email: `pv${unique()}@example.com`, password: PASSWORD });
      const attacker = `8.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const codes: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        codes.push((await login(proxied.apps.site, owner.session.email!, `wrong-${i}-pass`, EDGE_PROXY, { 'x-forwarded-for': `${spoofed()}, ${attacker}` })).statusCode);
      }
      expect(count(codes, 401)).toBe(LOGIN_THROTTLE.pair.freeFailures + 1);
      expectThrottled(await login(proxied.apps.site, owner.session.email!, PASSWORD, EDGE_PROXY, { 'x-forwarded-for': `${spoofed()}, ${attacker}` }));
      expect((await login(proxied.apps.site, owner.session.email!, PASSWORD, EDGE_PROXY, { 'x-forwarded-for': '81.169.145.1' })).statusCode).toBe(200);
    });

    it('X-Forwarded-For from a hop that is not a trusted proxy is still ignored', async () => {
      const attacker = randomIp();
      const codes = await inTurn(10, () => signUp(proxied.apps.site, attacker, { 'x-forwarded-for': spoofed() }));
      expect(count(codes, 200)).toBe(LIMITS.signup.max);
    });
  });

  // The account ceiling, with a fake clock: an attack spread over 200 addresses delays the owner, never locks them out.
  it('200 guesses on one account from 200 addresses: the owner waits at most a minute, then logs in', async () => {
    const db = direct.database.handle.db;
    const email = `spread${unique()}@example.com`;
    const start = Date.now() + 3_600_000;
    for (let i = 0; i < 200; i += 1) {
      const now = new Date(start + i);
      const claim = await claimLoginAttempt(db, email, `198.18.${i >> 8}.${i & 255}`, now);
      if (claim.allowed) await claim.attempt.failed(now);
    }
    const soon = await claimLoginAttempt(db, email, '81.169.145.1', new Date(start + 200));
    expect(soon.allowed).toBe(false);
    if (!soon.allowed) expect(soon.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxDelayMs / 1000);
    const later = await claimLoginAttempt(db, email, '81.169.145.1', new Date(start + 200 + LOGIN_THROTTLE.account.maxDelayMs));
    expect(later.allowed).toBe(true);
    if (later.allowed) await later.attempt.succeeded();
  });
}

describe('spoofed client addresses on SQLite', () => attackSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('spoofed client addresses on PostgreSQL', () => attackSuite('postgres'));

// REDIS_URL shares the per-address limits between processes: the same attack against two apps on one Redis.
describe.skipIf(!REDIS_URL)('spoofed client addresses with Redis rate limits (two processes)', () => {
  let databases: TestDatabase[] = [];
  let apps: TestApps[] = [];
  beforeAll(async () => {
    databases = await Promise.all([createTestDatabase('sqlite', { REDIS_URL }), createTestDatabase('sqlite', { REDIS_URL })]);
    apps = await Promise.all(databases.map((d) => buildTestApps(d, 0)));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.dispose();
  });
  it('25 sign-ups rotating X-Forwarded-For, spread over both processes: 5 pass', async () => {
    const attacker = randomIp();
    const codes = await inTurn(25, (i) => signUp(apps[i % 2]!.site, attacker, { 'x-forwarded-for': spoofed() }));
    expect(count(codes, 200)).toBe(LIMITS.signup.max);
  });
});
