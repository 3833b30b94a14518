/**
 * Tile grid settings (issue 15 §7; spec 001 §7 "POST storeTileGridSettings (type, settings as JSON; answer
 * settings)", §3 "Tile grid settings: kept per grid type on the guest") and their read,
 * GET guest/getTileGridSettings/{type}, which the site's loaders and the widget restore from.
 */
import { Type } from 'typebox';
import { Answer } from '../../../sdk/api/schemas/common';
import { isTileGridSettingType, REMEMBERED_VIDEO_TYPES, TILE_GRID_SETTING_TYPES, type TileGridSettingType } from '../../../sdk/tile-grid-settings/rules';
import { VIDEO_ORDERS } from '../../../sdk/video-lists/orders';
import type { AppContext } from '../../context';
import { requestSession, requireGuest } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { answers, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';
import { storeTileGridSettings, tileGridSettings } from '../../tile-grid-settings/repository';

/** A settings change's JSON text is small (two short fields); this bounds the body, the rules bound what is stored. */
const SETTINGS_JSON_MAX_LENGTH = 1024;
const BODY_LIMIT_BYTES = 4096;

const SettingsSchema = Type.Object({
  order: Type.Optional(Type.Enum([...VIDEO_ORDERS], { description: 'the video order' })),
  types: Type.Optional(Type.Array(Type.Enum([...REMEMBERED_VIDEO_TYPES]), { description: 'the ticked video filter types' })),
}, { description: 'the settings of one grid type; an absent field is the grid default' });
const SettingsAnswer = Answer(SettingsSchema);

const typeDescription = `a grid type: one of ${TILE_GRID_SETTING_TYPES.join(', ')}`;
const Params = Type.Object({ type: Type.String({ minLength: 1, maxLength: 40, description: typeDescription }) });
const Body = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 40, description: typeDescription }),
  settings: Type.String({ minLength: 2, maxLength: SETTINGS_JSON_MAX_LENGTH, description: 'the change as JSON, e.g. {"order":"newest"}; null removes a field' }),
});

/** The grid type, or 400 naming the field. */
function gridType(value: string, field: string): TileGridSettingType {
  if (isTileGridSettingType(value)) return value;
  throw new HttpError(400, 'VALIDATION_FAILED', `type must be ${typeDescription}, got ${JSON.stringify(value)}`, field);
}

function parseSettings(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'VALIDATION_FAILED', `settings must be JSON such as {"order":"newest"}, got ${JSON.stringify(text.slice(0, 40))}`, 'body.settings');
  }
}

/** Registers POST storeTileGridSettings and GET guest/getTileGridSettings/:type. */
export async function tileGridSettingsRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  // The read never creates a guest (a page's loader asks on every video list): no session, no settings.
  app.get('/guest/getTileGridSettings/:type', { schema: { params: Params, querystring: RestQuery, response: answers({ 200: SettingsAnswer }) } }, async (request, reply) => {
    const type = gridType(request.params.type, 'params.type');
    reply.header('Cache-Control', 'private, no-store');
    const session = await requestSession(request, context);
    return ok(session ? await tileGridSettings(db, session.guestId, type) : {});
  });

  // Anonymous guests keep settings too (spec 000 §6 "Anonymous guests get a guest id too"): the first
  // store adopts the page's pending session or starts one (requireGuest).
  app.post('/storeTileGridSettings', { bodyLimit: BODY_LIMIT_BYTES, schema: { querystring: RestQuery, body: Body, response: postAnswers({ 200: SettingsAnswer }) } }, async (request, reply) => {
    const type = gridType(request.body.type, 'body.type');
    const change = parseSettings(request.body.settings);
    const guest = await requireGuest(request, reply, context);
    return ok(await storeTileGridSettings(db, guest.id, type, change));
  });
}
