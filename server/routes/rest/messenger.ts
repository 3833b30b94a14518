/**
 * The messenger's REST calls (spec 000 §7 "Messenger (REST, GET)"):
 * messenger/channel/{channelId}, messenger/channel/actor/{actorId},
 * messenger/recommendations, messenger/actor/{actorId}. Login required
 * (spec 000 §6 "messenger and its channel actions"): 401 otherwise.
 */
import { Type } from 'typebox';
import { normalizeLanguage } from '../../../sdk/config';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import { HttpError } from '../../http/errors';
import { messengerActor, recommendations } from '../../messenger/performers';
import { findChannel, toChannel, touchChannel } from '../../messenger/service';
import { MessengerActorSchema, MessengerChannelSchema, RecommendationsAnswerSchema } from '../../../sdk/api/schemas/messenger';
import { answers, LOGIN, RestQuery, type TypedApp } from '../../schemas/common';
import { messengerImageRoutes } from './messenger-images';
import { PositiveId, refuseBannedPerformer } from './money-shared';

const ChannelParams = Type.Object({ channelId: Type.String({ minLength: 1, maxLength: 64, description: 'a channel id' }) });
const ActorParams = Type.Object({ actorId: PositiveId('performer') });
const RecommendationsQuery = Type.Object({
  ...RestQuery.properties,
  currentActorId: Type.Optional(PositiveId('performer')),
  useGrid: Type.Optional(Type.Boolean({ description: 'true or false' })),
  fsk: Type.Optional(Type.Integer({ minimum: 0, maximum: 18, description: 'an age rating from 0 to 18' })),
});
const ActorQuery = Type.Object({
  ...RestQuery.properties,
  language: Type.Optional(Type.String({ maxLength: 35, description: 'a language code: de, en, es or nl' })),
});

/** Registers the messenger routes. */
export async function messengerRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.get('/messenger/channel/:channelId', { schema: { params: ChannelParams, querystring: RestQuery, response: answers({ 200: MessengerChannelSchema }, ...LOGIN, 404) } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { channelId } = request.params;
    const channel = await findChannel(db, guest.id, channelId);
    if (!channel) throw new HttpError(404, 'NOT_FOUND', `No channel ${JSON.stringify(channelId)} of this guest`, 'params.channelId');
    return channel;
  });

  app.get('/messenger/channel/actor/:actorId', { schema: { params: ActorParams, querystring: RestQuery, response: answers({ 200: MessengerChannelSchema }, ...LOGIN, 404, 451) } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { actorId } = request.params;
    await refuseBannedPerformer(request, context, actorId);
    const row = await touchChannel(db, guest.id, actorId);
    if (!row) throw new HttpError(404, 'NOT_FOUND', `No performer with the id ${actorId}`, 'params.actorId');
    return toChannel(row);
  });

  app.get('/messenger/recommendations', { schema: { querystring: RecommendationsQuery, response: answers({ 200: RecommendationsAnswerSchema }, ...LOGIN) } }, async (request) => {
    const guest = await requireLogin(request, context);
    // useGrid and fsk are accepted for the client's sake; every recommendation is a safe-for-work avatar, so neither narrows the list.
    const { currentActorId } = request.query;
    return { items: await recommendations(db, guest.id, guestCountry(request, context), currentActorId ?? null) };
  });

  app.get('/messenger/actor/:actorId', { schema: { params: ActorParams, querystring: ActorQuery, response: answers({ 200: MessengerActorSchema }, ...LOGIN, 404, 451) } }, async (request) => {
    await requireLogin(request, context);
    const { actorId } = request.params;
    const { language } = request.query;
    const country = guestCountry(request, context);
    const lookup = await messengerActor(db, actorId, country, language ? normalizeLanguage(language) : requestLanguage(request));
    if (lookup.status === 'unknown') throw new HttpError(404, 'NOT_FOUND', `No performer with the id ${actorId}`, 'params.actorId');
    if (lookup.status === 'banned') throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `${lookup.name} is not available in your country (${country})`);
    return lookup.actor;
  });

  await app.register(messengerImageRoutes, { context });
}
