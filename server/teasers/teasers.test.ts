/**
 * Issue 15 item 6 "teasers" on SQLite and PostgreSQL. spec 001 §7: "POST teaser/getTeasers (routeName, routeArgs)";
 * spec 001 §2 "teaser banners". Which teasers a page shows depends on the guest (login, VIP), so each is asked as one.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL, seededApps } from '../test/harness';
import { signUpAndLogIn } from '../test/guests';
import { asGuest } from '../trust/test/env';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`teasers on ${dialect}`, () => {
    const seeded = seededApps(dialect);
    const teasers = (body: unknown, guest: { cookie: string } | null = null, lang = 'en') => asGuest(seeded.site, guest, 'POST', `/rest/v1/teaser/getTeasers?lang=${lang}`, body);
    const ids = async (body: unknown, guest: { cookie: string } | null = null) => (await teasers(body, guest)).json().data.teasers.map((teaser: { id: string }) => teaser.id);

    it('answers the page\'s teasers in the request language, each with the path it leads to', async () => {
      const answer = await teasers({ routeName: 'videos', routeArgs: {} }, null, 'es');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.json().data.teasers).toEqual([
        expect.objectContaining({ id: 'signUp', headline: 'Regístrate gratis', target: 'signUp', path: '/es/registro/' }),
        expect.objectContaining({ id: 'freeClips', headline: 'Clips gratis', target: 'freeClips', path: '/es/videos/clips-gratis/' }),
      ]);
    });

    it('chooses per guest: no sign-up teaser once logged in, no VIP teaser for a VIP member', async () => {
      expect(await ids({ routeName: 'videos' })).toEqual(['signUp', 'freeClips']);
      const member = await signUpAndLogIn(seeded.site);
      expect(await ids({ routeName: 'videos' }, member)).toEqual(['freeClips', 'vipVideos']);
      const now = Date.now();
      await seeded.database.handle.db.insertInto('subscriptions').values({
        id: randomUUID(), guest_id: member.guestId, kind: 'vip', price: 0, started_at: new Date(now - 60_000).toISOString(), ends_at: new Date(now + 86_400_000).toISOString(), ended_at: null,
      }).execute();
      expect(await ids({ routeName: 'videos' }, member)).toEqual(['freeClips']);
    });

    it('a page without teasers answers an empty list', async () => {
      expect(await ids({ routeName: 'termsOfService', routeArgs: { x: 'y' } })).toEqual([]);
    });

    it.each([
      [{ routeName: 'nowhere' }, 'body.routeName'],
      [{ routeName: 'home!' }, 'body.routeName'],
      [{}, 'body.routeName'],
    ])('%j is a 400 naming %s', async (body, field) => {
      const answer = await teasers(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().field).toBe(field);
    });
  });
}
