/**
 * The global search (issue 15 item 4, contract SEARCH-CONTRACT15.md): GET searchResult/search/{language}/{searchPattern},
 * GET searchResult/searchByType and the guest's last searches (GET, DELETE searchResult/lastSearches).
 * spec 001 §7 "Search: GET searchResult/search/{language}/{searchPattern}; GET search by type (searchPattern, searchType,
 * from, take, sort, order, withTotalCount)". The rules are sdk/search/rules.ts; the index is server/search/.
 */
import { Type } from 'typebox';
import { LANGUAGES, type Language } from '../../../sdk/config';
import { buildPath } from '../../../sdk/routes';
import { isSearchablePattern, normalizePattern, shouldStoreSearch } from '../../../sdk/search/rules';
import { GLOBAL_SEARCH_GROUP_ITEMS, MAX_SEARCH_PATTERN_LENGTH, type GlobalSearchResult } from '../../../sdk/search/types';
import { GlobalSearchAnswerSchema, LastSearchesAnswerSchema, SearchByTypeAnswerSchema } from '../../../sdk/api/schemas/search';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { currentGuest, requireGuest } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { searchServiceOf } from '../../search';
import { clearLastSearches, grantsFunctional, readLastSearches, storeLastSearch } from '../../search/last-searches';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';

const PatternText = Type.String({ maxLength: 400, description: `the search pattern; at least 3 characters search, at most ${MAX_SEARCH_PATTERN_LENGTH}` });

const SearchParams = Type.Object({
  language: Type.Enum([...LANGUAGES], { description: 'the language of the result links' }),
  searchPattern: PatternText,
});

const ByTypeQuery = Type.Object({
  ...RestQuery.properties,
  searchPattern: PatternText,
  searchType: Type.Enum(['actors', 'videos'] as const),
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30, description: 'spec 001 §9 page sizes: actors 30, videos 30' })),
  sort: Type.Optional(Type.Enum(['relevance', 'newest', 'name'] as const, { description: 'relevance (default): name/title matches first, online first among equals' })),
  order: Type.Optional(Type.Enum(['asc', 'desc'] as const, { description: 'for newest (default desc) and name (default asc); relevance ignores it' })),
  withTotalCount: Type.Optional(Type.Boolean()),
});

/** The pattern, or a 400 naming the field when it is too long (the schema's limit is generous so the field is ours to name). */
function checkedPattern(raw: string, field: string): string {
  const pattern = normalizePattern(raw);
  if ([...pattern].length > MAX_SEARCH_PATTERN_LENGTH) {
    throw new HttpError(400, 'VALIDATION_FAILED', `${field} must be at most ${MAX_SEARCH_PATTERN_LENGTH} characters, got ${[...pattern].length}`, field);
  }
  return pattern;
}

const emptyGroup = <T extends 'actors' | 'videos' | 'mediathek' | 'blog'>(type: T) => ({ type, count: 0, link: null, items: [] as never[] });

/** The group's result page, when it has results and a page exists (actors and videos). */
function groupLink(screen: 'actorSearch' | 'videoSearch', count: number, pattern: string, language: Language): string | null {
  return count > 0 ? buildPath(screen, { searchPattern: pattern }, language) : null;
}

export async function searchRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const search = searchServiceOf(context.database);

  app.get('/searchResult/search/:language/:searchPattern', { schema: { params: SearchParams, querystring: RestQuery, response: answers({ 200: GlobalSearchAnswerSchema }) } }, async (request, reply) => {
    // Online states and the guest's own history are in the answer.
    reply.header('Cache-Control', 'no-store');
    const { language } = request.params;
    const pattern = checkedPattern(request.params.searchPattern, 'params.searchPattern');
    const country = guestCountry(request, context);
    const found = await search.global(pattern, country, language, GLOBAL_SEARCH_GROUP_ITEMS);
    // spec 001 §9: "Search pattern minimum length is 3; a shorter pattern triggers no per-type search."
    const count = (page: { total: number } | null) => page?.total ?? 0;
    const result: GlobalSearchResult = {
      searchPattern: pattern,
      proposals: found.proposals,
      actors: { type: 'actors', count: count(found.actors), link: groupLink('actorSearch', count(found.actors), pattern, language), items: found.actors?.items ?? [] },
      videos: { type: 'videos', count: count(found.videos), link: groupLink('videoSearch', count(found.videos), pattern, language), items: found.videos?.items ?? [] },
      mediathek: emptyGroup('mediathek'),
      blog: emptyGroup('blog'),
    };
    if (!isSearchablePattern(pattern)) return ok(result);
    // spec 000 §5: the search history is functional; 001 §9: shorter than 3 is not stored.
    if (shouldStoreSearch(pattern, grantsFunctional(request))) {
      const guest = await requireGuest(request, reply, context);
      await storeLastSearch(db, guest.id, pattern).catch((error: unknown) => request.log.warn({ err: error }, 'last search not stored'));
    }
    return ok(result);
  });

  app.get('/searchResult/searchByType', { schema: { querystring: ByTypeQuery, response: answers({ 200: SearchByTypeAnswerSchema }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const query = request.query;
    const pattern = checkedPattern(query.searchPattern, 'query.searchPattern');
    const language = requestLanguage(request);
    const from = query.from ?? 0;
    const take = query.take ?? 30;
    const withTotal = (page: { items: unknown[]; total: number }) => (query.withTotalCount ? { items: page.items, totalCount: page.total } : { items: page.items });
    if (!isSearchablePattern(pattern)) return ok(query.withTotalCount ? { items: [], totalCount: 0 } : { items: [] });
    const country = guestCountry(request, context);
    const page = query.searchType === 'actors'
      ? await search.actors(pattern, country, language, from, take, query.sort, query.order)
      : await search.videos(pattern, country, language, from, take, query.sort, query.order);
    return ok(withTotal(page) as { items: typeof page.items; totalCount?: number });
  });

  app.get('/searchResult/lastSearches', { schema: { querystring: RestQuery, response: answers({ 200: LastSearchesAnswerSchema }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const guest = await currentGuest(request, context);
    // Without functional consent none are shown (nor stored); what an earlier consent stored goes now (spec 000 §5:
    // the search history is a functional item, so withdrawing that consent withdraws it).
    if (!grantsFunctional(request)) {
      if (guest) await clearLastSearches(db, guest.id);
      return ok([]);
    }
    return ok(guest ? await readLastSearches(db, guest.id) : []);
  });

  app.delete('/searchResult/lastSearches', { schema: { querystring: RestQuery, response: answers({ 200: LastSearchesAnswerSchema }) } }, async (request) => {
    const guest = await currentGuest(request, context);
    if (guest) await clearLastSearches(db, guest.id);
    return ok([]);
  });
}
