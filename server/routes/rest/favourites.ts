/** GET guest/favorite/actors (spec 000 §7 "favorite/actors (page of 10)"; login required, spec 000 §6). */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import { favouriteActorsPage } from '../../realtime-domain/favourites';
import { RestQuery } from '../../schemas/common';

const PageQuery = Type.Object({
  ...RestQuery.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'a page number from 1 (10 actors per page)' })),
});

/** Registers the favourites routes. */
export async function favouriteRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.get('/guest/favorite/actors', { schema: { querystring: PageQuery } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { page = 1 } = request.query as { page?: number };
    return favouriteActorsPage(context.database.db, guest, page);
  });
}
