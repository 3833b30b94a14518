/**
 * spec 000 §7 "Logging and tracking (REST POST)": logger/browserOnline,
 * logger/websocketConnectionError, logger/vxmessengerError,
 * tracker/trackActorProfileVisit and tracker/track. Bodies are checked and
 * written to the request log; nothing is stored yet. No login: anonymous
 * guests log too (their presence and connection errors matter most).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { RestQuery } from '../../schemas/common';

const text = (max: number, what: string) => Type.String({ maxLength: max, description: `${what} of at most ${max} characters` });

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
const ActorProfileVisit = Type.Object({ actorName: text(100, 'an actor name') });
const Track = Type.Object({
  eventContext: text(100, 'an event context'),
  eventAction: text(100, 'an event action'),
  eventData: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'an object or null' }),
});

/** Registers the logger/* and tracker/* routes. */
export async function loggerRoutes(app: FastifyInstance) {
  const routes = [
    ['/logger/browserOnline', BrowserOnline, 'browser online status'],
    ['/logger/websocketConnectionError', WebsocketConnectionError, 'websocket connection error'],
    ['/logger/vxmessengerError', MessengerError, 'messenger error'],
    ['/tracker/trackActorProfileVisit', ActorProfileVisit, 'actor profile visit'],
    ['/tracker/track', Track, 'tracked event'],
  ] as const;
  for (const [url, body, message] of routes) {
    app.post(url, { schema: { body, querystring: RestQuery } }, async (request) => {
      request.log.info({ client: request.body }, message);
      return { success: true };
    });
  }
}
