/** GET /rest/v1/tileGrid/get/:type/:payload (spec 001 §7). */
import { Type } from 'typebox';
import { TileGridPageSchema } from '../../../sdk/api/schemas/catalog';
import { TILE_GRID_TYPES, type TileGridType } from '../../../sdk/api/types';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { describeValidationError, type SchemaError } from '../../http/validation';
import { readyAnswer, routeSerializer } from '../../lists/answer-cache';
import { sendReady } from '../../lists/send';
import { videoGridAnswer } from '../../lists/video-grid';
import { answers, NotModifiedSchema, ok, RestQuery, type TypedApp } from '../../schemas/common';
import {
  PerformerGridPayload, performerGridValidator, VideoGridPayload, videoGridValidator, type PerformerGridQuery, type VideoGridQuery,
} from '../../schemas/tile-grid';

const Params = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 40, description: 'a grid type (performers or videos)' }),
  payload: Type.String({ minLength: 2, maxLength: 4000, description: 'URL-encoded JSON of 2 to 4000 characters' }),
});

/** Parses the JSON payload or answers 400 naming the payload. */
function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    throw new HttpError(400, 'VALIDATION_FAILED', `payload must be URL-encoded JSON such as {"offset":0,"limit":30}, got ${JSON.stringify(shown)}`, 'payload');
  }
}

/** Checks a value against a compiled payload schema; 400 naming the first bad field. */
function validated<T>(validator: { Check(v: unknown): boolean; Errors(v: unknown): Iterable<SchemaError> }, schema: unknown, value: unknown): T {
  if (validator.Check(value)) return value as T;
  const { message, field } = describeValidationError('payload', schema, value, [...validator.Errors(value)]);
  throw new HttpError(400, 'VALIDATION_FAILED', message, field);
}

/**
 * spec 001 §7: "payload URL-encoded JSON, no cache; answer data with initialTiles and total, or success false".
 * Video tiles carry the requesting guest's restrictions and guestInfo.bought (issue 3 §6); the
 * guest is read, never created, so a grid request leaves no anonymous guest behind.
 * Issue 15 item 9: answers come from the lists' answer cache with an ETag (server/lists): a performer page
 * depends on the query and the guest's country only; a video page's guest-specific part is built per
 * request (lists/video-grid.ts). "No cache" stays: Cache-Control private, no-cache (the browser asks again
 * every time and gets a 304 when nothing changed).
 */
export async function tileGridRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = { params: Params, querystring: RestQuery, response: answers({ 200: TileGridPageSchema, 304: NotModifiedSchema }, 404) };
  app.get('/tileGrid/get/:type/:payload', { schema }, async (request, reply) => {
    const { type, payload } = request.params;
    if (!TILE_GRID_TYPES.includes(type as TileGridType)) {
      throw new HttpError(404, 'NOT_FOUND', `Unknown tile grid type ${JSON.stringify(type)}; expected one of ${TILE_GRID_TYPES.join(', ')}`, 'params.type');
    }
    const value = parsePayload(payload);
    const country = guestCountry(request, context);
    // The route's response schema serializer (fast-json-stringify), once per kept answer.
    const serialize = routeSerializer(reply);
    if (type === 'videos') {
      const query = validated<VideoGridQuery>(videoGridValidator, VideoGridPayload, value);
      return sendReady(request, reply, await videoGridAnswer(request, context, query, country, serialize));
    }
    const query = validated<PerformerGridQuery>(performerGridValidator, PerformerGridPayload, value);
    const version = await context.lists.version('performers');
    const answer = await context.lists.get(version, `grid|performers|${country}|${JSON.stringify(query)}`, async () => {
      const page = await context.performers.grid(query, country);
      return readyAnswer(ok({ initialTiles: page.items, total: page.total }), serialize);
    });
    return sendReady(request, reply, answer);
  });
}
