/**
 * GET /rest/v1/live/list/{list} and GET /rest/v1/live/presence (issue 14 item 2): the cams, free chat,
 * cam show and top cams lists with their filters and online counts, and the online states a live
 * page refreshes. The rules are sdk/live/lists.ts; this file only reads and answers.
 */
import { Type } from 'typebox';
import { GENDERS } from '../../../sdk/api/constants';
import { LiveListAnswerSchema, LivePresenceAnswerSchema } from '../../../sdk/api/schemas/live-lists';
import { CAM_SHOW_PFM, LIVE_FEATURES, LIVE_LISTS, NO_FILTERS, selectLiveList, type LiveFeature, type LiveFilters } from '../../../sdk/live/lists';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { liveCandidates, livePresence } from '../../live-lists/candidates';
import { toLiveCam } from '../../live-lists/live-cam';
import { chatRatingsSource } from '../../live-lists/ratings';
import { paidVideoMinutesSource } from '../../live-lists/video-minutes';
import { answers, type TypedApp } from '../../schemas/common';

const ListParams = Type.Object({ list: Type.Enum([...LIVE_LISTS], { description: `one of ${LIVE_LISTS.join(', ')}` }) });

const ListQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 35, description: 'a language code such as en or de-AT: the language of profileLink' })),
  v: Type.Optional(Type.String({ maxLength: 64 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30, description: 'tiles per page (spec 001 §9 "other searches 30")' })),
  gender: Type.Optional(Type.Enum([...GENDERS])),
  language: Type.Optional(Type.String({ pattern: '^[a-z]{2}$', description: 'a spoken language, two lower-case letters' })),
  maxPrice: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'at most this many VXC per minute' })),
  features: Type.Optional(Type.String({ maxLength: 200, description: `comma-separated: ${LIVE_FEATURES.join(', ')}` })),
  pfm: Type.Optional(Type.Integer({ description: `platform id; the cam show list is asked with ${CAM_SHOW_PFM} (spec 001 §9)` })),
});

const PresenceQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 35 })),
  v: Type.Optional(Type.String({ maxLength: 64 })),
  ids: Type.Optional(Type.String({ pattern: '^\\d{1,9}(,\\d{1,9}){0,199}$', description: 'comma-separated performer ids, at most 200; absent: only the count' })),
});

/** The features filter of the query; an unknown name is a 400 naming query.features. */
function parseFeatures(text: string | undefined): LiveFeature[] {
  if (!text) return [];
  const names = text.split(',');
  const unknown = names.find((name) => !(LIVE_FEATURES as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw new HttpError(400, 'VALIDATION_FAILED', `query.features must name features among ${LIVE_FEATURES.join(', ')}, got ${JSON.stringify(unknown)}`, 'query.features');
  }
  return [...new Set(names as LiveFeature[])];
}

export async function liveListRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.get('/live/list/:list', { schema: { params: ListParams, querystring: ListQuery, response: answers({ 200: LiveListAnswerSchema }) } }, async (request, reply) => {
    // Online states change by the minute: never cached.
    reply.header('Cache-Control', 'no-store');
    const { list } = request.params;
    const query = request.query;
    if (query.pfm !== undefined && list === 'camShows' && query.pfm !== CAM_SHOW_PFM) {
      throw new HttpError(400, 'VALIDATION_FAILED', `query.pfm of the cam show list must be ${CAM_SHOW_PFM}, got ${query.pfm}`, 'query.pfm');
    }
    const filters: LiveFilters = {
      ...NO_FILTERS,
      gender: query.gender ?? null,
      language: query.language ?? null,
      maxPrice: query.maxPrice ?? null,
      features: parseFeatures(query.features),
    };
    const candidates = await liveCandidates(db, guestCountry(request, context), chatRatingsSource(db), paidVideoMinutesSource(db));
    const result = selectLiveList(list, candidates, filters);
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 30;
    const language = requestLanguage(request);
    return {
      list,
      items: result.items.slice(offset, offset + limit).map((item) => toLiveCam(list, item.candidate, item.position, language)),
      total: result.total,
      onlineCount: result.onlineCount,
    };
  });

  app.get('/live/presence', { schema: { querystring: PresenceQuery, response: answers({ 200: LivePresenceAnswerSchema }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const ids = request.query.ids ? request.query.ids.split(',').map(Number) : [];
    return livePresence(db, guestCountry(request, context), ids);
  });
}
