/**
 * Collections on SQLite and PostgreSQL (issue 15 item 6 "collections"; spec 001 §3 "Collection: id, name, slug, label,
 * imageId, imageUrl, modelCount, footerText, teaserText, linkVX, models"; spec 001 §7 "POST actorsearch/init
 * (currentCollection, searchType, sortType ...)"): the real server on a real seeded database.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ActorSearchAnswer } from '../../sdk/actor-search/types';
import type { Collection, CollectionSummary } from '../../sdk/api/schemas/collections';
import { COLLECTION_THEMES } from '../../sdk/collections/rules';
import { addressIn } from '../test/addresses';
import { POSTGRES_URL, seededApps } from '../test/harness';
import { asGuest } from '../trust/test/env';
import { anonymousGuest } from '../test/guests';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`collections on ${dialect}`, () => {
    const seeded = seededApps(dialect);
    const db = () => seeded.database.handle.db;
    const get = (path: string, country = 'DE') => asGuest(seeded.site, null, 'GET', `/rest/v1/${path}`, undefined, {}, addressIn(country));
    const ok = <T>(response: LightMyRequestResponse): T => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as T;
    };
    const list = async (country = 'DE', lang = 'en') => ok<{ collections: CollectionSummary[] }>(await get(`collections?lang=${lang}`, country)).collections;
    /** The seeded members of a collection, in their curated order. */
    const membersOf = async (slug: string) => (await db().selectFrom('collection_performers')
      .innerJoin('collections', 'collections.id', 'collection_performers.collection_id')
      .select('performer_id').where('collections.slug', '=', slug).orderBy('position').execute()).map((row) => row.performer_id);
    const bannedIn = async (country: string) => new Set((await db().selectFrom('performer_banned_countries').select('performer_id')
      .where('country_code', '=', country).execute()).map((row) => row.performer_id));

    it('the seed stores every curated collection with words in four languages and members', async () => {
      const slugs = (await db().selectFrom('collections').select('slug').orderBy('sort').execute()).map((row) => row.slug);
      expect(slugs).toEqual(COLLECTION_THEMES.map((theme) => theme.slug));
      expect(await db().selectFrom('collection_texts').select('language').execute()).toHaveLength(slugs.length * 4);
      expect((await membersOf('toy-control')).length).toBeGreaterThan(0);
    });

    it('lists the collections in their order, in the request language, each counting the models the guest may see', async () => {
      const banned = await bannedIn('DE');
      const collections = await list('DE', 'es');
      expect(collections.map((c) => c.slug)).toEqual(COLLECTION_THEMES.map((theme) => theme.slug));
      const toys = collections.find((c) => c.slug === 'toy-control')!;
      const members = await membersOf('toy-control');
      expect(toys).toMatchObject({
        name: 'Control del juguete', label: 'Juguete', linkVX: '/es/buscar-modelos/coleccion/toy-control/',
        modelCount: members.filter((id) => !banned.has(id)).length,
        teaserText: expect.stringContaining('juguete'), footerText: expect.any(String),
      });
      expect(toys.imageUrl).toMatch(/^\/img\//);
      expect(toys).not.toHaveProperty('models');
    });

    it('one collection by slug carries its models in the curated order, with profile links', async () => {
      const collection = ok<Collection>(await get('collections/newcomers-of-the-month?lang=de'));
      const banned = await bannedIn('DE');
      const expected = (await membersOf('newcomers-of-the-month')).filter((id) => !banned.has(id));
      expect(collection.models.map((m) => m.id)).toEqual(expected);
      expect(collection).toMatchObject({ name: 'Neu in diesem Monat', modelCount: expected.length, linkVX: '/models-finden/kollektion/newcomers-of-the-month/' });
      expect(collection.models[0]).toMatchObject({ link: expect.stringMatching(/^\/amateur\/[a-z0-9]/), image: expect.stringMatching(/^\/img\//) });
    });

    // Issue 12 §2 sitemap; issue 15 item 6: every collection's page is listed, in every brand language.
    it('the sitemap\'s pages.xml lists every collection\'s page', async () => {
      const xml = (await seeded.site.inject({ url: '/sitemaps/pages.xml' })).body;
      for (const { slug } of COLLECTION_THEMES) {
        expect(xml).toContain(`/en/find-models/collection/${slug}/</loc>`);
        expect(xml).toContain(`/models-finden/kollektion/${slug}/`);
      }
    });

    // spec 001 §7 query service: "... recommended models; collections; ...".
    it('the query service answers the same collections, and a collection\'s models', async () => {
      const guest = await anonymousGuest(seeded.site);
      const query = '{ collections(language: "es") { slug name modelCount linkVX } one: collections(slug: "toy-control", language: "es") { models(first: 100) { id link } } }';
      const answer = await seeded.site.inject({ method: 'POST', url: '/vxql', headers: { authorization: `Bearer ${guest.accessToken}` }, payload: { query } });
      expect(answer.statusCode, answer.body).toBe(200);
      const { collections, one } = answer.json().data;
      const rest = ok<{ collections: CollectionSummary[] }>(await seeded.site.inject({ url: '/rest/v1/collections?lang=es' })).collections;
      expect(collections).toEqual(rest.map(({ slug, name, modelCount, linkVX }) => ({ slug, name, modelCount, linkVX })));
      const toys = ok<Collection>(await seeded.site.inject({ url: '/rest/v1/collections/toy-control?lang=es' }));
      expect(one[0].models).toEqual(toys.models.map(({ id, link }) => ({ id, link })));
    });

    it.each(['no-such-collection', 'Bad Slug!'])('an unknown slug (%s) is a 404 naming params.slug', async (slug) => {
      const answer = await get(`collections/${encodeURIComponent(slug)}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', field: 'params.slug' });
    });

    it('the actor search narrows the hits to a collection\'s members (currentCollection is a collection slug)', async () => {
      const banned = await bannedIn('DE');
      const expected = (await membersOf('top-of-the-charts')).filter((id) => !banned.has(id)).sort((a, b) => a - b);
      const post = (body: unknown) => asGuest(seeded.site, null, 'POST', '/rest/v1/actorsearch/search', body, {}, addressIn('DE'));
      const answer = ok<ActorSearchAnswer>(await post({ moodValue: 0, searchType: 'default', sortType: 'rank', requestId: 3, currentCollection: 'top-of-the-charts' }));
      expect(answer).toMatchObject({ activeCategory: 'top-of-the-charts', totalHits: expected.length });
      expect(answer.markers.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected);
      // Filters keep working inside the collection: the online filter narrows the collection's hits further.
      const online = ok<ActorSearchAnswer>(await post({ moodValue: 0, searchType: 'default', sortType: 'rank', requestId: 4, currentCollection: 'top-of-the-charts', searchConditions: { online: ['true'] } }));
      const onlineIds = new Set((await db().selectFrom('performers').select('id').where('is_online', '=', 1).execute()).map((row) => row.id));
      expect(online.totalHits).toBe(expected.filter((id) => onlineIds.has(id)).length);
      // init takes it too, and a category slug still means the category.
      const init = ok<ActorSearchAnswer>(await asGuest(seeded.site, null, 'POST', '/rest/v1/actorsearch/init', { searchType: 'default', currentCollection: 'top-of-the-charts' }, {}, addressIn('DE')));
      expect(init.totalHits).toBe(expected.length);
    });

    // Last: it adds a ban. spec 000 §6: a performer who bans the guest's country is never shown to that guest.
    it('a member who bans the guest\'s country is left out of the models and the count, for that country only', async () => {
      const bannedNl = await bannedIn('NL');
      // The first visible member: the card's image, so the image must move on too.
      const target = (await membersOf('toy-control')).find((id) => !bannedNl.has(id))!;
      const before = (await list('NL')).find((c) => c.slug === 'toy-control')!;
      expect(before.imageId).toBe(target);
      const fromEs = (await list('ES')).find((c) => c.slug === 'toy-control')!.modelCount;
      await db().insertInto('performer_banned_countries').values({ performer_id: target, country_code: 'NL' }).execute();
      const after = (await list('NL')).find((c) => c.slug === 'toy-control')!;
      expect(after.modelCount).toBe(before.modelCount - 1);
      expect(after.imageId).not.toBe(target);
      const collection = ok<Collection>(await get('collections/toy-control', 'NL'));
      expect(collection.models.map((m) => m.id)).not.toContain(target);
      expect(collection.modelCount).toBe(collection.models.length);
      expect((await list('ES')).find((c) => c.slug === 'toy-control')!.modelCount).toBe(fromEs);
    });
  });
}
