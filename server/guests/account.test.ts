/** Accounts (issue 3 §1, §8, §9) on SQLite and, when configured, PostgreSQL. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestAnswer } from '../../sdk/api/guest-types';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { anonymousGuest, randomIp, sessionCookieOf, SIGN_UP_CONFIRMATIONS, signUpAndLogIn } from '../test/guests';
import { resetPassword, verifyEmail } from './account';
import { consumeToken, issueToken, TOKEN_LIFETIME_MS } from './one-time-tokens';
import { LIMITS } from './rate-limits';
import { setGuestFlags } from './records';

/** Polls the outbox for the newest mail to `to` with a link containing `linkPart` (mails go out after the answer). */
async function mailTo(dataDir: string, to: string, linkPart = ''): Promise<{ text: string; links: string[] }> {
  const dir = join(dataDir, 'outbox');
  for (let i = 0; i < 100; i += 1) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort().reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as { to: string; text: string; links: string[] };
      if (mail.to === to && mail.links.some((l) => l.includes(linkPart))) return mail;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`No mail to ${to} in ${dir}`);
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

function accountSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  let app: FastifyInstance;
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = randomIp()) =>
    app.inject({ method: 'POST', url: `/rest/v1/${url}`, payload, remoteAddress, headers });
  const session = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/rest/v1/guest/session', headers })).json() as GuestAnswer & { success: true };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0);
    app = apps.site;
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  it('signs up, sets an httpOnly SameSite=Lax session cookie and an access token that works as header and query parameter', async () => {
    const { guestId, cookie, accessToken, session: s } = await signUpAndLogIn(app, { name: 'Anna_1', email: 'Anna@Example.com' });
    expect(s).toMatchObject({ isLoggedIn: true, name: 'Anna_1', email: 'anna@example.com', balance: 0, avsStatus: 'unknown', vouchers: [] });
    const res = await post('guest/login', { email: 'anna@example.com', password: 'correct-horse-1' });
    expect(res.headers['set-cookie']).toMatch(/vs=[^;]+; Path=\/; SameSite=Lax; Max-Age=\d+; HttpOnly/);
    expect((await session({ cookie })).data.id).toBe(guestId);
    expect((await session({ authorization: `Bearer ${accessToken}` })).data.id).toBe(guestId);
    const viaQuery = await app.inject({ method: 'GET', url: `/rest/v1/guest/session?access_token=${accessToken}` });
    expect((viaQuery.json() as GuestAnswer & { success: true }).data).toMatchObject({ id: guestId, isLoggedIn: true });
  });

  it('keeps the anonymous guest id when that guest signs up (anything it did stays)', async () => {
    const anon = await anonymousGuest(app);
    await post('guest/savePreferences', { data: { theme: 'dark' } }, { cookie: anon.cookie });
    const { guestId, session: s } = await signUpAndLogIn(app, { cookie: anon.cookie });
    expect(guestId).toBe(anon.guestId);
    expect(s.preferences).toEqual({ theme: 'dark' });
    // The anonymous session was replaced (no session fixation).
    expect((await session({ cookie: anon.cookie })).data.id).not.toBe(anon.guestId);
  });

  it.each([
    [{ name: 'ab', email: 'x1@example.com', password: 'password1', ...SIGN_UP_CONFIRMATIONS }, 'body.name'],
    [{ name: 'abcd', email: 'not-an-address', password: 'password1', ...SIGN_UP_CONFIRMATIONS }, 'body.email'],
    [{ name: 'abcd', email: 'x2@example.com', password: 'short', ...SIGN_UP_CONFIRMATIONS }, 'body.password'],
    [{ email: 'x3@example.com', password: 'password1', ...SIGN_UP_CONFIRMATIONS }, 'body.name'],
  ])('rejects sign-up %j with a 400 naming %s', async (payload, field) => {
    const res = await post('guest/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
  });

  it('refuses a taken name or address with 409 and leaves no half-made guest', async () => {
    await signUpAndLogIn(app, { name: 'Taken', email: 'taken@example.com' });
    const count = async () => Number((await database.handle.db.selectFrom('guests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await post('guest/signup', { name: 'taken', email: 'other@example.com', password: 'password1', ...SIGN_UP_CONFIRMATIONS })).json()).toMatchObject({ statusCode: 409, field: 'body.name' });
    expect((await post('guest/signup', { name: 'Other', email: 'TAKEN@example.com', password: 'password1', ...SIGN_UP_CONFIRMATIONS })).json()).toMatchObject({ statusCode: 409, field: 'body.email' });
    expect(await count()).toBe(before);
  });

  it('answers login identically for an unknown address and a wrong password (no enumeration)', async () => {
    await signUpAndLogIn(app, { email: 'known@example.com', password: 'right-password' });
    const wrong = await post('guest/login', { email: 'known@example.com', password: 'wrong-password' });
    const unknown = await post('guest/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(sessionCookieOf(wrong)).toBeNull();
  });

  it('answers passwordLost identically for known and unknown addresses and mails only the known one', async () => {
    await signUpAndLogIn(app, { email: 'lost@example.com' });
    const known = await post('guest/passwordLost', { email: 'lost@example.com' });
    const unknown = await post('guest/passwordLost', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    await expect(mailTo(database.config.dataDir, 'lost@example.com', '/en/password-reset/?')).resolves.toBeTruthy();
    const all = await readdir(join(database.config.dataDir, 'outbox'));
    for (const n of all.filter((x) => x.endsWith('.json'))) expect(await readFile(join(database.config.dataDir, 'outbox', n), 'utf8')).not.toContain('ghost@');
  });

  it('resets the password with the mailed token once; the token is single use and old sessions end', async () => {
    const { cookie } = await signUpAndLogIn(app, { email: 'reset@example.com', password: 'old-password' });
    await post('guest/passwordLost', { email: 'reset@example.com' });
    const token = tokenOf((await mailTo(database.config.dataDir, 'reset@example.com', '/en/password-reset/?')).links[0]!);
    expect((await post('guest/passwordReset', { token, password: 'new-password' })).json()).toEqual({ success: true });
    const again = await post('guest/passwordReset', { token, password: 'newer-password' });
    expect(again.json()).toMatchObject({ statusCode: 400, field: 'body.token' });
    expect((await session({ cookie })).data.isLoggedIn).toBe(false);
    expect((await post('guest/login', { email: 'reset@example.com', password: 'old-password' })).statusCode).toBe(401);
    expect((await post('guest/login', { email: 'reset@example.com', password: 'new-password' })).statusCode).toBe(200);
  });

  it('expires one-time tokens after one hour (fake clock)', async () => {
    const { guestId } = await signUpAndLogIn(app);
    const { db } = database.handle;
    const issuedAt = new Date('2030-01-01T00:00:00Z');
    const late = await issueToken(db, guestId, 'passwordReset', issuedAt);
    await expect(resetPassword(db, late, 'password-9', new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS))).rejects.toMatchObject({ statusCode: 400, field: 'body.token' });
    const inTime = await issueToken(db, guestId, 'passwordReset', issuedAt);
    await expect(consumeToken(db, inTime, 'verifyEmail', issuedAt)).resolves.toBeNull(); // wrong purpose
    await expect(consumeToken(db, inTime, 'passwordReset', new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS - 1))).resolves.toBe(guestId);
  });

  it('lets exactly one of five parallel resets with the same token through', async () => {
    const { guestId } = await signUpAndLogIn(app);
    const token = await issueToken(database.handle.db, guestId, 'passwordReset');
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => post('guest/passwordReset', { token, password: `parallel-${i}-pw` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('answers 403 Account locked to a locked guest that still holds a session, and ends it', async () => {
    const { guestId, cookie } = await signUpAndLogIn(app);
    await database.handle.db.updateTable('guests').set({ is_locked: 1 }).where('id', '=', guestId).execute();
    const profile = () => app.inject({ method: 'GET', url: '/rest/v1/guest/profile/get', headers: { cookie } });
    expect((await profile()).json()).toMatchObject({ statusCode: 403, error: 'Account locked' });
    expect((await profile()).json()).toMatchObject({ statusCode: 401, error: 'Login required' });
  });

  it('verifies the e-mail address by the mailed link, once', async () => {
    const { cookie } = await signUpAndLogIn(app, { email: 'verify@example.com' });
    // The mail links to the site's verification page (English when no lang is sent); that page calls the REST route.
    const link = (await mailTo(database.config.dataDir, 'verify@example.com', '/en/verify-email/?')).links[0]!;
    const url = { pathname: '/rest/v1/guest/verifyEmail', search: `?token=${encodeURIComponent(tokenOf(link))}` };
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).json()).toEqual({ success: true });
    expect((await app.inject({ method: 'GET', url: '/rest/v1/guest/profile/get', headers: { cookie } })).json()).toMatchObject({ data: { emailVerified: true } });
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).json()).toMatchObject({ statusCode: 400, field: 'query.token' });
    await expect(verifyEmail(database.handle.db, 'no-such-token')).rejects.toMatchObject({ statusCode: 400 });
    expect((await app.inject({ method: 'GET', url: '/rest/v1/guest/verifyEmail' })).json()).toMatchObject({ statusCode: 400, field: 'query.token' });
  });

  it('logs out: the cookie and the access token stop working', async () => {
    const { cookie, accessToken } = await signUpAndLogIn(app);
    const res = await post('guest/logout', {}, { cookie });
    // Logout also drops the media cookie (issue 13 §2), so Set-Cookie is a list: the session cookie is among it.
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? [])).toContainEqual(expect.stringMatching(/^vs=; .*Max-Age=0/));
    expect((await session({ cookie })).data.isLoggedIn).toBe(false);
    expect((await session({ authorization: `Bearer ${accessToken}` })).data.isLoggedIn).toBe(false);
  });

  it('locks a guest: sessions end, login answers 403 Account locked, the session shows isLocked', async () => {
    const { guestId, cookie } = await signUpAndLogIn(app, { email: 'locked@example.com', password: 'password-1' });
    await setGuestFlags(database.handle.db, guestId, { isLocked: true, restrictionLevel: 2, isBlockedForComments: true });
    expect((await app.inject({ method: 'GET', url: '/rest/v1/guest/profile/get', headers: { cookie } })).json()).toMatchObject({ statusCode: 401, error: 'Login required' });
    expect((await post('guest/login', { email: 'locked@example.com', password: 'password-1' })).json()).toMatchObject({ statusCode: 403, error: 'Account locked' });
    expect((await post('guest/login', { email: 'locked@example.com', password: 'wrong-pass' })).statusCode).toBe(401);
    await setGuestFlags(database.handle.db, guestId, { isLocked: false });
    const ok = await post('guest/login', { email: 'locked@example.com', password: 'password-1' });
    expect((ok.json() as GuestAnswer & { success: true }).data).toMatchObject({ isLocked: false, isRestricted: true, restrictionLevel: 2, isBlockedForComments: true });
  });

  // guest/login has no fixed per-address cap any more: it is throttled per account and address (login-throttle.test.ts).
  it.each([
    ['guest/signup', LIMITS.signup, { name: 'x', email: 'bad', password: 'p' }, 'sign-ups'],
    ['guest/passwordLost', LIMITS.passwordLost, { email: 'rl@example.com' }, 'password reset requests'],
    ['guest/passwordReset', LIMITS.passwordReset, { token: 'nope', password: 'password1' }, 'password reset attempts'],
  ])('limits %s per client address with a clear 429', async (url, limit, payload, what) => {
    const ip = randomIp();
    for (let i = 0; i < limit.max; i += 1) expect((await post(url, payload, {}, ip)).statusCode).not.toBe(429);
    const limited = await post(url, payload, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, statusCode: 429, error: expect.stringMatching(new RegExp(`^Too many ${what}; try again in \\d+`)) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(url, payload, {}, randomIp())).statusCode).not.toBe(429);
  });
}

describe('accounts on SQLite', () => accountSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('accounts on PostgreSQL', () => accountSuite('postgres'));
