/**
 * POST messenger/image (raw JPEG, PNG or WebP bytes, at most 5 MB) and
 * GET messenger/image/{id}, served only to the guest who uploaded it, with
 * headers that keep a browser from running or sniffing anything in it.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { MESSAGE_IMAGE_MAX_BYTES, MESSAGE_IMAGE_TYPES } from '../../../sdk/messenger/types';
import type { AppContext } from '../../context';
import { requireLogin } from '../../guests/current-guest';
import { errorBody, HttpError } from '../../http/errors';
import { ownedMessageImage, storeMessageImage } from '../../messenger/images';
import { MessageImageSchema } from '../../../sdk/api/schemas/messenger';
import { answers, LOGIN, postAnswers, rawAnswer, RestQuery, type TypedApp } from '../../schemas/common';

const ImageParams = Type.Object({ imageId: Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'an image id (a UUID)' }) });

/** The code of each refusal storeMessageImage can answer: bytes that are no image of the declared type are a bad body. */
const UPLOAD_CODES = { 400: 'VALIDATION_FAILED', 413: 'BODY_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' } as const;

const TOO_LARGE = `expected an image of at most ${MESSAGE_IMAGE_MAX_BYTES} bytes (5 MB), got a larger body`;

/** Turns Fastify's own body errors on the upload into messages naming the limit or the accepted types; others go to the app's handler. */
function uploadErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(errorBody(413, 'BODY_TOO_LARGE', TOO_LARGE, 'body'));
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.code(415).send(errorBody(415, 'UNSUPPORTED_MEDIA_TYPE', `expected Content-Type ${MESSAGE_IMAGE_TYPES.join(', ')}, got ${JSON.stringify(request.headers['content-type'] ?? null)}`, 'headers.content-type'));
  }
  throw error;
}

/** Registers the image upload and download (in its own scope: only it parses image bodies). */
export async function messengerImageRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  app.addContentTypeParser([...MESSAGE_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: MESSAGE_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));

  const uploadSchema = {
    querystring: RestQuery,
    description: `The body is the raw image: ${MESSAGE_IMAGE_TYPES.join(', ')}, at most ${MESSAGE_IMAGE_MAX_BYTES} bytes.`,
    response: postAnswers({ 200: MessageImageSchema }, ...LOGIN),
  };
  app.post('/messenger/image', { schema: uploadSchema, bodyLimit: MESSAGE_IMAGE_MAX_BYTES, errorHandler: uploadErrors }, async (request) => {
    const guest = await requireLogin(request, context);
    const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!Buffer.isBuffer(request.body)) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `expected Content-Type ${MESSAGE_IMAGE_TYPES.join(', ')}, got ${JSON.stringify(declared)}`, 'headers.content-type');
    }
    const upload = await storeMessageImage(db, guest.id, declared, request.body);
    if (!upload.ok) throw new HttpError(upload.status, UPLOAD_CODES[upload.status], upload.error, upload.status === 415 ? 'headers.content-type' : 'body');
    return upload.image;
  });

  const downloadSchema = { params: ImageParams, querystring: RestQuery, response: answers({ 200: rawAnswer('the image bytes', MESSAGE_IMAGE_TYPES) }, ...LOGIN, 404) };
  app.get('/messenger/image/:imageId', { schema: downloadSchema }, async (request, reply) => {
    const guest = await requireLogin(request, context);
    const { imageId } = request.params;
    const image = await ownedMessageImage(db, guest.id, imageId);
    // 404 for someone else's image too: its existence is not disclosed.
    if (!image) throw new HttpError(404, 'NOT_FOUND', `No image ${JSON.stringify(imageId)} of this guest`, 'params.imageId');
    return reply
      .type(image.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Vary', 'Cookie, Authorization')
      .send(image.bytes);
  });
}
