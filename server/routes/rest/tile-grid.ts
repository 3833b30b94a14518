/** GET /rest/v1/tileGrid/get/:type/:payload (spec 001 §7). */
import { Type } from 'typebox';
import { TileGridPageSchema } from '../../../sdk/api/schemas/catalog';
import { TILE_GRID_TYPES, type TileGridType } from '../../../sdk/api/types';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { describeValidationError, type SchemaError } from '../../http/validation';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';
import {
  PerformerGridPayload, performerGridValidator, VideoGridPayload, videoGridValidator,
} from '../../schemas/tile-grid';
import { pageViewer } from '../../trust/viewer';

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
 */
export async function tileGridRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = { params: Params, querystring: RestQuery, response: answers({ 200: TileGridPageSchema }, 404) };
  app.get('/tileGrid/get/:type/:payload', { schema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { type, payload } = request.params;
    if (!TILE_GRID_TYPES.includes(type as TileGridType)) {
      throw new HttpError(404, 'NOT_FOUND', `Unknown tile grid type ${JSON.stringify(type)}; expected one of ${TILE_GRID_TYPES.join(', ')}`, 'params.type');
    }
    const value = parsePayload(payload);
    const country = guestCountry(request, context);
    const page =
      type === 'performers'
        ? await context.performers.grid(validated(performerGridValidator, PerformerGridPayload, value), country)
        : await context.videos.grid(validated(videoGridValidator, VideoGridPayload, value), country, await pageViewer(request, context, 'video'));
    return ok({ initialTiles: page.items, total: page.total });
  });
}
