/**
 * GET /media/hls/<videoId>/<kind>/<guest>/<exp>/<sig>/<file>: the clip files
 * behind a signed grant (issue 13 §2, media contract §2). Served by the
 * platform plugin on the site and the white-label origin. A request needs no
 * database: the HMAC checks, clipKeyForVideo and the library's in-memory state.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { clipKeyForVideo } from '../../sdk/media/clips';
import type { AppContext } from '../context';
import { readCookie } from '../guests/cookies';
import { HttpError } from '../http/errors';
import { ErrorBodySchema, type TypedApp } from '../schemas/common';
import { allowedFile, byteRange, mediaType } from './files';
import { checkGrant, MEDIA_COOKIE, MEDIA_PREFIX, mediaSecret } from './signing';

/** How long a player waits before asking again for a clip still being generated. */
export const PREPARING_RETRY_SECONDS = 5;

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
/** A file streamed from disk (schemas/common rawAnswer, with a stream as the handler's body). */
function fileAnswer(description: string) {
  const schema = Type.Unsafe<Uint8Array | NodeJS.ReadableStream>({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(MEDIA_TYPES.map((type) => [type, { schema }])) };
}
const schema = {
  params: Params,
  response: {
    200: fileAnswer('the file'),
    206: fileAnswer('the requested byte range of the file'),
    400: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
    416: ErrorBodySchema,
    500: ErrorBodySchema,
    503: ErrorBodySchema,
  },
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
    const media = context.media;
    const clipKey = clipKeyForVideo(grant.videoId);
    if (media.state(clipKey) !== 'ready') {
      reply.header('Retry-After', String(PREPARING_RETRY_SECONDS));
      throw new HttpError(503, 'MEDIA_PREPARING', `The clip of video ${grant.videoId} is still being prepared`);
    }
    const path = join(media.root, clipKey, file);
    const size = await stat(path).then((s) => (s.isFile() ? s.size : null), () => null);
    if (size === null) throw new HttpError(404, 'NOT_FOUND', `No file "${file}" in the clip of video ${grant.videoId}`, 'params.*');

    const range = byteRange(request.headers.range, size);
    if (range.kind === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${size}`);
      throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', `The range "${request.headers.range}" starts past the end of the file (${size} bytes)`, 'headers.range');
    }
    // Private: the grant is per guest; no longer than the grant lives.
    reply
      .header('Cache-Control', `private, max-age=${Math.max(0, grant.expiresAt - Math.floor(nowMs / 1000))}`)
      .header('Accept-Ranges', 'bytes')
      .type(mediaType(file));
    if (range.kind === 'full') return reply.header('Content-Length', String(size)).send(createReadStream(path));
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(createReadStream(path, { start: range.start, end: range.end }));
  });
}
