/**
 * Sends one file of a clip (issue 13 §2): "preparing" while the clip is being
 * generated, 404 for a file the clip lacks, single byte ranges, the caller's
 * caching rule. Shared by the video grants
 * (./routes.ts) and the live streams (server/live/routes.ts).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../schemas/common';
import { HttpError } from '../http/errors';
import { byteRange, mediaType } from './files';
import type { MediaLibrary } from './library';

/** How long a player waits before asking again for a clip still being generated. */
export const PREPARING_RETRY_SECONDS = 5;

/** Throws 503 MEDIA_PREPARING (with Retry-After) unless the clip is ready; `what` names it in the message. */
export function requireReadyClip(reply: FastifyReply, media: MediaLibrary, clipKey: string, what: string): void {
  if (media.state(clipKey) === 'ready') return;
  reply.header('Retry-After', String(PREPARING_RETRY_SECONDS));
  throw new HttpError(503, 'MEDIA_PREPARING', `The clip of ${what} is still being prepared`);
}

/** Streams `file` of the clip (the caller has checked the grant and that the name is one the grant opens). */
export async function sendClipFile(
  request: FastifyRequest,
  reply: FastifyReply,
  media: MediaLibrary,
  target: { clipKey: string; file: string; what: string; cacheControl: string },
) {
  const { clipKey, file, what } = target;
  requireReadyClip(reply, media, clipKey, what);
  const path = join(media.root, clipKey, file);
  const size = await stat(path).then((s) => (s.isFile() ? s.size : null), () => null);
  if (size === null) throw new HttpError(404, 'NOT_FOUND', `No file "${file}" in the clip of ${what}`, 'params.*');

  const range = byteRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${size}`);
    throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', `The range "${request.headers.range}" starts past the end of the file (${size} bytes)`, 'headers.range');
  }
  reply
    .header('Cache-Control', target.cacheControl)
    .header('Accept-Ranges', 'bytes')
    .type(mediaType(file));
  if (range.kind === 'full') return reply.header('Content-Length', String(size)).send(createReadStream(path));
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(createReadStream(path, { start: range.start, end: range.end }));
}

/** A file streamed from disk in one of `mediaTypes` (schemas/common rawAnswer, with a stream as the handler's body). */
function fileAnswer(description: string, mediaTypes: readonly string[]) {
  const schema = Type.Unsafe<string | Uint8Array | NodeJS.ReadableStream>({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** The answers of a signed media route (video files and live streams share them): a file, a range of it, or an error body. */
export function mediaFileResponses(mediaTypes: readonly string[], whole: string, range: string) {
  return {
    200: fileAnswer(whole, mediaTypes),
    206: fileAnswer(range, mediaTypes),
    400: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
    416: ErrorBodySchema,
    500: ErrorBodySchema,
    503: ErrorBodySchema,
  };
}
