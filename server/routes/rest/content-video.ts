/** GET /rest/v1/video/:videoId: the video page with its restrictions (issue 3 §6). */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { VideoAnswer } from '../../../sdk/api/types';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { RestQuery } from '../../schemas/common';
import { videoDetail } from '../../trust/media';
import { viewerOf, viewingGuest } from '../../trust/viewer';

const Params = Type.Object({
  videoId: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'a positive integer video id' }),
});

/** The video with restrictions and guestInfo.bought for the calling guest; 451 when its performer bans the guest's country. */
export async function contentVideoRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.get('/video/:videoId', { schema: { params: Params, querystring: RestQuery } }, async (request, reply): Promise<VideoAnswer> => {
    const videoId = Number((request.params as { videoId: string }).videoId);
    const country = guestCountry(request, context);
    const viewing = await viewingGuest(request, context);
    const result = await videoDetail(context.database.db, videoId, country, () => viewerOf(context, viewing, 'video', videoId));
    if (result.status === 'unknown') throw new HttpError(404, 'NOT_FOUND', `No video with the id ${videoId}`, 'params.videoId');
    if (result.status === 'banned') throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `Videos of ${result.actorName} are not available in your country (${country})`);
    // Restrictions and bought differ per guest: never from a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    return { success: true, data: result.item };
  });
}
