/**
 * GET /media/hls/<videoId>/<kind>/<guest>/<exp>/<sig>/<file>: the clip files
 * behind a signed grant (issue 13 §2, media contract §2). Served by the
 * platform plugin on the site and the white-label origin. A request needs no
 * database: the HMAC checks, clipKeyForVideo and the library's in-memory state.
 */
import { Type } from 'typebox';
import { clipKeyForVideo } from '../../sdk/media/clips';
import type { AppContext } from '../context';
import { readCookie } from '../guests/cookies';
import { HttpError } from '../http/errors';
import { ErrorBodySchema, type TypedApp } from '../schemas/common';
import { allowedFile } from './files';
import { mediaFileResponses, sendClipFile } from './send-file';
import { checkGrant, MEDIA_COOKIE, MEDIA_PREFIX, mediaSecret } from './signing';

export { PREPARING_RETRY_SECONDS } from './send-file';

const segment = (what: string) => Type.String({ maxLength: 100, description: what });
const Params = Type.Object({
  videoId: segment('the video id'),
  kind: segment('full, trailer or thumbs'),
  guest: segment('the guest id the grant is bound to, or - for none'),
  exp: segment('the expiry in Unix seconds'),
  sig: segment('the base64url HMAC-SHA256 signature of the grant'),
  '*': Type.String({ maxLength: 200, description: 'the file inside the clip: master.m3u8, 480p/seg-00001.ts, trailer/index.m3u8, thumbs/042.jpg …' }),
});

const MEDIA_TYPES = ['application/vnd.apple.mpegurl', 'video/mp2t', 'image/jpeg'];
const schema = {
  params: Params,
  response: mediaFileResponses(MEDIA_TYPES, 'the file', 'the requested byte range of the file'),
};

/** Registers the media route (expiry against the real clock: signing.test.ts moves a fake one through checkGrant). */
export async function mediaRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const key = mediaSecret(context.tokenSecret);

  app.get(`${MEDIA_PREFIX}/:videoId/:kind/:guest/:exp/:sig/*`, { schema }, async (request, reply) => {
    // Errors are never cached: a fresh grant or a finished clip answers the same URL differently.
    reply.header('Cache-Control', 'no-store');
    const nowMs = Date.now();
    const { '*': file, ...parts } = request.params;
    const check = checkGrant(key, parts, readCookie(request, MEDIA_COOKIE), nowMs);
    if (!check.ok) throw new HttpError(403, check.code, `Media link refused: ${check.reason}`);
    const { grant } = check;
    if (!allowedFile(grant.kind, file)) {
      // A path that tries to leave the clip is refused as such; any other unknown name simply does not exist.
      if (/\.\.|\\|^\//.test(file)) throw new HttpError(400, 'BAD_REQUEST', `The file path "${file}" leaves the clip`, 'params.*');
      throw new HttpError(404, 'NOT_FOUND', `No file "${file}" in a ${grant.kind} grant`, 'params.*');
    }
    return sendClipFile(request, reply, context.media, {
      clipKey: clipKeyForVideo(grant.videoId), file, what: `video ${grant.videoId}`,
      // Private: the grant is per guest; no longer than the grant lives.
      cacheControl: `private, max-age=${Math.max(0, grant.expiresAt - Math.floor(nowMs / 1000))}`,
    });
  });
}
