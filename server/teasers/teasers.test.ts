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

    // Issue 15 item 6: profile pages' teasers; spec 001 §7 "(routeName, routeArgs)": routeArgs carry the performer.
    it('a profile page teases the performer: her live show while online, her videos on sale, her collection', async () => {
      const db = seeded.database.handle.db;
      // Someone online, with videos on sale, in a collection, and not banning the guest's country (DE, the loopback default).
      const member = await db.selectFrom('collection_performers')
        .innerJoin('performers', 'performers.id', 'collection_performers.performer_id')
        .innerJoin('collections', 'collections.id', 'collection_performers.collection_id')
        .select(['performers.id', 'performers.name', 'collections.slug'])
        .where('performers.id', 'not in', db.selectFrom('performer_banned_countries').select('performer_id'))
        .orderBy('collections.sort').orderBy('performers.id').executeTakeFirstOrThrow();
      await db.updateTable('performers').set({ is_online: 1 }).where('id', '=', member.id).execute();
      await db.updateTable('videos').set({ on_sale: 1 }).where('performer_id', '=', member.id).execute();
      const onSale = (await db.selectFrom('videos').select('id').where('performer_id', '=', member.id).execute()).length;
      const first = await db.selectFrom('collection_performers').innerJoin('collections', 'collections.id', 'collection_performers.collection_id')
        .select('collections.slug').where('performer_id', '=', member.id).orderBy('collections.sort').executeTakeFirstOrThrow();
      const answer = (await teasers({ routeName: 'actorProfile', routeArgs: { actorName: member.name } })).json().data.teasers;
      expect(answer.map((teaser: { id: string }) => teaser.id)).toEqual(['performerLive', 'performerOnSale']);
      expect(answer[0]).toMatchObject({ headline: `${member.name} is live now`, path: `/en/amateur/${member.name.toLowerCase()}/live-show/` });
      expect(answer[1].text).toBe(`${onSale} of her videos cost less right now.`);
      // On her Live show tab the live teaser gives way; the collection's comes next.
      const onLiveShow = (await teasers({ routeName: 'actorLiveShow', routeArgs: { actorName: member.name } })).json().data.teasers;
      expect(onLiveShow.map((teaser: { id: string }) => teaser.id)).toEqual(['performerOnSale', 'performerCollection']);
      expect(onLiveShow[1].path).toBe(`/en/find-models/collection/${first.slug}/`);
      // spec 000 §6: a guest from a country she bans is teased nothing about her (her page answers 451 there).
      await db.insertInto('performer_banned_countries').values({ performer_id: member.id, country_code: 'DE' }).execute();
      expect(await ids({ routeName: 'actorProfile', routeArgs: { actorName: member.name } })).toEqual(['signUp']);
      await db.deleteFrom('performer_banned_countries').where('performer_id', '=', member.id).where('country_code', '=', 'DE').execute();
      // An unknown name teases nothing about anyone: the general teasers stay.
      expect(await ids({ routeName: 'actorProfile', routeArgs: { actorName: 'nobody-here' } })).toEqual(['signUp']);
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
