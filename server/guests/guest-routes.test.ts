/** Guest session and the guest/utility routes (issue 3 §2) on SQLite and, when configured, PostgreSQL. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestAnswer, GuestSession } from '../../sdk/api/guest-types';
import { buildTestApps, createTestDatabase, POSTGRES_URL, readDevOutbox, type TestApps, type TestDatabase } from '../test/harness';
import { anonymousGuest, randomIp, signUpAndLogIn } from '../test/guests';
import { createOutbox } from '../mail/outbox';
import { SESSION_PARTS } from '../plugins/platform';
import { matchPath } from '../../sdk/routes';
import { findGuest } from './records';
import { createSessionBuilder } from './session-view';

const RELATION = { subjectTypeId: 1, subjectId: 7, relationTypeId: 2, objectTypeId: 3, objectId: 'abc' };

function guestRouteSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  let app: FastifyInstance;
  let user: { guestId: string; cookie: string };
  let anon: { guestId: string; cookie: string };
  let videoId: number;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url: `/rest/v1/${url}`, ...(payload ? { payload } : {}), remoteAddress: randomIp(), headers: { ...(cookie ? { cookie } : {}) } });
  const sessionOf = async (cookie: string, lang = 'en') => ((await call('GET', `guest/session?lang=${lang}`, cookie)).json() as GuestAnswer & { success: true }).data;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0.02);
    app = apps.site;
    user = await signUpAndLogIn(app);
    anon = await anonymousGuest(app);
    videoId = (await database.handle.db.selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  it('serves every GuestSession field with defaults; an anonymous guest gets an id and a cookie', async () => {
    const res = await call('GET', 'guest/session');
    expect(res.headers['set-cookie']).toMatch(/^vs=/);
    const data = (res.json() as GuestAnswer & { success: true }).data;
    const keys: (keyof GuestSession)[] = ['isLoggedIn', 'id', 'balance', 'balanceFormatted', 'vouchers', 'avsStatus', 'hasAvs', 'isLocked', 'isRestricted', 'showDataProtection', 'testGroups', 'notificationsSettings', 'preferences', 'pincallVerifications', 'conversionChatCountdownEnd', 'accessToken'];
    for (const key of keys) expect(data).toHaveProperty(key);
    expect(data).toMatchObject({ isLoggedIn: false, balance: 0, balanceFormatted: expect.stringContaining('0'), vouchers: [], avsStatus: 'unknown', showDataProtection: true });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('merges the session parts, recomputes balanceFormatted per language, and never lets a part change identity', async () => {
    // The platform's parts plus one that tries to forge: the same builder GET guest/session answers with.
    const build = createSessionBuilder(database.handle.db, [
      ...SESSION_PARTS, { name: 'test-money', provide: async () => ({ balance: 1234, isVip: true, id: 'forged', accessToken: 'forged' }) },
    ]);
    const row = (await findGuest(database.handle.db, user.guestId))!;
    const de = await build(row, 'the-session-token', 'de');
    expect(de).toMatchObject({ balance: 1234, isVip: true, id: user.guestId });
    expect(de.accessToken).not.toBe('forged');
    expect(de.balanceFormatted).not.toBe((await build(row, 'the-session-token', 'en')).balanceFormatted);
  });

  it('profile/get needs login', async () => {
    expect((await call('GET', 'guest/profile/get', anon.cookie)).json()).toMatchObject({ statusCode: 401, error: 'Login required' });
    expect((await call('GET', 'guest/profile/get', user.cookie)).json()).toMatchObject({ success: true, data: { id: user.guestId, emailVerified: false } });
  });

  it('saves preferences (merged, under 16 KB)', async () => {
    expect((await call('POST', 'guest/savePreferences', user.cookie, { data: { a: 1 } })).json()).toEqual({ success: true });
    await call('POST', 'guest/savePreferences', user.cookie, { data: { b: 'x' } });
    expect((await sessionOf(user.cookie)).preferences).toEqual({ a: 1, b: 'x' });
    const big = await call('POST', 'guest/savePreferences', user.cookie, { data: { big: 'x'.repeat(17 * 1024) } });
    expect(big.json()).toMatchObject({ statusCode: 400, field: 'body.data' });
  });

  it('answers notification settings', async () => {
    expect((await call('POST', 'guest/getNotificationsSettings', user.cookie)).json()).toMatchObject({ success: true, data: { emailNewMessage: true } });
  });

  it.each(['closeDataProtection', 'closeAgbAndDataProtection'])('%s needs login and hides the notice (spec 000 §4)', async (route) => {
    const fresh = await signUpAndLogIn(app);
    expect((await call('POST', `guest/${route}`, anon.cookie, { accepted: true })).statusCode).toBe(401);
    expect((await call('POST', `guest/${route}`, fresh.cookie, { accepted: true })).json()).toEqual({ success: true });
    expect((await sessionOf(fresh.cookie)).showDataProtection).toBe(false);
  });

  it('subscribes and unsubscribes newsletters for the own guest id only', async () => {
    const body = { typeId: 1, userId: user.guestId, emailAddress: 'news@example.com' };
    expect((await call('POST', 'guest/newsletter/subscribe', user.cookie, body)).json()).toEqual({ success: true });
    expect((await call('POST', 'guest/newsletter/subscribe', user.cookie, body)).json()).toEqual({ success: true });
    const count = async () => (await database.handle.db.selectFrom('newsletter_subscriptions').selectAll().where('guest_id', '=', user.guestId).execute()).length;
    expect(await count()).toBe(1);
    await call('POST', 'guest/newsletter/unsubscribe', user.cookie, body);
    expect(await count()).toBe(0);
    expect((await call('POST', 'guest/newsletter/subscribe', user.cookie, { ...body, userId: anon.guestId })).json()).toMatchObject({ statusCode: 403, field: 'body.userId' });
  });

  it('enables and disables the conversion chat countdown (spec 000 §4)', async () => {
    const on = (await call('POST', 'guest/conversionChat', user.cookie, { action: 'enable' })).json() as { data: { conversionChatCountdownEnd: number } };
    expect(on.data.conversionChatCountdownEnd).toBeGreaterThan(Date.now() / 1000);
    expect((await sessionOf(user.cookie)).conversionChatCountdownEnd).toBe(on.data.conversionChatCountdownEnd);
    await call('POST', 'guest/conversionChat', user.cookie, { action: 'disable' });
    expect((await sessionOf(user.cookie)).conversionChatCountdownEnd).toBeNull();
  });

  it('stores the auto-recharge teaser state', async () => {
    expect((await call('POST', 'guest/autoRechargeTeaserState', user.cookie, { mode: 'hidden' })).json()).toEqual({ success: true });
    const row = await database.handle.db.selectFrom('guests').select('auto_recharge_teaser_state').where('id', '=', user.guestId).executeTakeFirstOrThrow();
    expect(row.auto_recharge_teaser_state).toBe('hidden');
  });

  it('sends a video share mail through the outbox and answers status OK (spec 000 §8); the link opens the video page', async () => {
    // issue 11 A12: only a logged-in guest with a confirmed e-mail address shares by mail.
    await database.handle.db.updateTable('guests').set({ email_verified_at: new Date().toISOString() }).where('id', '=', user.guestId).execute();
    const res = await call('POST', 'guest/sendVideoShareEmail', user.cookie, { recipient: 'friend@example.com', message: 'Look', videoId, guestId: user.guestId });
    expect(res.json()).toEqual({ status: 'OK' });
    const mails = await createOutbox(database.config.dataDir).list();
    // The link was /videos/{id}, a 404; it is the site's video route now (issue 11 A12, sdk/routes).
    const link = new URL(mails.find((m) => m.to === 'friend@example.com')!.links[0]!);
    expect(matchPath(link.pathname)).toMatchObject({ screen: 'actorVideo', params: { videoId: String(videoId) } });
    expect((await call('POST', 'guest/sendVideoShareEmail', user.cookie, { recipient: 'friend@example.com', videoId: 99999999, guestId: user.guestId })).json()).toMatchObject({ statusCode: 404, field: 'body.videoId' });
  });

  it('accepts a cancellation offer for the own guest id and sets the status-bar cookie', async () => {
    const res = await call('POST', 'guest/acceptCancellationOffer', user.cookie, { guest_id: user.guestId, platform_text: 'web' });
    expect(res.json()).toEqual({ success: true });
    expect(res.headers['set-cookie']).toMatch(/^vsb=cancellationOffer; Path=\/; SameSite=Lax/);
    expect((await call('POST', 'guest/acceptCancellationOffer', user.cookie, { guest_id: anon.guestId })).statusCode).toBe(403);
  });

  it('adds and checks relations when logged in only (spec 000 §5)', async () => {
    expect((await call('POST', 'utility/relation/addRelation', anon.cookie, RELATION)).statusCode).toBe(401);
    expect((await call('POST', 'utility/relation/hasRelation', user.cookie, RELATION)).json()).toEqual({ success: true, data: { hasRelation: false } });
    expect((await call('POST', 'utility/relation/addRelation', user.cookie, RELATION)).json()).toEqual({ success: true });
    expect((await call('POST', 'utility/relation/addRelation', user.cookie, RELATION)).json()).toEqual({ success: true });
    expect((await call('POST', 'utility/relation/hasRelation', user.cookie, RELATION)).json()).toEqual({ success: true, data: { hasRelation: true } });
  });

  // Issue 15 changed the answer to the spec's (001 §7 "reads success and data holding latitude and longitude") and added
  // the 2-digit region centres (sdk/geo, table-tested there): 99999 is now Erfurt's region, 00999 no DE region.
  it('looks up bundled postcodes; unknown answers success false', async () => {
    expect((await call('GET', 'utility/getGeoLocationByZip/10115')).json()).toEqual({ success: true, data: { latitude: 52.52, longitude: 13.405 } });
    expect((await call('GET', 'utility/getGeoLocationByZip/28013')).json()).toEqual({ success: true, data: { latitude: 40.417, longitude: -3.704 } });
    expect((await call('GET', 'utility/getGeoLocationByZip/00999')).json()).toEqual({ success: false });
  });

  it('lists outbox mails on the development page (from this machine, with the dev key)', async () => {
    const res = await readDevOutbox(apps);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('friend@example.com');
  });

  // Malformed input on every route: a 400 naming the field.
  it.each([
    ['POST', 'guest/savePreferences', { data: 'text' }, 'body.data'],
    ['POST', 'guest/closeDataProtection', { accepted: false }, 'body.accepted'],
    ['POST', 'guest/closeAgbAndDataProtection', {}, 'body.accepted'],
    ['POST', 'guest/newsletter/subscribe', { typeId: 'x', userId: 'u', emailAddress: 'a@b.cd' }, 'body.typeId'],
    ['POST', 'guest/newsletter/unsubscribe', { typeId: 1, userId: 'u', emailAddress: 'nope' }, 'body.emailAddress'],
    ['POST', 'guest/conversionChat', { action: 'maybe' }, 'body.action'],
    ['POST', 'guest/autoRechargeTeaserState', { mode: '' }, 'body.mode'],
    ['POST', 'guest/sendVideoShareEmail', { message: 'm', videoId: 1, guestId: 'g' }, 'body.recipient'],
    ['POST', 'guest/sendVideoShareEmail', { recipient: 'a@b.cd', guestId: 'g' }, 'body.videoId'],
    ['POST', 'guest/sendVideoShareEmail', { recipient: 'a@b.cd', videoId: 1 }, 'body.guestId'],
    ['POST', 'guest/acceptCancellationOffer', { platform_text: 'x' }, 'body.guest_id'],
    ['POST', 'utility/relation/addRelation', { ...RELATION, subjectTypeId: 0 }, 'body.subjectTypeId'],
    ['POST', 'utility/relation/hasRelation', { ...RELATION, objectId: undefined }, 'body.objectId'],
    ['GET', 'utility/getGeoLocationByZip/1234', undefined, 'params.zipCode'],
    ['GET', 'utility/getGeoLocationByZip/123456', undefined, 'params.zipCode'],
    ['POST', 'guest/login', { email: 'nope', password: 'x' }, 'body.email'],
    ['POST', 'guest/login', { email: 'a@b.cd' }, 'body.password'],
    ['POST', 'guest/passwordLost', { email: 'nope' }, 'body.email'],
    ['POST', 'guest/passwordReset', { token: 't', password: 'short' }, 'body.password'],
  ] as const)('%s %s with %j answers 400 naming %s', async (method, url, payload, field) => {
    const res = await call(method, url, user.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, field });
  });
}

describe('guest routes on SQLite', () => guestRouteSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('guest routes on PostgreSQL', () => guestRouteSuite('postgres'));
