/** GET guest/favorite/actors (spec 000 §7 "favorite/actors (page of 10)"; login required, spec 000 §6). */
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import { favouriteActorsPage } from '../../realtime-domain/favourites';
import { FavouriteActorsPageSchema } from '../../../sdk/api/schemas/favourites';
import { answers, LOGIN, RestQuery, type TypedApp } from '../../schemas/common';

const PageQuery = Type.Object({
  ...RestQuery.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'a page number from 1 (10 actors per page)' })),
});

/** Registers the favourites routes. */
export async function favouriteRoutes(app: TypedApp, { context }: { context: AppContext }) {
  app.get('/guest/favorite/actors', { schema: { querystring: PageQuery, response: answers({ 200: FavouriteActorsPageSchema }, ...LOGIN) } }, async (request) => {
    const guest = await requireLogin(request, context);
    const { page = 1 } = request.query;
    return favouriteActorsPage(context.database.db, guest, page);
  });
}
