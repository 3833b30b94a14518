/**
 * Issue 15 item 6 "breadcrumbs (cached per key)" on SQLite and PostgreSQL. spec 001 §7: "POST
 * breadcrumb/{breadcrumbType} (body payload, answer read at data.breadcrumb; cached per key unless the album changes)".
 */
import { describe, expect, it } from 'vitest';
import { addressIn } from '../test/addresses';
import { POSTGRES_URL, seededApps } from '../test/harness';
import { asGuest } from '../trust/test/env';
import { breadcrumbService } from './service';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`breadcrumbs on ${dialect}`, () => {
    const seeded = seededApps(dialect);
    const db = () => seeded.database.handle.db;
    const crumb = (type: string, payload: unknown, lang = 'en', address?: string) => asGuest(seeded.site, null, 'POST', `/rest/v1/breadcrumb/${type}?lang=${lang}`, { payload }, {}, address);
    const openVideo = () => db().selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
      .select(['videos.id', 'videos.title', 'performers.name', 'performers.id as performerId'])
      .where('performers.id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id')).orderBy('videos.id').executeTakeFirstOrThrow();

    it('answers the video page\'s trail at data.breadcrumb, names from the catalog, in the request language', async () => {
      const video = await openVideo();
      const answer = await crumb('actorProfileVideoDetails', { actorName: video.name.toUpperCase(), videoId: video.id }, 'de');
      expect(answer.statusCode).toBe(200);
      const lower = video.name.toLowerCase();
      expect(answer.json()).toEqual({ success: true, data: { breadcrumb: [
        { name: 'Startseite', path: '/' },
        { name: video.name, path: `/amateur/${lower}/` },
        { name: 'Videos', path: `/amateur/${lower}/videos/` },
        { name: video.title, path: `/amateur/${lower}/videos/${video.id}/` },
      ] } });
    });

    it('answers the category trail, with the site\'s category names', async () => {
      expect((await crumb('categoryDetails', { categorySlug: 'redhead' }, 'es')).json().data.breadcrumb.map((item: { name: string }) => item.name)).toEqual(['Inicio', 'Categorías', 'Pelirrojas']);
      expect((await crumb('categoryOverview', {})).json().data.breadcrumb).toEqual([{ name: 'Home', path: '/en/' }, { name: 'Categories', path: '/en/categories/' }]);
    });

    it('keeps a trail per key: a renamed video shows its old title until that video is dropped ("cached per key unless the album changes")', async () => {
      const video = await openVideo();
      const payload = { actorName: video.name, videoId: video.id };
      const title = async () => (await crumb('actorProfileVideoDetails', payload, 'nl')).json().data.breadcrumb[3].name;
      expect(await title()).toBe(video.title);
      await db().updateTable('videos').set({ title: 'Renamed for the cache test' }).where('id', '=', video.id).execute();
      // Same key: served from the cache, the database is not read again.
      expect(await title()).toBe(video.title);
      // Another language is another key: read fresh.
      expect((await crumb('actorProfileVideoDetails', payload, 'en')).json().data.breadcrumb[3].name).toBe('Renamed for the cache test');
      expect(breadcrumbService(seeded.apps.context).dropSubject(`video:${video.id}`)).toBeGreaterThanOrEqual(2);
      expect(await title()).toBe('Renamed for the cache test');
      await db().updateTable('videos').set({ title: video.title }).where('id', '=', video.id).execute();
      breadcrumbService(seeded.apps.context).dropSubject(`video:${video.id}`);
    });

    it('a cached trail still answers 451 to a guest from a country the performer bans', async () => {
      const ban = await db().selectFrom('performer_banned_countries').innerJoin('performers', 'performers.id', 'performer_banned_countries.performer_id')
        .select(['performers.name', 'performer_banned_countries.country_code']).executeTakeFirst();
      if (!ban) throw new Error('the seed bans no country');
      const other = ban.country_code === 'NL' ? 'DE' : 'NL';
      expect((await crumb('actorProfileOverview', { actorName: ban.name }, 'en', addressIn(other))).statusCode).toBe(200);
      const banned = await crumb('actorProfileOverview', { actorName: ban.name }, 'en', addressIn(ban.country_code));
      expect(banned.statusCode).toBe(451);
      expect(banned.json()).toMatchObject({ code: 'NOT_AVAILABLE_IN_COUNTRY' });
    });

    it.each([
      ['nope', {}, 400, 'params.breadcrumbType'],
      ['actorProfileOverview', {}, 400, 'body.payload.actorName'],
      ['actorProfileOverview', { actorName: 'no-such-performer-xyz' }, 404, 'body.payload.actorName'],
      ['actorProfileVideoDetails', { actorName: 'x', videoId: 0 }, 400, 'body.payload.videoId'],
      ['categoryDetails', { categorySlug: 'unknown' }, 404, 'body.payload.categorySlug'],
    ] as const)('%s %j is a %i naming %s', async (type, payload, status, field) => {
      const answer = await crumb(type, payload);
      expect(answer.statusCode).toBe(status);
      expect(answer.json().field).toBe(field);
    });

    it('a video of another performer is a 404 naming body.payload.videoId', async () => {
      const video = await openVideo();
      const other = await db().selectFrom('performers').select('name').where('id', '!=', video.performerId)
        .where('id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id')).executeTakeFirstOrThrow();
      const answer = await crumb('actorProfileVideoDetails', { actorName: other.name, videoId: video.id });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().field).toBe('body.payload.videoId');
    });
  });
}
