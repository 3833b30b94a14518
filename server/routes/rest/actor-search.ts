/**
 * The actor search (issue 15 items 2-3, contract ACTOR-SEARCH-CONTRACT15.md). spec 001 §7: "POST actorsearch/init
 * (currentCollection, searchType, sortType; optional qmdate); POST actorsearch/search (moodValue, searchType, sortType,
 * requestId, forcedGuestLocation, forcedGuestZip, forcedGuestLocationSource, currentCollection or searchConditions,
 * changedFilter; page as query); POST actorsearch/filter/delete (searchConditions); ...
 * GET monitoringActors/onlineActorsAmount." The rules are sdk/actor-search/; the service server/actor-search/.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { normalizeConditions, removeConditions } from '../../../sdk/actor-search/conditions';
import { searchLanguage } from '../../../sdk/actor-search/labels';
import type { ActorSearchRequest, ActorSearchSort, ActorSearchType, GuestLocation, MoodValue, SearchConditions } from '../../../sdk/actor-search/types';
import {
  ActorFilterDeleteBodySchema, ActorSearchAnswerSchema, ActorSearchHitSchema, ActorSearchBodySchema, ActorSearchInitBodySchema, MapMarkerSchema, OnlineActorsAmountSchema,
} from '../../../sdk/api/schemas/actor-search';
import { languageCountry } from '../../../sdk/geo/language-country';
import { lookupPostcode } from '../../../sdk/geo/postcodes';
import { systemClock } from '../../../sdk/clock';
import { onlineActorsAmount } from '../../actor-search/candidates';
import { createGuestSearchWriter, readGuestSearch, type GuestSearchState } from '../../actor-search/guest-state';
import type { AnswerSerializer, HitSerializer, MarkerSerializer } from '../../actor-search/answer-body';
import { routeSerializer } from '../../lists/answer-cache';
import { createActorSearchService, POSTGRES_SNAPSHOT_MS } from '../../actor-search/service';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { requestSession, requireGuest } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { answers, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';

const Answer = Type.Object({ success: Type.Literal(true), data: ActorSearchAnswerSchema });
const PageQuery = Type.Object({ ...RestQuery.properties, page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: '1-based result page' })) });

/** Conditions as sent, checked per field; a 400 naming the field otherwise. */
function checkedConditions(raw: SearchConditions | undefined): SearchConditions {
  const result = normalizeConditions(raw);
  if ('error' in result) throw new HttpError(400, 'VALIDATION_FAILED', result.error.message, result.error.field);
  return result.conditions;
}


const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The types whose last search chose something (filters or a category), in a fixed order (so equal states compare equal). */
function withoutEmpty(byType: GuestSearchState['searchesByType']): GuestSearchState['searchesByType'] {
  return Object.fromEntries(Object.entries(byType)
    .filter(([, search]) => search && (Object.keys(search.conditions).length > 0 || search.category !== null))
    .sort(([a], [b]) => a.localeCompare(b)));
}

export async function actorSearchRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const service = createActorSearchService(db, systemClock, {
    version: () => context.lists.version('performers'),
    snapshotMs: context.database.dialect === 'postgres' ? POSTGRES_SNAPSHOT_MS : undefined,
  });
  app.addHook('onClose', async () => service.close());
  const writer = createGuestSearchWriter(db);

  /** The guest's country, worked out once per request (a postcode search needs it twice: the lookup and the bans). */
  const countries = new WeakMap<FastifyRequest, string>();
  function countryOf(request: FastifyRequest): string {
    let country = countries.get(request);
    if (country === undefined) countries.set(request, (country = guestCountry(request, context)));
    return country;
  }

  /**
   * currentCollection as a category slug or a curated collection's slug (issue 15 item 6; a category wins over a
   * collection of the same slug), or null; a slug that is neither is a 400 naming the field (not an empty search).
   */
  async function checkedCategory(slug: string | null | undefined): Promise<string | null> {
    const named = await service.resolveCollection(slug);
    if (named === undefined) throw new HttpError(400, 'VALIDATION_FAILED', `currentCollection ${JSON.stringify(slug)} is neither a category nor a collection`, 'body.currentCollection');
    return named?.slug ?? null;
  }

  /**
   * The guest's stored state (a guest who has none reads the empty state; nothing is created for reading). The
   * session names the guest: its row is not read (a session cannot outlive its guest: sessions cascade on delete).
   */
  async function stateOf(request: FastifyRequest) {
    const guestId = (await requestSession(request, context))?.guestId ?? null;
    return { guestId, state: await readGuestSearch(db, guestId) };
  }

  /** Stores the state when it changed; a guest is created (with its cookie) only when there is something to keep. */
  async function keep(request: FastifyRequest, reply: FastifyReply, before: { guestId: string | null; state: GuestSearchState }, wanted: GuestSearchState) {
    // A type without filters keeps nothing: a plain search by a new visitor stores nothing and makes no guest.
    const next = { ...wanted, searchesByType: withoutEmpty(wanted.searchesByType) };
    if (sameJson({ ...before.state, searchesByType: withoutEmpty(before.state.searchesByType) }, next)) return;
    const guestId = before.guestId ?? (await requireGuest(request, reply, context)).id;
    await writer.write(guestId, next);
  }

  /** Runs the search and sends its answer: bytes already serialized by this route's 200 schema serializer (./answer-body.ts). */
  async function run(request: FastifyRequest, reply: FastifyReply, options: {
    requestId: number; searchType: ActorSearchType; sortType: ActorSearchSort | undefined; moodValue: number;
    conditions: SearchConditions; category: string | null; location: GuestLocation | null; page: number;
  }) {
    const body = await service.search({
      ...options,
      moodValue: options.moodValue as MoodValue,
      language: searchLanguage(requestLanguage(request)),
      guestCountry: countryOf(request),
    }, {
      answer: routeSerializer(reply) as AnswerSerializer,
      marker: reply.compileSerializationSchema(MapMarkerSchema as unknown as Record<string, unknown>) as unknown as MarkerSerializer,
      hit: reply.compileSerializationSchema(ActorSearchHitSchema as unknown as Record<string, unknown>) as unknown as HitSerializer,
    });
    return reply.type('application/json; charset=utf-8').send(body);
  }

  // Answers depend on the guest (country bans, stored location and filters): never a shared cache.
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.post('/actorsearch/init', { schema: { querystring: RestQuery, body: ActorSearchInitBodySchema, response: postAnswers({ 200: Answer }) } }, async (request, reply) => {
    noStore(reply);
    const { searchType, sortType } = request.body;
    const category = await checkedCategory(request.body.currentCollection);
    const { state } = await stateOf(request);
    // The first page of the type with the guest's stored filters and location; init: requestId 0.
    return run(request, reply, {
      requestId: 0, searchType, sortType, moodValue: 0, conditions: state.searchesByType[searchType]?.conditions ?? {}, category, location: state.location, page: 1,
    });
  });

  app.post('/actorsearch/search', { schema: { querystring: PageQuery, body: ActorSearchBodySchema, response: postAnswers({ 200: Answer }) } }, async (request, reply) => {
    noStore(reply);
    const body = request.body;
    const category = await checkedCategory(body.currentCollection);
    const before = await stateOf(request);
    const location = resolveLocation(request, body, before.state.location);
    // spec 001 §3 state per type: sent filters replace the type's stored ones; the custom search without any uses the guest's own.
    const conditions = body.searchConditions !== undefined ? checkedConditions(body.searchConditions) : (before.state.searchesByType[body.searchType]?.conditions ?? {});
    await keep(request, reply, before, { location, searchesByType: { ...before.state.searchesByType, [body.searchType]: { conditions, category } } });
    return run(request, reply, {
      requestId: body.requestId, searchType: body.searchType, sortType: body.sortType, moodValue: body.moodValue, conditions, category, location,
      page: request.query.page ?? 1,
    });
  });

  app.post('/actorsearch/filter/delete', { schema: { querystring: RestQuery, body: ActorFilterDeleteBodySchema, response: postAnswers({ 200: Answer }) } }, async (request, reply) => {
    noStore(reply);
    const body = request.body;
    const searchType = body.searchType ?? 'custom';
    const remove = checkedConditions(body.searchConditions);
    const before = await stateOf(request);
    // The guest's last search of the type (its filters and category), without the named conditions.
    const last = before.state.searchesByType[searchType] ?? { conditions: {}, category: null };
    const conditions = removeConditions(last.conditions, remove);
    await keep(request, reply, before, { ...before.state, searchesByType: { ...before.state.searchesByType, [searchType]: { conditions, category: last.category } } });
    return run(request, reply, {
      requestId: body.requestId ?? 0, searchType, sortType: body.sortType, moodValue: body.moodValue ?? 0, conditions, category: last.category, location: before.state.location, page: 1,
    });
  });

  app.get('/monitoringActors/onlineActorsAmount', { schema: { querystring: RestQuery, response: answers({ 200: Type.Object({ success: Type.Literal(true), data: OnlineActorsAmountSchema }) }) } }, async (request, reply) => {
    // The count leaves out performers banning the guest's country, so it is the guest's own.
    reply.header('Cache-Control', 'private, max-age=10');
    return ok({ amount: await onlineActorsAmount(db, guestCountry(request, context)) });
  });

  /**
   * The location a search uses: a postcode when one is sent (spec 001 §5 exactly 5 characters, the schema's check;
   * spec 001 §4 "A failed zip lookup resets the search location to empty"), else the sent coordinates, else an
   * explicit null (zip or coordinates) clears it, else (both absent) the one stored on the guest.
   */
  function resolveLocation(request: FastifyRequest, body: ActorSearchRequest, stored: GuestLocation | null): GuestLocation | null {
    if (typeof body.forcedGuestZip === 'string') {
      const hit = lookupPostcode(body.forcedGuestZip, [countryOf(request), languageCountry(requestLanguage(request))]);
      return hit && { lat: hit.lat, long: hit.long, zip: body.forcedGuestZip, source: 'zip' };
    }
    if (body.forcedGuestLocation) return { lat: body.forcedGuestLocation.lat, long: body.forcedGuestLocation.long, zip: null, source: body.forcedGuestLocationSource ?? 'browser' };
    if (body.forcedGuestLocation === null || body.forcedGuestZip === null) return null;
    return stored;
  }
}
