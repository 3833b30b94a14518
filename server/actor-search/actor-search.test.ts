/**
 * The actor search on SQLite and PostgreSQL (issue 15 items 2-3; contract ACTOR-SEARCH-CONTRACT15.md): the real
 * server on a real seeded database. Tests: "server tests on both databases (... geo distance, newest-request-wins)".
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ActorSearchAnswer } from '../../sdk/actor-search/types';
import { distanceKm } from '../../sdk/geo/haversine';
import { addressIn } from '../test/addresses';
import { POSTGRES_URL, seededApps } from '../test/harness';
import { asGuest } from '../trust/test/env';
import { seedIfEmpty } from '../db/seed';
import { createGuestSearchWriter, readGuestSearch } from './guest-state';
import { SESSION_COOKIE_NAME } from '../../sdk/consent/inventory';

const BERLIN = { lat: 52.52, long: 13.405 };
const searchBody = (over: Record<string, unknown> = {}) => ({ moodValue: 0, searchType: 'default', sortType: 'rank', requestId: 1, ...over });

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`actor search on ${dialect}`, () => {
    const seeded = seededApps(dialect);
    const db = () => seeded.database.handle.db;
    const post = (path: string, body: unknown, country = 'DE', guest: { cookie: string } | null = null) =>
      asGuest(seeded.site, guest, 'POST', `/rest/v1/${path}`, body, {}, addressIn(country));
    const data = (response: LightMyRequestResponse): ActorSearchAnswer => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as ActorSearchAnswer;
    };
    const cookieOf = (response: LightMyRequestResponse) => {
      const line = [response.headers['set-cookie']].flat().find((l) => l?.startsWith(`${SESSION_COOKIE_NAME}=`));
      expect(line, 'a session cookie').toBeDefined();
      return { cookie: line!.split(';')[0]! };
    };
    /** Ids of the performers a guest from the country may see (not banning it). */
    const visibleIds = async (country: string, where: (q: any) => any = (q) => q) => (await where(db().selectFrom('performers').select('id')
      .where('id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id').where('country_code', '=', country))).execute()).map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);

    it('the seed gives every performer a city with coordinates (migration 026)', async () => {
      const performers = await db().selectFrom('performers').select(['id', 'country']).execute();
      const locations = await db().selectFrom('performer_locations').selectAll().execute();
      expect(locations).toHaveLength(performers.length);
      const countryOf = new Map(performers.map((p) => [p.id, p.country]));
      for (const location of locations) {
        expect(location.country).toBe(countryOf.get(location.performer_id));
        expect(typeof Number(location.lat)).toBe('number');
        expect(Number(location.lat)).toBeGreaterThan(35);
      }
    });

    it('init: the first page by rank, requestId 0, every visible performer a hit and a marker', async () => {
      const answer = data(await post('actorsearch/init', { searchType: 'default' }));
      const ids = await visibleIds('DE');
      expect(answer).toMatchObject({ requestId: 0, searchType: 'default', sortType: 'rank', moodValue: 0, currentPage: 1, maxPage: 2, totalHits: ids.length, location: null, activeFilters: [] });
      expect(answer.actors).toHaveLength(30);
      const ranks = await db().selectFrom('performers').select(['id', 'rank']).execute();
      const rankOf = new Map(ranks.map((r) => [r.id, r.rank]));
      const actorRanks = answer.actors.map((a) => rankOf.get(a.id)!);
      expect(actorRanks).toEqual([...actorRanks].sort((a, b) => a - b));
      expect(answer.markers.map((m) => m.id).sort((a, b) => a - b)).toEqual(ids);
      expect(answer.actors[0]).toMatchObject({ distanceKm: null, link: expect.stringMatching(/^\/en\//) });
      expect(answer.availableFilters.map((f) => f.field)).toEqual(['gender', 'type', 'age', 'languages', 'country', 'categories', 'features', 'online']);
    });

    // spec 001 §3 "Sort: rank (default), registered, distance (location)"; issue 15 item 3 "distance computed on the server".
    it('geo: a postcode orders the hits nearest first with the distance to each performer\'s city', async () => {
      const answer = data(await post('actorsearch/search?page=1', searchBody({ sortType: 'distance', forcedGuestZip: '10115', forcedGuestLocationSource: 'zip' })));
      expect(answer.sortType).toBe('distance');
      expect(answer.location).toEqual({ ...BERLIN, zip: '10115', source: 'zip' });
      const distances = answer.actors.map((a) => a.distanceKm!);
      expect(distances.every((d) => typeof d === 'number')).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const cities = await db().selectFrom('performer_locations').selectAll().execute();
      const cityOf = new Map(cities.map((c) => [c.performer_id, c]));
      for (const actor of answer.actors) {
        const city = cityOf.get(actor.id)!;
        expect(actor).toMatchObject({ city: city.city, lat: Number(city.lat), long: Number(city.long) });
        expect(actor.distanceKm).toBe(distanceKm(BERLIN, { lat: Number(city.lat), long: Number(city.long) }));
      }
      // The nearest is nearer than any performer of the next page.
      const next = data(await post('actorsearch/search?page=2', searchBody({ sortType: 'distance', forcedGuestZip: '10115' })));
      expect(next.currentPage).toBe(2);
      expect(Math.min(...next.actors.map((a) => a.distanceKm!))).toBeGreaterThanOrEqual(distances[distances.length - 1]!);
    });

    it('the browser location works the same; without a location distance falls back to rank (answer says rank)', async () => {
      const madrid = data(await post('actorsearch/search', searchBody({ sortType: 'distance', forcedGuestLocation: { lat: 40.417, long: -3.704 }, forcedGuestLocationSource: 'browser' })));
      expect(madrid.location).toEqual({ lat: 40.417, long: -3.704, zip: null, source: 'browser' });
      expect(madrid.actors[0]!.distanceKm).toBeLessThan(data(await post('actorsearch/search', searchBody({ sortType: 'distance', forcedGuestZip: '10115' }))).actors.find((a) => a.country === 'ES')?.distanceKm ?? Infinity);
      const none = data(await post('actorsearch/search', searchBody({ sortType: 'distance' })));
      expect(none).toMatchObject({ sortType: 'rank', location: null });
      expect(none.actors.every((a) => a.distanceKm === null)).toBe(true);
    });

    // spec 001 §4 "only the newest request's response is applied": the server echoes each request's id, even from the cache.
    it('echoes each request\'s requestId, also for equal searches answered from the cache', async () => {
      const [seven, eight] = await Promise.all([
        post('actorsearch/search', searchBody({ requestId: 7, sortType: 'registered' })),
        post('actorsearch/search', searchBody({ requestId: 8, sortType: 'registered' })),
      ]);
      expect([data(seven).requestId, data(eight).requestId]).toEqual([7, 8]);
      expect(data(eight).actors).toEqual(data(seven).actors);
      expect(data(await post('actorsearch/search', searchBody({ requestId: 9, sortType: 'registered' }))).requestId).toBe(9);
    });

    it('writes asked in one turn are stored together: each guest its own state, a guest written twice the later one', async () => {
      const writer = createGuestSearchWriter(db());
      const at = (lat: number) => ({ location: { lat, long: 13.4, zip: null, source: 'browser' as const }, searchesByType: {} });
      const ids = ['batch-a', 'batch-b', 'batch-c'];
      await Promise.all([writer.write(ids[0]!, at(1)), writer.write(ids[1]!, at(2)), writer.write(ids[0]!, at(3)), writer.write(ids[2]!, { ...at(4), searchesByType: { custom: { conditions: { gender: ['F'] }, category: null } } })]);
      expect(await Promise.all(ids.map((id) => readGuestSearch(db(), id)))).toEqual([at(3), at(2), { ...at(4), searchesByType: { custom: { conditions: { gender: ['F'] }, category: null } } }]);
      // The next turn's writes replace them (an upsert of rows already there).
      await Promise.all([writer.write(ids[1]!, at(5)), writer.write(ids[2]!, { location: null, searchesByType: {} })]);
      expect(await Promise.all(ids.map((id) => readGuestSearch(db(), id)))).toEqual([at(3), at(5), { location: null, searchesByType: {} }]);
    });

    it('a plain search by a new visitor stores nothing and makes no guest (no cookie); one with a location does', async () => {
      const plain = await post('actorsearch/search', searchBody({ searchConditions: {} }));
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['set-cookie']).toBeUndefined();
      cookieOf(await post('actorsearch/search', searchBody({ forcedGuestLocation: BERLIN })));
    });

    // spec 001 §5 "Search by zip runs only when the code is exactly 5 characters."
    it.each(['1234', '123456', ''])('a zip of other than 5 characters (%j) is a 400 naming body.forcedGuestZip', async (zip) => {
      const response = await post('actorsearch/search', searchBody({ forcedGuestZip: zip }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.forcedGuestZip' });
    });

    // spec 001 §4 "A failed zip lookup resets the search location to empty."
    it('an unknown 5-character zip answers 200 with location null and resets the stored location', async () => {
      const first = await post('actorsearch/search', searchBody({ forcedGuestZip: '10115' }));
      const guest = cookieOf(first);
      expect(data(first).location).toMatchObject({ zip: '10115' });
      // Stored on the guest: a later search without location fields uses it, and the session shows it (spec 000 §3 geoLocation).
      expect(data(await post('actorsearch/search', searchBody(), 'DE', guest)).location).toMatchObject({ zip: '10115', source: 'zip' });
      const session = (await asGuest(seeded.site, guest, 'GET', '/rest/v1/guest/session', undefined, {}, addressIn('DE'))).json().data;
      expect(session.geoLocation).toEqual({ ...BERLIN, zip: '10115', source: 'zip' });
      const unknown = data(await post('actorsearch/search', searchBody({ sortType: 'distance', forcedGuestZip: '00999' }), 'DE', guest));
      expect(unknown).toMatchObject({ location: null, sortType: 'rank' });
      expect(data(await post('actorsearch/search', searchBody(), 'DE', guest)).location).toBeNull();
    });

    it('filters: conditions narrow the hits, active filters carry their translation; a bad value is a 400 naming the field', async () => {
      const women = await visibleIds('DE', (q) => q.where('gender', '=', 'F'));
      const answer = data(await asGuest(seeded.site, null, 'POST', '/rest/v1/actorsearch/search?lang=de', searchBody({ searchConditions: { gender: ['F'] } }), {}, addressIn('DE')));
      expect(answer.totalHits).toBe(women.length);
      expect(answer.activeFilters).toEqual([{ field: 'gender', value: 'F', label: 'Frau' }]);
      expect(answer.availableFilters.find((f) => f.field === 'gender')!.label).toBe('Geschlecht');
      const bad = await post('actorsearch/search', searchBody({ searchConditions: { gender: ['X'] } }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.searchConditions.gender' });
    });

    it('custom: the guest\'s own filters are kept; filter/delete removes the named ones and answers the search without them', async () => {
      const stored = await post('actorsearch/search', searchBody({ searchType: 'custom', searchConditions: { gender: ['F'], online: ['true'] } }));
      const guest = cookieOf(stored);
      const onlineWomen = await visibleIds('DE', (q) => q.where('gender', '=', 'F').where('is_online', '=', 1));
      // The default type's last search (a category and a filter) stays apart from the custom one, and its delete keeps the category.
      data(await post('actorsearch/search', searchBody({ currentCollection: 'blonde', searchConditions: { gender: ['F'], age: ['18-25'] } }), 'DE', guest));
      const defaultDeleted = data(await post('actorsearch/filter/delete', { searchConditions: { age: ['18-25'] }, searchType: 'default' }, 'DE', guest));
      expect(defaultDeleted).toMatchObject({ activeCategory: 'blonde', activeFilters: [{ field: 'gender', value: 'F' }] });
      expect(data(stored).totalHits).toBe(onlineWomen.length);
      // init of the custom type starts from the stored filters.
      expect(data(await post('actorsearch/init', { searchType: 'custom' }, 'DE', guest)).activeFilters.map((f) => f.value)).toEqual(['F', 'true']);
      const deleted = data(await post('actorsearch/filter/delete', { searchConditions: { online: ['true'] }, searchType: 'custom', requestId: 4 }, 'DE', guest));
      expect(deleted.requestId).toBe(4);
      expect(deleted.activeFilters).toEqual([{ field: 'gender', value: 'F', label: 'Woman' }]);
      expect(deleted.totalHits).toBe((await visibleIds('DE', (q) => q.where('gender', '=', 'F'))).length);
      expect(data(await post('actorsearch/init', { searchType: 'custom' }, 'DE', guest)).activeFilters.map((f) => f.value)).toEqual(['F']);
      // Another guest never sees these filters.
      expect(data(await post('actorsearch/init', { searchType: 'custom' })).activeFilters).toEqual([]);
    });

    // spec 000 §6: "Each performer may ban countries; the guest's country is checked against bannedCountryCodes."
    it('a performer banning the guest\'s country is never a hit, even when the same search was cached for another country', async () => {
      const banning = await db().selectFrom('performer_banned_countries').select(['performer_id', 'country_code']).where('country_code', 'in', ['ES', 'NL', 'FR', 'AT']).execute();
      const ban = banning.find((b) => !banning.some((o) => o.performer_id === b.performer_id && o.country_code === 'DE'));
      expect(ban, 'the seed has a performer banning a country other than DE').toBeDefined();
      const body = searchBody({ requestId: 31, sortType: 'registered', searchConditions: {} });
      const fromDe = data(await post('actorsearch/search', body, 'DE'));
      expect(fromDe.markers.map((m) => m.id)).toContain(ban!.performer_id);
      const fromBanned = data(await post('actorsearch/search', body, ban!.country_code));
      expect(fromBanned.markers.map((m) => m.id)).not.toContain(ban!.performer_id);
      expect(fromBanned.totalHits).toBe((await visibleIds(ban!.country_code)).length);
    });

    // The rule for every cache (issue 15 item 9): "caching that is invalidated when the data changes (online state,
    // prices, purchases)", never serving one guest's restrictions to another. The kept answers and catalog read of
    // the actor search belong to one version of the performer lists (migrations 029 and 032).
    it('a kept search follows the data at once: online state, name, a new ban, a city', async () => {
      const body = searchBody({ requestId: 41, sortType: 'registered', searchConditions: {} });
      const first = data(await post('actorsearch/search', body));
      const again = await post('actorsearch/search', body);
      expect(data(again).markers).toEqual(first.markers);
      const target = first.markers[0]!;
      const row = await db().selectFrom('performers').select(['name', 'is_online']).where('id', '=', target.id).executeTakeFirstOrThrow();
      const city = await db().selectFrom('performer_locations').select(['lat', 'long']).where('performer_id', '=', target.id).executeTakeFirstOrThrow();
      try {
        await db().updateTable('performers').set({ is_online: row.is_online === 1 ? 0 : 1, name: `${row.name}x` }).where('id', '=', target.id).execute();
        const changed = data(await post('actorsearch/search', body)).markers.find((m) => m.id === target.id);
        expect(changed).toMatchObject({ online: row.is_online !== 1, name: `${row.name}x` });
        await db().updateTable('performer_locations').set({ lat: 10.5, long: 20.25 }).where('performer_id', '=', target.id).execute();
        expect(data(await post('actorsearch/search', body)).markers.find((m) => m.id === target.id)).toMatchObject({ lat: 10.5, long: 20.25 });
        await db().insertInto('performer_banned_countries').values({ performer_id: target.id, country_code: 'DE' }).execute();
        const banned = data(await post('actorsearch/search', body));
        expect(banned.markers.map((m) => m.id)).not.toContain(target.id);
        expect(banned.totalHits).toBe(first.totalHits - 1);
        // Another country's guest still finds her: the ban is DE's alone.
        expect(data(await post('actorsearch/search', body, 'AT')).markers.map((m) => m.id)).toContain(target.id);
      } finally {
        await db().deleteFrom('performer_banned_countries').where('performer_id', '=', target.id).where('country_code', '=', 'DE').execute();
        await db().updateTable('performer_locations').set({ lat: city.lat, long: city.long }).where('performer_id', '=', target.id).execute();
        await db().updateTable('performers').set({ is_online: row.is_online, name: row.name }).where('id', '=', target.id).execute();
      }
      expect(data(await post('actorsearch/search', body)).markers).toEqual(first.markers);
    });

    it('two guests sharing a kept search (locations 10 m apart) each get their own location and requestId', async () => {
      const near = { lat: 52.52001, long: 13.40501 };
      const nearer = { lat: 52.52002, long: 13.40502 };
      const [a, b] = await Promise.all([
        post('actorsearch/search', searchBody({ requestId: 51, sortType: 'distance', forcedGuestLocation: near, forcedGuestLocationSource: 'browser' })),
        post('actorsearch/search', searchBody({ requestId: 52, sortType: 'distance', forcedGuestLocation: nearer, forcedGuestLocationSource: 'browser' })),
      ]);
      expect(data(a)).toMatchObject({ requestId: 51, location: { ...near, zip: null, source: 'browser' } });
      expect(data(b)).toMatchObject({ requestId: 52, location: { ...nearer, zip: null, source: 'browser' } });
      expect(data(b).actors).toEqual(data(a).actors);
      expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('newGirls: only performers registered in the last 30 days, newest first by default', async () => {
      const answer = data(await post('actorsearch/init', { searchType: 'newGirls' }));
      const fresh = await visibleIds('DE', (q) => q.where('is_new', '=', 1));
      expect(fresh.length).toBeGreaterThan(0);
      expect(answer.sortType).toBe('registered');
      expect(answer.markers.map((m) => m.id).sort((a, b) => a - b)).toEqual(fresh);
      expect(answer.actors.every((a) => a.isNew)).toBe(true);
      const registered = new Map((await db().selectFrom('performers').select(['id', 'registered_at']).execute()).map((r) => [r.id, r.registered_at]));
      const dates = answer.actors.map((a) => registered.get(a.id)!);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('an unknown category is a 400 naming body.currentCollection; a known one narrows the hits', async () => {
      const bad = await post('actorsearch/init', { searchType: 'default', currentCollection: 'nope' });
      expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.currentCollection' });
      const blonde = data(await post('actorsearch/init', { searchType: 'default', currentCollection: 'blonde' }));
      const ids = (await db().selectFrom('performer_categories').select('performer_id').where('category', '=', 'blonde').execute()).map((r) => r.performer_id);
      const visible = new Set(await visibleIds('DE'));
      expect(blonde).toMatchObject({ activeCategory: 'blonde', totalHits: ids.filter((id) => visible.has(id)).length });
    });

    it('GET monitoringActors/onlineActorsAmount counts online performers not banning the guest\'s country', async () => {
      const response = await asGuest(seeded.site, null, 'GET', '/rest/v1/monitoringActors/onlineActorsAmount', undefined, {}, addressIn('DE'));
      expect(response.json()).toEqual({ success: true, data: { amount: (await visibleIds('DE', (q) => q.where('is_online', '=', 1))).length } });
    });

    it('the Spanish white label answers in Spanish with Spanish profile links, and an Austrian guest\'s zip resolves in Spain', async () => {
      const response = await asGuest(seeded.apps.whiteLabel, null, 'POST', '/rest/v1/actorsearch/search?lang=es', searchBody({ searchConditions: { gender: ['C'] }, forcedGuestZip: '46100', sortType: 'distance' }), {}, addressIn('AT'));
      const answer = data(response);
      expect(answer.activeFilters).toEqual([{ field: 'gender', value: 'C', label: 'Pareja' }]);
      expect(answer.actors.every((a) => a.link.startsWith('/es/'))).toBe(true);
      // 46 is Valencia's province: the page language (es) is tried after the guest's own country (AT has no 5-digit codes).
      expect(answer.location).toEqual({ lat: 39.47, long: -0.38, zip: '46100', source: 'zip' });
    });

    it('a catalog seeded before migration 026 gets its cities and features on the next start (seedIfEmpty)', async () => {
      const before = await db().selectFrom('performer_locations').selectAll().orderBy('performer_id').execute();
      const features = await db().selectFrom('performer_search_features').selectAll().orderBy('performer_id').orderBy('feature').execute();
      await db().deleteFrom('performer_search_features').execute();
      await db().deleteFrom('performer_locations').execute();
      expect((await seedIfEmpty(db(), { seed: 99 })).seeded).toBe(false);
      // The same rows as the seed made: the recorded seed (1) is used, not the option's.
      expect(await db().selectFrom('performer_locations').selectAll().orderBy('performer_id').execute()).toEqual(before);
      expect(await db().selectFrom('performer_search_features').selectAll().orderBy('performer_id').orderBy('feature').execute()).toEqual(features);
    });

    // spec 001 §7 "GET utility/getGeoLocationByZip/{zipCode} (reads success and data holding latitude and longitude)".
    it('GET utility/getGeoLocationByZip answers latitude and longitude, or success false', async () => {
      const get = (zip: string) => asGuest(seeded.site, null, 'GET', `/rest/v1/utility/getGeoLocationByZip/${zip}`, undefined, {}, addressIn('ES'));
      expect((await get('28013')).json()).toEqual({ success: true, data: { latitude: 40.417, longitude: -3.704 } });
      // A Spanish guest: 08999 is Barcelona's province.
      expect((await get('08999')).json()).toEqual({ success: true, data: { latitude: 41.39, longitude: 2.17 } });
      expect((await get('99999')).json()).toEqual({ success: false });
    });
  });
}
