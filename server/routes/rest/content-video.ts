/** GET /rest/v1/video/:videoId: the video page with its restrictions (issue 3 §6). */
import { Type } from 'typebox';
import { VideoFoundSchema } from '../../../sdk/api/schemas/catalog';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { videoMediaFields } from '../../media/grants';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';
import { videoDetail } from '../../trust/media';
import { viewerOf, viewingGuest } from '../../trust/viewer';

const Params = Type.Object({
  videoId: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'a positive integer video id' }),
});

/** The video with restrictions, guestInfo.bought and the signed media URLs the calling guest may use (issue 13 §2); 451 when its performer bans the guest's country. */
export async function contentVideoRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = { params: Params, querystring: RestQuery, response: answers({ 200: VideoFoundSchema }, 404, 451) };
  app.get('/video/:videoId', { schema }, async (request, reply) => {
    const videoId = Number(request.params.videoId);
    const country = guestCountry(request, context);
    const viewing = await viewingGuest(request, context);
    const result = await videoDetail(context.database.db, videoId, country, () => viewerOf(context, viewing, 'video', videoId), viewing.guest?.id ?? null);
    if (result.status === 'unknown') throw new HttpError(404, 'NOT_FOUND', `No video with the id ${videoId}`, 'params.videoId');
    if (result.status === 'banned') throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `Videos of ${result.actorName} are not available in your country (${country})`);
    // Restrictions, bought and the signed media URLs differ per guest: never from a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    const { item } = result;
    const viewer = { ...viewing.viewer, owns: item.guestInfo.bought };
    return ok({ ...item, ...videoMediaFields(context, reply, item, viewer, viewing.guest?.id ?? null) });
  });
}
