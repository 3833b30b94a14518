/**
 * POST /rest/v1/watch/start { videoId } (spec 002 §7.8 "Other routes:
 * watch/start"; issue 13 §3 "watch/start reported"): the player reports that
 * the calling guest started a video. Stored as a tracking event (context
 * "video", action "watchStart", data { videoId, kind }) with the caller's guest
 * id, or none; no login: anonymous visitors watch free videos too.
 */
import { SuccessSchema } from '../../../sdk/api/schemas/common';
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { currentGuest } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { postAnswers, RestQuery, SUCCESS, type TypedApp } from '../../schemas/common';
import { createTrackingRepository, TrackingQuotaError } from '../../tracking/repository';
import { LOGGER_BODY_LIMIT } from './logger';
import { PositiveId } from './money-shared';

/** The tracking event a watch start is stored as. */
export const WATCH_START_EVENT = { eventContext: 'video', eventAction: 'watchStart' } as const;

const WatchStartBody = Type.Object({
  videoId: PositiveId('video'),
  kind: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('trailer')], { description: 'what was started: the full video (default) or its trailer' })),
});

/** Registers watch/start. */
export async function watchStartRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const tracking = createTrackingRepository(context.database.db);
  const schema = { body: WatchStartBody, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }, 404, 429) };
  app.post('/watch/start', { bodyLimit: LOGGER_BODY_LIMIT, schema }, async (request) => {
    const { videoId, kind = 'full' } = request.body;
    const video = await context.database.db.selectFrom('videos').select('id').where('id', '=', videoId).executeTakeFirst();
    if (!video) throw new HttpError(404, 'NOT_FOUND', `No video with the id ${videoId}`, 'body.videoId');
    const guest = await currentGuest(request, context);
    try {
      await tracking.record(guest?.id ?? null, { kind: 'track', ...WATCH_START_EVENT, eventData: { videoId, kind } });
    } catch (error) {
      if (error instanceof TrackingQuotaError) throw new HttpError(429, 'DAILY_LIMIT_REACHED', error.message);
      throw error;
    }
    request.log.info({ videoId, kind, guestId: guest?.id ?? null }, 'watch start');
    return SUCCESS;
  });
}
