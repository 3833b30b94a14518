/**
 * POST /rest/v1/live/preview/start { actorId } (live contract §2): a signed
 * live stream of kind `preview` for the calling guest (anonymous guests get a
 * guest id), counted against spec 000 §9 "Live preview limit 5 (VIP 20)".
 */
import { Type } from 'typebox';
import { Answer, ErrorBodySchema } from '../../sdk/api/schemas/common';
import { EXIT_PREVIEW_LIMIT, LIVE_PREVIEW_SECONDS } from '../../sdk/live/stream';
import { guestCountry, type AppContext } from '../context';
import { requireGuest } from '../guests/current-guest';
import { errorBody, HttpError } from '../http/errors';
import { ok, postAnswers, RestQuery, type TypedApp } from '../schemas/common';
import { PositiveId } from '../routes/rest/money-shared';
import { startPreview } from './preview';

const Body = Type.Object({ actorId: PositiveId('performer') });

export const LivePreviewSchema = Type.Object({
  previewId: Type.String({ description: 'the preview id (the stream grant\'s session id)' }),
  streamUrl: Type.String({ description: 'the signed master playlist of the live stream; the vm cookie set beside it binds it to the guest' }),
  streamType: Type.Literal('hls'),
  expiresAt: Type.String({ description: 'when the preview ends (ISO 8601); its playlists answer LIVE_SESSION_ENDED after that' }),
  previewsLeft: Type.Integer({ minimum: 0, description: 'previews the guest may still start today (UTC)' }),
  durationSeconds: Type.Integer({ minimum: 1, description: 'how long a preview plays' }),
}, { title: 'LivePreview' });

/** The 429: the ErrorBody plus the live preview exit reason code (001 §9) the player shows. */
export const PreviewLimitSchema = Type.Object({
  ...ErrorBodySchema.properties,
  statusCode: Type.Literal(429),
  code: Type.Literal('LIVE_PREVIEW_LIMIT'),
  exitReasonCode: Type.Integer({ description: 'a live preview exit reason code of spec 001 §9 (401: the daily limit is used up)' }),
  limit: Type.Integer({ description: 'previews per UTC day for this guest: 5, or 20 with VIP' }),
}, { title: 'LivePreviewLimit' });

/** Grace past the preview's end for the signature: the session check is what ends the preview. */
const GRANT_GRACE_SECONDS = 30;

export async function livePreviewRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const schema = { body: Body, querystring: RestQuery, response: postAnswers({ 200: Answer(LivePreviewSchema), 429: PreviewLimitSchema }, 403, 404, 409, 451) };
  app.post('/live/preview/start', { schema }, async (request, reply) => {
    const { actorId } = request.body;
    const actor = await db.selectFrom('performers').select(['name', 'features']).where('id', '=', actorId).executeTakeFirst();
    if (!actor) throw new HttpError(404, 'NOT_FOUND', `No performer with the id ${actorId}`, 'body.actorId');
    const country = guestCountry(request, context);
    const banned = await db.selectFrom('performer_banned_countries').select('performer_id').where('performer_id', '=', actorId).where('country_code', '=', country).executeTakeFirst();
    if (banned) throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `${actor.name} is not available in your country (${country})`);
    if (!livePreviewEnabled(actor.features)) throw new HttpError(403, 'LIVE_PREVIEW_DISABLED', `${actor.name} offers no live preview`, 'body.actorId');
    const state = await context.live.state(actorId);
    if (state === 'offline') throw new HttpError(409, 'LIVE_OFFLINE', `${actor.name} is offline`, 'body.actorId');
    // A preview must not be counted for a stream it could not show.
    if (state === 'ticketShow') throw new HttpError(403, 'LIVE_TICKET_SHOW', `${actor.name} is in a ticket show; only ticket holders watch`, 'body.actorId');
    const guest = await requireGuest(request, reply, context);
    const nowMs = context.live.now();
    const started = await startPreview(db, guest.id, actorId, nowMs);
    if (!started.ok) {
      const message = `Today's ${started.limit} live previews are used up; the count starts again at midnight UTC`;
      return reply.code(429).send({ ...errorBody(429, 'LIVE_PREVIEW_LIMIT', message), statusCode: 429 as const, code: 'LIVE_PREVIEW_LIMIT' as const, exitReasonCode: EXIT_PREVIEW_LIMIT, limit: started.limit });
    }
    const streamUrl = context.live.streamUrl(reply, {
      actorId, kind: 'preview', guestId: guest.id, sessionId: started.previewId, ttlSeconds: LIVE_PREVIEW_SECONDS + GRANT_GRACE_SECONDS,
    });
    return ok({
      previewId: started.previewId, streamUrl, streamType: 'hls' as const, expiresAt: new Date(started.endsAtMs).toISOString(),
      previewsLeft: started.previewsLeft, durationSeconds: LIVE_PREVIEW_SECONDS,
    });
  });
}

/** spec 001 §3 actor data "isLivePreviewEnabled": the performer's features.livePreview. */
export function livePreviewEnabled(featuresJson: string): boolean {
  try {
    return (JSON.parse(featuresJson) as { livePreview?: unknown }).livePreview === true;
  } catch {
    return false;
  }
}
