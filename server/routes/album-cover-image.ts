/**
 * GET /img/album/:id/:size.svg: an album's cover, drawn on request from its
 * id and title (issue 13 §5: album tiles need a teaser of their own; the
 * pictures themselves stay behind the purchase). Non-explicit generated art,
 * open to everyone the album itself is visible to.
 */
import { createHash } from 'node:crypto';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { previewSvg } from '../images/svg';
import { PREVIEW_SIZES } from '../images/paths';
import { answers, rawAnswer, type TypedApp } from '../schemas/common';

const FILES = PREVIEW_SIZES.map((size) => `${size}.svg`);
const Params = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'a positive integer album id' }),
  file: Type.Enum(FILES, { description: `one of ${FILES.join(', ')}` }),
});
const WIDTHS: Record<string, number> = { 'w320.svg': 320, 'w640.svg': 640, 'w1280.svg': 1280 };

/** Registers the album cover route (before /img/:kind/..., a static segment wins in Fastify's router). */
export async function albumCoverImageRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const schema = { params: Params, response: answers({ 200: rawAnswer('an SVG image', ['image/svg+xml']), 304: { description: 'Not modified', type: 'null' } }, 404) };
  app.get('/img/album/:id/:file', { schema }, async (request, reply) => {
    const id = Number(request.params.id);
    const album = await context.database.db.selectFrom('albums').select(['id', 'title']).where('id', '=', id).executeTakeFirst();
    if (!album) throw new HttpError(404, 'NOT_FOUND', `No album ${id}`, 'params.id');
    const body = previewSvg('cover', album.id + 1000, album.title, WIDTHS[request.params.file] ?? 320);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag).header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(body);
  });
}
