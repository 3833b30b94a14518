/**
 * Development conveniences for the realtime features (DESIGN.md "Safe by
 * default": loopback only, with the dev key of the start log, never in
 * production): bring a performer online or offline now instead of waiting for
 * the simulator's schedule (the favourites' onlineCount and the "is online"
 * toast, issue 13 §7), and send a guest a notification of a chosen type (to
 * see how each type shows, the hidden mobile types 6, 7, 13, 14, 15, 22 included).
 */
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { devOnly } from '../../http/dev-only';
import { createNotification, setActorOnline } from '../../realtime-domain';
import { postAnswers, RestQuery, type TypedApp } from '../../schemas/common';

const PresenceBody = Type.Object({
  actorId: Type.Integer({ minimum: 1, description: 'the performer to switch' }),
  online: Type.Boolean(),
});
const NotificationBody = Type.Object({
  guestId: Type.String({ minLength: 1, maxLength: 64, description: 'the guest who receives it' }),
  list: Type.Union([Type.Literal('navbar'), Type.Literal('floating')]),
  type: Type.Integer({ minimum: 1, maximum: 99, description: 'the notification type' }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  text: Type.String({ maxLength: 500 }),
});

/** Registers POST /dev/presence and POST /dev/notification unless NODE_ENV is production. */
export async function devRealtimeRoutes(app: TypedApp, { context }: { context: AppContext }) {
  if (context.config.production) return;
  const preHandler = devOnly(context.devKey);
  app.post('/dev/presence', {
    schema: { description: 'Development only (loopback, with the dev key): a performer goes online or offline now.', querystring: RestQuery, body: PresenceBody, response: postAnswers({ 200: Type.Object({ changed: Type.Boolean() }) }, 403, 404) },
    preHandler,
  }, async (request) => {
    const { actorId, online } = request.body;
    const performer = await context.database.db.selectFrom('performers').select('id').where('id', '=', actorId).executeTakeFirst();
    if (!performer) throw new HttpError(404, 'NOT_FOUND', `No performer with the id ${actorId}`, 'body.actorId');
    return { changed: await setActorOnline(context, app.hub, actorId, online) };
  });
  app.post('/dev/notification', {
    schema: { description: 'Development only (loopback, with the dev key): a notification of a chosen type for a guest.', querystring: RestQuery, body: NotificationBody, response: postAnswers({ 200: Type.Object({ id: Type.String() }) }, 403, 404) },
    preHandler,
  }, async (request) => {
    const { guestId, ...input } = request.body;
    const guest = await context.database.db.selectFrom('guests').select('id').where('id', '=', guestId).executeTakeFirst();
    if (!guest) throw new HttpError(404, 'NOT_FOUND', `No guest with the id ${guestId}`, 'body.guestId');
    const item = await createNotification(context.database.db, app.hub, guestId, input);
    return { id: item.id };
  });
}
