/** GET /rest/v1/actor/getActorDataByIdOrName/:actorIdOrName (spec 001 §7). */
import { Type } from 'typebox';
import { ActorFoundSchema } from '../../../sdk/api/schemas/catalog';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import type { ActorProfile } from '../../../sdk/api/types';
import { readyAnswer, routeSerializer } from '../../lists/answer-cache';
import { sendReady } from '../../lists/send';
import { answers, NotModifiedSchema, ok, RestQuery, type TypedApp } from '../../schemas/common';

const Params = Type.Object({
  actorIdOrName: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'a performer id or name of 1 to 64 characters',
  }),
});

/**
 * The performer profile by id or by name in any case; 451 when the performer bans the guest's country.
 * Issue 15 item 9: the answer depends on the performer and the guest's country only, so it comes from the
 * lists' answer cache (kept until the lists' version moves) with an ETag; 404 and 451 are not kept.
 */
export async function actorRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = { params: Params, querystring: RestQuery, response: answers({ 200: ActorFoundSchema, 304: NotModifiedSchema }, 404, 451) };
  app.get('/actor/getActorDataByIdOrName/:actorIdOrName', { schema }, async (request, reply) => {
    const { actorIdOrName } = request.params;
    const country = guestCountry(request, context);
    const version = await context.lists.version('performers');
    const key = `profile|${country}|${actorIdOrName.trim().toLowerCase()}`;
    const answer = await context.lists.get(version, key, async () => readyAnswer(ok(await foundProfile(context, actorIdOrName, country)), routeSerializer(reply)));
    return sendReady(request, reply, answer);
  });
}

/** The profile, or the 404 or 451 error (thrown, so the answer cache keeps no error). */
async function foundProfile(context: AppContext, actorIdOrName: string, country: string): Promise<ActorProfile> {
  const result = await context.performers.profile(actorIdOrName, country);
  if (result.status === 'unknown') {
    throw new HttpError(404, 'NOT_FOUND', `No performer with the id or name ${JSON.stringify(actorIdOrName)}`, 'params.actorIdOrName');
  }
  if (result.status === 'banned') {
    // 451 Unavailable For Legal Reasons: the performer has blocked the guest's country.
    throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `${result.name} is not available in your country (${country})`);
  }
  return result.profile;
}
