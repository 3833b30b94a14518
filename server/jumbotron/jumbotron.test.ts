/**
 * Issue 15 item 6 "the video jumbotron (homepage and video station)" on SQLite and PostgreSQL. spec 001 §7: "GET
 * video/jumbotron/config and homepage (cached 60 s)".
 */
import { describe, expect, it } from 'vitest';
import { JUMBOTRON_MAX_ITEMS } from '../../sdk/jumbotron/rules';
import { ADDRESS_IN, addressIn } from '../test/addresses';
import { POSTGRES_URL, seededApps } from '../test/harness';
import { asGuest } from '../trust/test/env';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`video jumbotron on ${dialect}`, () => {
    const seeded = seededApps(dialect);
    const db = () => seeded.database.handle.db;
    const get = (path: string, address?: string) => asGuest(seeded.site, null, 'GET', `/rest/v1/video/jumbotron/${path}`, undefined, {}, address);

    it('the homepage and the video station each feature seeded videos: no classic, one per performer, no per-guest fields', async () => {
      for (const path of ['homepage', 'config', 'config?type=homepage']) {
        const answer = await get(path, addressIn('DE'));
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe('private, max-age=60');
        const data = answer.json().data;
        expect(data.type).toBe(path === 'config' ? 'videoStation' : 'homepage');
        expect(data.items.length).toBe(JUMBOTRON_MAX_ITEMS);
        expect(data.items.every((item: { classic: boolean }) => !item.classic)).toBe(true);
        expect(new Set(data.items.map((item: { actor: { id: number } }) => item.actor.id)).size).toBe(data.items.length);
        expect(data.items[0]).not.toHaveProperty('restrictions');
        const ids = data.items.map((item: { id: number }) => item.id);
        const rows = await db().selectFrom('videos').select(['id', 'title']).where('id', 'in', ids).execute();
        expect(rows).toHaveLength(ids.length);
      }
    });

    it('"cached 60 s": a renamed video keeps its featured title within the minute', async () => {
      const first = (await get('homepage', addressIn('NL'))).json().data.items[0];
      await db().updateTable('videos').set({ title: 'Renamed for the jumbotron test' }).where('id', '=', first.id).execute();
      expect((await get('homepage', addressIn('NL'))).json().data.items[0].title).toBe(first.title);
      await db().updateTable('videos').set({ title: first.title }).where('id', '=', first.id).execute();
    });

    it('never features a performer who bans the guest\'s country', async () => {
      const bans = await db().selectFrom('performer_banned_countries').select(['performer_id', 'country_code']).execute();
      const countries = [...new Set(bans.map((ban) => ban.country_code))].filter((country) => country in ADDRESS_IN);
      expect(countries.length).toBeGreaterThan(0);
      for (const country of countries) {
        const banned = new Set(bans.filter((ban) => ban.country_code === country).map((ban) => ban.performer_id));
        for (const path of ['homepage', 'config']) {
          const items = (await get(path, addressIn(country))).json().data.items as { actor: { id: number } }[];
          expect(items.length).toBeGreaterThan(0);
          expect(items.filter((item) => banned.has(item.actor.id))).toEqual([]);
        }
      }
    });

    it('speaks the request language', async () => {
      expect((await get('homepage?lang=es')).json().data).toMatchObject({ headline: 'Vídeo destacado', cta: 'Ver el vídeo' });
      expect((await get('config?lang=de')).json().data).toMatchObject({ headline: 'Top-bewertet', cta: 'Video ansehen' });
    });

    it('an unknown type is a 400 naming query.type', async () => {
      const answer = await get('config?type=sidebar');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().field).toBe('query.type');
    });
  });
}
