/**
 * The global search on SQLite and PostgreSQL (issue 15 items 1 and 4, contract SEARCH-CONTRACT15.md):
 * GET searchResult/search/{language}/{searchPattern}, searchByType, the consent-gated last searches,
 * and the index kept current by the database itself when content changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalSearchResult, SearchActorItem, SearchByTypeResult, SearchVideoItem } from '../../sdk/search/types';
import { anonymousGuest } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';

/** The consent cookie (sdk/consent encodeConsent) granting or refusing the functional category. */
const FUNCTIONAL = 'vc=v1.f1.a0';
const NO_FUNCTIONAL = 'vc=v1.f0.a1';

function defineSearchSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  // Two performers and a video the tests name, so ranking is decided by the words, not by the seed.
  let named: { id: number; name: string };
  let describedOnly: { id: number };
  let videoId: number;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0.1);
    const rows = await db().selectFrom('performers').select(['id', 'name', 'rank']).orderBy('rank').execute();
    // The named one ranks BELOW the described one in the list order: only the match tier puts it first.
    const [first, second] = [rows[0]!, rows[rows.length - 1]!];
    await db().updateTable('performers').set({ name: 'Zephyrina', name_lower: 'zephyrina' }).where('id', '=', second.id).execute();
    await db().updateTable('performers').set({ three_words: JSON.stringify(['zephyrina', 'sunny', 'kind']) }).where('id', '=', first.id).execute();
    named = { id: second.id, name: 'Zephyrina' };
    describedOnly = { id: first.id };
    const video = await db().selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow();
    videoId = video.id;
    await db().updateTable('videos').set({ title: 'Quixotic sunset on the balcony' }).where('id', '=', videoId).execute();
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  const db = () => database.handle.db;
  const get = (url: string, cookie?: string) => apps.site.inject({ method: 'GET', url: `/rest/v1/${url}`, headers: cookie ? { cookie } : {} });
  const search = async (pattern: string, cookie?: string, language = 'en') => {
    const response = await get(`searchResult/search/${language}/${encodeURIComponent(pattern)}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ success: true; data: GlobalSearchResult }>().data;
  };
  const byType = async <T,>(query: string) => {
    const response = await get(`searchResult/searchByType?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ success: true; data: SearchByTypeResult<T> }>().data;
  };
  const lastSearches = async (cookie: string) => (await get('searchResult/lastSearches', cookie)).json<{ data: string[] }>().data;

  it('ranks a name match before a description match although the description\'s performer ranks higher (issue 15 ranking)', async () => {
    const result = await search('zephyrina');
    expect(result.actors.items.map((item) => item.id).slice(0, 2)).toEqual([named.id, describedOnly.id]);
    expect(result.actors.count).toBe(2);
    const first = result.actors.items[0]!;
    expect(first).toMatchObject({ name: 'Zephyrina', link: '/en/amateur/zephyrina/', aspect: 1 });
    // 001: "for each of actors, videos, mediathek, blog: count, link, items, type"; the link is the localized result page.
    expect(result.actors.link).toBe('/en/search/models/zephyrina/');
    expect((await search('zephyrina', undefined, 'de')).actors.link).toBe('/suche/models/zephyrina/');
    expect([result.mediathek, result.blog]).toEqual([{ type: 'mediathek', count: 0, link: null, items: [] }, { type: 'blog', count: 0, link: null, items: [] }]);
  });

  it('puts online performers first among equal matches, and follows a change of online state at once (issue 15 ranking)', async () => {
    const rows = await db().selectFrom('performers').select(['id', 'rank']).orderBy('rank').offset(2).limit(2).execute();
    const [better, worse] = [rows[0]!, rows[1]!];
    await db().updateTable('performers').set({ name: 'QuokkaOne', name_lower: 'quokkaone', is_online: 0 }).where('id', '=', better.id).execute();
    await db().updateTable('performers').set({ name: 'QuokkaTwo', name_lower: 'quokkatwo', is_online: 1 }).where('id', '=', worse.id).execute();
    expect((await search('quokka')).actors.items.map((item) => [item.id, item.online])).toEqual([[worse.id, true], [better.id, false]]);
    await db().updateTable('performers').set({ is_online: 1 }).where('id', '=', better.id).execute();
    // Both online: the list's own order (rank) decides.
    expect((await search('quokka')).actors.items.map((item) => [item.id, item.online])).toEqual([[better.id, true], [worse.id, true]]);
  });

  it('finds through a typo (issue 15 item 1: "pg_trgm so a typo still finds"; SQLite: trigram candidates)', async () => {
    const result = await search('zefyrina');
    expect(result.actors.items[0]?.id).toBe(named.id);
    const videos = await search('quixotik');
    expect(videos.videos.items.map((item) => item.id)).toContain(videoId);
  });

  it('keeps the index current when content changes: a renamed video, a new tag, a deleted performer (issue 15 item 1)', async () => {
    const videos = await search('quixotic');
    expect(videos.videos.items[0]).toMatchObject({ id: videoId, title: 'Quixotic sunset on the balcony' });
    expect(videos.videos.link).toBe('/en/search/videos/quixotic/');
    await db().updateTable('videos').set({ title: 'Plain evening' }).where('id', '=', videoId).execute();
    expect((await search('quixotic')).videos.count).toBe(0);
    await db().insertInto('video_tags').values({ video_id: videoId, tag: 'quixotic' }).execute();
    expect((await search('quixotic')).videos.items.map((item) => item.id)).toEqual([videoId]);
    await db().deleteFrom('video_tags').where('video_id', '=', videoId).where('tag', '=', 'quixotic').execute();
    expect((await search('quixotic')).videos.count).toBe(0);
    await db().insertInto('performer_tags').values({ performer_id: describedOnly.id, tag: 'marmalade' }).execute();
    expect((await search('marmalade')).actors.items.map((item) => item.id)).toEqual([describedOnly.id]);
  });

  it('hides a performer banned in the visitor\'s country, with her videos, from the moment of the ban (spec 000 §6)', async () => {
    const country = apps.context.config.defaultCountry;
    expect((await search('zephyrina')).actors.items.map((item) => item.id)).toContain(named.id);
    const herVideo = await db().selectFrom('videos').select(['id', 'title']).where('performer_id', '=', named.id).executeTakeFirstOrThrow();
    await db().updateTable('videos').set({ title: 'Wombatique evening' }).where('id', '=', herVideo.id).execute();
    expect((await search('wombatique')).videos.items.map((item) => item.id)).toEqual([herVideo.id]);
    await db().insertInto('performer_banned_countries').values({ performer_id: named.id, country_code: country }).execute();
    expect((await search('zephyrina')).actors.items.map((item) => item.id)).toEqual([describedOnly.id]);
    expect((await search('wombatique')).videos.count).toBe(0);
    expect((await search('zeph')).proposals).not.toContain('Zephyrina');
    await db().deleteFrom('performer_banned_countries').where('performer_id', '=', named.id).where('country_code', '=', country).execute();
    expect((await search('zephyrina')).actors.items.map((item) => item.id)).toContain(named.id);
    await db().updateTable('videos').set({ title: herVideo.title }).where('id', '=', herVideo.id).execute();
  });

  it('a pattern shorter than 3 runs no per-type search (001 §9 "a shorter pattern triggers no per-type search")', async () => {
    const result = await search(' Ze ');
    expect(result.searchPattern).toBe('Ze');
    expect([result.actors.count, result.actors.items, result.videos.count, result.actors.link]).toEqual([0, [], 0, null]);
    // Proposals still come (completions of what was typed).
    expect(result.proposals.length).toBeGreaterThan(0);
    expect(result.proposals.length).toBeLessThanOrEqual(5);
    expect(await byType('searchPattern=ze&searchType=actors&withTotalCount=true')).toEqual({ items: [], totalCount: 0 });
  });

  it('proposals complete the pattern from performer names, tags and categories', async () => {
    const result = await search('zeph');
    expect(result.proposals).toContain('Zephyrina');
    expect(result.proposals).not.toContain('zeph');
  });

  it('an over-long pattern is 400 VALIDATION_FAILED naming the field', async () => {
    const long = 'a'.repeat(101);
    const response = await get(`searchResult/search/en/${long}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'params.searchPattern' });
    const byTypeResponse = await get(`searchResult/searchByType?searchType=videos&searchPattern=${long}`);
    expect(byTypeResponse.statusCode).toBe(400);
    expect(byTypeResponse.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query.searchPattern' });
    expect((await get('searchResult/searchByType?searchType=songs&searchPattern=abc')).statusCode).toBe(400);
  });

  it('searchByType pages without overlap, counts on request and sorts by name', async () => {
    // The commonest title word of the seed: many videos share it.
    const counts = new Map<string, number>();
    for (const { title } of await db().selectFrom('videos').select('title').execute()) {
      for (const w of new Set(title.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4))) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    const word = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const all = await byType<SearchVideoItem>(`searchPattern=${word}&searchType=videos&from=0&take=100&withTotalCount=true`);
    expect(all.totalCount).toBeGreaterThan(3);
    const page = await byType<SearchVideoItem>(`searchPattern=${word}&searchType=videos&from=1&take=2`);
    expect(page.totalCount).toBeUndefined();
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(1, 3).map((item) => item.id));
    const actors = await byType<SearchActorItem>('searchPattern=zephyrina&searchType=actors&sort=name&order=desc&withTotalCount=true');
    const names = actors.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(actors.totalCount).toBe(2);
  });

  it('stores the last 3 searches, newest first, only with functional consent; DELETE clears (000 §5, 001 §9)', async () => {
    const { cookie: session } = await anonymousGuest(apps.site);
    const withConsent = `${session}; ${FUNCTIONAL}`;
    for (const pattern of ['alpha', 'bravo', 'charlie', 'delta']) await search(pattern, withConsent);
    expect(await lastSearches(withConsent)).toEqual(['delta', 'charlie', 'bravo']);
    // A repeated search moves to the front; shorter than 3 is not stored.
    await search('Bravo', withConsent);
    await search('xy', withConsent);
    expect(await lastSearches(withConsent)).toEqual(['Bravo', 'delta', 'charlie']);
    // Without functional consent nothing is stored.
    await search('echo', `${session}; ${NO_FUNCTIONAL}`);
    await search('foxtrot', session);
    expect(await lastSearches(withConsent)).toEqual(['Bravo', 'delta', 'charlie']);
    // Nothing is shown without it either, and asking so after the consent was withdrawn deletes what it stored.
    expect(await lastSearches(`${session}; ${NO_FUNCTIONAL}`)).toEqual([]);
    expect(await lastSearches(withConsent)).toEqual([]);
    await search('golf', withConsent);
    expect(await lastSearches(withConsent)).toEqual(['golf']);
    const cleared = await apps.site.inject({ method: 'DELETE', url: '/rest/v1/searchResult/lastSearches', headers: { cookie: withConsent } });
    expect(cleared.statusCode).toBe(200);
    expect(await lastSearches(withConsent)).toEqual([]);
  });

  it('an anonymous visitor with functional consent gets a guest (lazy guest) and its searches', async () => {
    const response = await get('searchResult/search/en/golfclub', FUNCTIONAL);
    const setCookie = [response.headers['set-cookie']].flat().find((line) => line?.startsWith('vs='));
    expect(setCookie).toBeDefined();
    expect(await lastSearches(`${setCookie!.split(';')[0]}; ${FUNCTIONAL}`)).toEqual(['golfclub']);
    // Without consent no guest is made for a search.
    expect((await get('searchResult/search/en/golfclub')).headers['set-cookie']).toBeUndefined();
  });
}

describe('global search on SQLite', () => defineSearchSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('global search on PostgreSQL', () => defineSearchSuite('postgres'));
