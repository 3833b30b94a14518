/**
 * spec 000 §7 "Logging and tracking (REST POST)" and spec 002 §7.8:
 * logger/browserOnline, logger/websocketConnectionError, logger/vxmessengerError,
 * tracker/trackActorProfileVisit and tracker/track. Bodies are checked and
 * written to the request log; given the app context, the tracker/* events are
 * also stored (issue 6 §7) with the caller's guest id, or none. No login:
 * anonymous guests log too (their presence and connection errors matter most).
 */
import type { FastifyRequest } from 'fastify';
import { SuccessSchema } from '../../../sdk/api/schemas/common';
import { Type, type TObject } from 'typebox';
import { TRACKING_NAME_MAX } from '../../../sdk/tracking/events';
import type { AppContext } from '../../context';
import { currentGuest } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { postAnswers, RestQuery, SUCCESS, type TypedApp } from '../../schemas/common';
import { createTrackingRepository, TrackingInputError, TrackingQuotaError } from '../../tracking/repository';

const text = (max: number, what: string, min = 0) =>
  Type.String({ minLength: min, maxLength: max, description: `${what} of ${min ? `${min} to ` : 'at most '}${max} characters` });

/** Log and tracking bodies are small; a larger one is abuse, refused before parsing (413). */
export const LOGGER_BODY_LIMIT = 16 * 1024;

const BrowserOnline = Type.Object({
  status: Type.Union([Type.Literal('online'), Type.Literal('offline')], { description: '"online" or "offline"' }),
});
const WebsocketConnectionError = Type.Object({
  connectionAttempt: Type.Integer({ minimum: 0, description: 'a connection attempt number from 0' }),
  error: text(200, 'an error name'),
  errorCode: Type.Integer({ minimum: 0, maximum: 4999, description: 'a close code from 0 to 4999' }),
  errorReason: text(500, 'a close reason'),
  websocketType: text(50, 'a websocket type'),
});
const MessengerError = Type.Object({ message: text(2000, 'a message') });
const ActorProfileVisit = Type.Object({ actorName: text(TRACKING_NAME_MAX, 'an actor name', 1) });
const Track = Type.Object({
  eventContext: text(TRACKING_NAME_MAX, 'an event context', 1),
  eventAction: text(TRACKING_NAME_MAX, 'an event action', 1),
  eventData: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'an object or null' }),
});

type Store = (request: FastifyRequest, body: Record<string, unknown>) => Promise<void>;

/** Registers the logger/* and tracker/* routes; with `context`, tracker/* events are stored. */
export async function loggerRoutes(app: TypedApp, options: { context?: AppContext } = {}) {
  const { context } = options;
  const tracking = context ? createTrackingRepository(context.database.db) : null;
  const store = (toEvent: (body: Record<string, unknown>) => Record<string, unknown>): Store | null =>
    tracking && context
      ? async (request, body) => {
          const guest = await currentGuest(request, context);
          try {
            await tracking.record(guest?.id ?? null, toEvent(body));
          } catch (error) {
            if (error instanceof TrackingInputError) throw new HttpError(400, 'VALIDATION_FAILED', error.message, `body.${error.field}`);
            if (error instanceof TrackingQuotaError) throw new HttpError(429, 'DAILY_LIMIT_REACHED', error.message);
            throw error;
          }
        }
      : null;

  const routes: Array<[string, TObject, string, Store | null]> = [
    ['/logger/browserOnline', BrowserOnline, 'browser online status', null],
    ['/logger/websocketConnectionError', WebsocketConnectionError, 'websocket connection error', null],
    ['/logger/vxmessengerError', MessengerError, 'messenger error', null],
    ['/tracker/trackActorProfileVisit', ActorProfileVisit, 'actor profile visit', store((body) => ({ ...body, kind: 'actorProfileVisit' }))],
    ['/tracker/track', Track, 'tracked event', store((body) => ({ ...body, kind: 'track' }))],
  ];
  for (const [url, body, message, save] of routes) {
    app.post(url, { bodyLimit: LOGGER_BODY_LIMIT, schema: { body, querystring: RestQuery, response: postAnswers({ 200: SuccessSchema }) } }, async (request) => {
      const payload: Record<string, unknown> = request.body;
      await save?.(request, payload);
      request.log.info({ client: payload }, message);
      return SUCCESS;
    });
  }
}
