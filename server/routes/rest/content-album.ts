/** GET /rest/v1/gallery/open?albumId=: the album page with its restrictions (issue 3 §6). */
import { Type } from 'typebox';
import { AlbumFoundSchema } from '../../../sdk/api/schemas/catalog';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';
import { albumDetail } from '../../trust/media';
import { viewerOf, viewingGuest } from '../../trust/viewer';

const Query = Type.Object({
  ...RestQuery.properties,
  albumId: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'a positive integer album id' }),
});

/** The album; its pictures are listed only when nothing restricts the guest (age check, purchase, login). */
export async function contentAlbumRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = { querystring: Query, response: answers({ 200: AlbumFoundSchema }, 404, 451) };
  app.get('/gallery/open', { schema }, async (request, reply) => {
    const albumId = Number(request.query.albumId);
    const country = guestCountry(request, context);
    const viewing = await viewingGuest(request, context);
    const result = await albumDetail(context.database.db, albumId, country, () => viewerOf(context, viewing, 'album', albumId));
    if (result.status === 'unknown') throw new HttpError(404, 'NOT_FOUND', `No album with the id ${albumId}`, 'query.albumId');
    if (result.status === 'banned') throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `Albums of ${result.actorName} are not available in your country (${country})`);
    reply.header('Cache-Control', 'private, no-store');
    return ok(result.item);
  });
}
