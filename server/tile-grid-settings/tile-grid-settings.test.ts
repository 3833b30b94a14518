/**
 * Issue 15 §7 "Grids remember their settings per type on the guest (storeTileGridSettings)" on SQLite
 * and PostgreSQL. spec 001 §7: "POST storeTileGridSettings (type, settings as JSON; answer settings)";
 * §3: "Tile grid settings: kept per grid type on the guest". spec 000 §6: "Anonymous guests get a guest
 * id too". The attacks: reading another guest's settings, unknown types and fields, an oversized body.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPendingSecret } from '../guests/sessions';
import { anonymousGuest, sessionCookieOf, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { asGuest } from '../trust/test/env';
import { SESSION_COOKIE_NAME } from '../../sdk/consent/inventory';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`tile grid settings on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let site: FastifyInstance;
    const store = (guest: { cookie: string } | null, type: string, settings: unknown) =>
      asGuest(site, guest, 'POST', '/rest/v1/storeTileGridSettings', { type, settings: typeof settings === 'string' ? settings : JSON.stringify(settings) });
    const read = (guest: { cookie: string } | null, type: string) => asGuest(site, guest, 'GET', `/rest/v1/guest/getTileGridSettings/${type}`);
    const guestCount = async () => Number((await database.handle.db.selectFrom('guests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0);
      site = apps.site;
    }, 60_000);
    afterAll(async () => {
      await apps?.close();
      await database?.dispose();
    });

    it('stores settings per grid type, answers the merged settings, and reads them back (null removes a field)', async () => {
      const guest = await anonymousGuest(site);
      expect((await store(guest, 'newVideos', { order: 'cheapest', types: ['vip', 'free'] })).json()).toEqual({ success: true, data: { order: 'cheapest', types: ['free', 'vip'] } });
      expect((await store(guest, 'newVideos', { types: ['vip', 'free', 'classic'] })).json().data).toEqual({ order: 'cheapest', types: ['free', 'vip', 'classic'] });
      // Per type: another list keeps its own (none yet).
      expect((await read(guest, 'videos')).json()).toEqual({ success: true, data: {} });
      const answer = await read(guest, 'newVideos');
      expect(answer.json().data).toEqual({ order: 'cheapest', types: ['free', 'vip', 'classic'] });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect((await store(guest, 'newVideos', { order: null })).json().data).toEqual({ types: ['free', 'vip', 'classic'] });
      expect((await read(guest, 'newVideos')).json().data).toEqual({ types: ['free', 'vip', 'classic'] });
    });

    it('an anonymous visitor keeps settings too: the first store adopts the page\'s pending session (one guest), a read creates none', async () => {
      const before = await guestCount();
      expect((await read(null, 'videos')).json()).toEqual({ success: true, data: {} });
      const cookie = `${SESSION_COOKIE_NAME}=${newPendingSecret(apps.context.tokenSecret)}`;
      expect((await read({ cookie }, 'videos')).json().data).toEqual({});
      expect(await guestCount()).toBe(before);
      const stored = await store({ cookie }, 'videos', { order: 'longest' });
      expect(stored.statusCode).toBe(200);
      expect(sessionCookieOf(stored)).toBeNull();
      expect(await guestCount()).toBe(before + 1);
      expect((await read({ cookie }, 'videos')).json().data).toEqual({ order: 'longest' });
      // Without any cookie the store starts a session of its own.
      const fresh = await store(null, 'videos', { order: 'shortest' });
      const freshCookie = sessionCookieOf(fresh)!;
      expect(freshCookie).not.toBeNull();
      expect((await read({ cookie: freshCookie }, 'videos')).json().data).toEqual({ order: 'shortest' });
    });

    it('settings survive the login: a guest who signs up keeps what they chose as a visitor', async () => {
      const visitor = await anonymousGuest(site);
      await store(visitor, 'vipVideos', { order: 'newest' });
      // Sign-up upgrades the caller's anonymous guest in place (guests/account.ts), so the rows stay theirs.
      const member = await signUpAndLogIn(site, { cookie: visitor.cookie });
      expect(member.guestId).toBe(visitor.guestId);
      expect((await read(member, 'vipVideos')).json().data).toEqual({ order: 'newest' });
    });

    it('attack: another guest reads only their own settings, and their store leaves the first guest\'s alone', async () => {
      const [owner, other] = [await signUpAndLogIn(site), await signUpAndLogIn(site)];
      await store(owner, 'freeClips', { order: 'longest' });
      expect((await read(other, 'freeClips')).json().data).toEqual({});
      await store(other, 'freeClips', { order: 'cheapest' });
      expect((await read(owner, 'freeClips')).json().data).toEqual({ order: 'longest' });
    });

    it.each([
      ['an unknown grid type', 'gallery', { order: 'newest' }, 'body.type'],
      ['an unknown order', 'videos', { order: 'loudest' }, 'body.settings.order'],
      ['an unknown field', 'videos', { colour: 'red' }, 'body.settings.colour'],
      ['a video order on a performer grid', 'performers', { order: 'newest' }, 'body.settings.order'],
      ['settings that are no JSON', 'videos', '{order:newest}', 'body.settings'],
      ['settings that are no object', 'videos', '[1,2]', 'body.settings'],
    ])('refuses %s with 400 VALIDATION_FAILED naming %s, storing nothing', async (_name, type, settings, field) => {
      const guest = await anonymousGuest(site);
      await store(guest, 'videos', { order: 'cheapest' });
      const answer = await store(guest, type, settings);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect((await read(guest, 'videos')).json().data).toEqual({ order: 'cheapest' });
    });

    it('refuses an unknown type on the read (400 naming params.type) and a body over the limit (413)', async () => {
      expect((await read(null, 'gallery')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field: 'params.type' });
      const big = await asGuest(site, null, 'POST', '/rest/v1/storeTileGridSettings', { type: 'videos', settings: JSON.stringify({ order: 'newest' }), padding: 'x'.repeat(8000) });
      expect(big.statusCode).toBe(413);
      const long = await store(null, 'videos', JSON.stringify({ types: Array.from({ length: 300 }, () => 'free') }));
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ field: 'body.settings' });
    });
  });
}
