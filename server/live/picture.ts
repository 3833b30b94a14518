/**
 * GET /media/live-picture/<actorId>.jpg (live contract §2): the live tile's
 * picture, the clip thumbnail at the stream's current position, public for
 * 10 s (tiles refresh it with `?t=<10 s bucket>`); offline -> 404 LIVE_OFFLINE.
 */
import { Type } from 'typebox';
import { actorPhaseSeconds, clipKeyForActor, liveWindow, thumbnailAt } from '../../sdk/live/stream';
import { thumbnailFile } from '../../sdk/media/entitlement';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { requireReadyClip, sendClipFile } from '../media/send-file';
import { ErrorBodySchema, type TypedApp } from '../schemas/common';
import { clipSegments } from './clip-segments';

/** Seconds a live picture may be cached: the tiles' refresh period. */
export const LIVE_PICTURE_MAX_AGE = 10;

const Params = Type.Object({
  picture: Type.String({ pattern: '^[1-9][0-9]{0,8}\\.jpg$', description: '<actorId>.jpg' }),
});
const Query = Type.Object({
  t: Type.Optional(Type.String({ maxLength: 20, description: 'a cache buster: the 10 s bucket the tile asks for' })),
});
const picture = Type.Unsafe<Uint8Array | NodeJS.ReadableStream>({ type: 'string', format: 'binary' });
const schema = {
  params: Params,
  querystring: Query,
  response: {
    200: { description: 'the picture', content: { 'image/jpeg': { schema: picture } } },
    400: ErrorBodySchema,
    404: ErrorBodySchema,
    500: ErrorBodySchema,
    503: ErrorBodySchema,
  },
};

export async function livePictureRoutes(app: TypedApp, { context }: { context: AppContext }) {
  app.get('/media/live-picture/:picture', { schema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const actorId = Number.parseInt(request.params.picture, 10);
    if ((await context.live.state(actorId)) === 'offline') throw new HttpError(404, 'LIVE_OFFLINE', `Performer ${actorId} is offline`);
    const clipKey = clipKeyForActor(actorId);
    const what = `the live stream of performer ${actorId}`;
    requireReadyClip(reply, context.media, clipKey, what);
    const clip = context.media.clip(clipKey)!;
    // The position on the same timeline the playlists use (their lowest rendition's segments).
    const segments = await clipSegments(context.media.root, clipKey, clip.renditions[0]!.name);
    const seconds = segments.map((s) => s.seconds);
    const { clipPosition } = liveWindow(seconds, context.live.now(), { phaseSeconds: actorPhaseSeconds(actorId) });
    const duration = seconds.reduce((sum, s) => sum + s, 0);
    const file = thumbnailFile(thumbnailAt(clipPosition, duration, clip.thumbnailCount));
    return sendClipFile(request, reply, context.media, { clipKey, file, what, cacheControl: `public, max-age=${LIVE_PICTURE_MAX_AGE}` });
  });
}
