/** GET /rest/v1/gallery/open?albumId=: the album page with its restrictions (issue 3 §6). */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AlbumAnswer } from '../../../sdk/api/types';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { albumDetail } from '../../trust/media';
import { viewerOf, viewingGuest } from '../../trust/viewer';

const Query = Type.Object({
  albumId: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'a positive integer album id' }),
  lang: Type.Optional(Type.String({ maxLength: 35, description: 'a language code such as en or de-AT' })),
  v: Type.Optional(Type.String({ maxLength: 64, description: 'a cache version of at most 64 characters' })),
});

/** The album; its pictures are listed only when nothing restricts the guest (age check, purchase, login). */
export async function contentAlbumRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.get('/gallery/open', { schema: { querystring: Query } }, async (request, reply): Promise<AlbumAnswer> => {
    const albumId = Number((request.query as { albumId: string }).albumId);
    const country = guestCountry(request, context);
    const viewing = await viewingGuest(request, context);
    const result = await albumDetail(context.database.db, albumId, country, () => viewerOf(context, viewing, 'album', albumId));
    if (result.status === 'unknown') throw new HttpError(404, 'NOT_FOUND', `No album with the id ${albumId}`, 'query.albumId');
    if (result.status === 'banned') throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `Albums of ${result.actorName} are not available in your country (${country})`);
    reply.header('Cache-Control', 'private, no-store');
    return { success: true, data: result.item };
  });
}
