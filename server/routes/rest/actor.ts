/** GET /rest/v1/actor/getActorDataByIdOrName/:actorIdOrName (spec 001 §7). */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ActorAnswer } from '../../../sdk/api/types';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { RestQuery } from '../../schemas/common';

const Params = Type.Object({
  actorIdOrName: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'a performer id or name of 1 to 64 characters',
  }),
});

/** The performer profile by id or by name in any case; 451 when the performer bans the guest's country. */
export async function actorRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.get('/actor/getActorDataByIdOrName/:actorIdOrName', { schema: { params: Params, querystring: RestQuery } }, async (request): Promise<ActorAnswer> => {
    const { actorIdOrName } = request.params as { actorIdOrName: string };
    const country = guestCountry(request, context);
    const result = await context.performers.profile(actorIdOrName, country);
    if (result.status === 'unknown') {
      throw new HttpError(404, 'NOT_FOUND', `No performer with the id or name ${JSON.stringify(actorIdOrName)}`, 'params.actorIdOrName');
    }
    if (result.status === 'banned') {
      // 451 Unavailable For Legal Reasons: the performer has blocked the guest's country.
      throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `${result.name} is not available in your country (${country})`);
    }
    return { success: true, data: result.profile };
  });
}
