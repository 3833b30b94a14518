/** GET /img/:kind/:id/:size.svg: seed-generated images, cached for a year; GET /img/gift/:id/s.svg: messenger gift pictures. */
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { ALL_SIZES, IMAGE_KINDS, imageKey, type ImageSize } from '../images/paths';
import { giftSvg } from '../images/svg';
import { giftCatalog, TOY_CONTROLS } from '../messenger/gifts';
import { answers, rawAnswer, type TypedApp } from '../schemas/common';
import { assertPictureAccess } from '../trust/picture-access';

const FILES = ALL_SIZES.map((size) => `${size}.svg`);
const Params = Type.Object({
  kind: Type.Enum([...IMAGE_KINDS], { description: `one of ${IMAGE_KINDS.join(', ')}` }),
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'a positive integer id' }),
  file: Type.Enum(FILES, { description: `one of ${FILES.join(', ')}` }),
});

/** The ETag matches one of If-None-Match's entries (or *). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const GiftParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'a positive integer gift id' }),
  file: Type.Enum(['s.svg'], { description: 'one of s.svg' }),
});

/** An SVG opened directly must not run anything, whatever it contains. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Serves images from the images table; 304 when the client's ETag is current; album pictures only to guests they are open to. */
export async function imageRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = {
    params: Params,
    // 304 when If-None-Match holds the current ETag; 403/451 for an album picture the guest may not open.
    response: answers({ 200: rawAnswer('an SVG image', ['image/svg+xml']), 304: { description: 'Not modified', type: 'null' } }, 403, 404, 451),
  };
  app.get('/img/:kind/:id/:file', { schema }, async (request, reply) => {
    const { kind, id, file } = request.params;
    const size = file.slice(0, -'.svg'.length) as ImageSize;
    // Album pictures are gated per guest (age check, purchase); previews, covers and avatars are public teasers.
    const gated = kind === 'picture';
    if (gated) await assertPictureAccess(request, context, Number(id));
    const image = await context.images.find(imageKey(kind, Number(id), size));
    if (!image) throw new HttpError(404, 'NOT_FOUND', `No ${kind} image ${id} in size ${size}`);
    if (gated) reply.header('Vary', 'Cookie, Authorization');
    reply
      // Gated: no shared cache, and the browser asks again each time (the gate runs before the 304).
      .header('Cache-Control', gated ? 'private, no-cache' : 'public, max-age=31536000, immutable')
      .header('ETag', image.etag)
      .header('Content-Security-Policy', SVG_CSP);
    if (matches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type(image.content_type).send(image.body);
  });

  // The gift catalog's imageUrl (/img/gift/<id>/s.svg, gifts table and toy controls): drawn from the gift's id and
  // name on request, not seeded, so a gift added to the table has its picture at once. Static "gift" wins over :kind.
  const giftSchema = {
    params: GiftParams,
    response: answers({ 200: rawAnswer('an SVG image', ['image/svg+xml']), 304: { description: 'Not modified', type: 'null' } }, 404),
  };
  app.get('/img/gift/:id/:file', { schema: giftSchema }, async (request, reply) => {
    const id = Number(request.params.id);
    const gift = [...(await giftCatalog(context.database.db)), ...TOY_CONTROLS].find((candidate) => candidate.id === id);
    if (!gift) throw new HttpError(404, 'NOT_FOUND', `No gift ${id}`, 'id');
    const body = giftSvg(gift.id, gift.name);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    // A day, not a year: a renamed gift gets its new label (and ETag) the next day.
    reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag).header('Content-Security-Policy', SVG_CSP);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(body);
  });
}
