/**
 * A video grid page joined from its tiles' kept texts (./tile-page.ts): the bytes must be exactly those the tileGrid
 * route's response schema serializer writes for the same page, whatever the tiles hold (titles and names with quotes,
 * backslashes, U+2028, the frame's own text), and the ETag must tell different pages apart.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TileGridPageSchema } from '../../sdk/api/schemas/catalog';
import type { VideoTile } from '../../sdk/api/types';
import { ANONYMOUS_VIEWER } from '../../sdk/trust';
import { toVideoTile } from '../repositories/videos';
import { answers, NotModifiedSchema } from '../schemas/common';
import { etagOf, routeSerializer } from './answer-cache';
import { gridAnswer, tilePageAnswer, type GridAnswer } from './tile-page';

const TRICKY = ['Anna', 'Zoë "Z" \u2028 \u2029 end', '],"total":0}}', '{"success":true,"data":{"initialTiles":[', 'back\\slash \\"', 'tab\tnew\nline 😀'];

/** New tile objects every call: the texts are kept per tile object, and each test must make its own. */
const tiles = (titles: string[]): VideoTile[] =>
  titles.map((title, i) => toVideoTile({
    id: i + 1, performer_id: 100 + i, performer_name: titles[titles.length - 1 - i]!, title, duration: 600 + i, price: i * 10,
    base_price: i * 12, free: i === 0 ? 1 : 0, vip: i % 2, is_new: 1, on_sale: 0, classic: 0, age_rating: i % 2 ? 18 : 16,
    released_at: '2026-11-01T00:00:00.000Z',
  }, { ...ANONYMOUS_VIEWER, owns: false }));

describe('video grid page joined from kept tile texts', () => {
  let app: FastifyInstance;
  // The tiles of a request, by name, made once: the second request of a pair reads the texts kept by the first.
  const pages = new Map<string, { items: VideoTile[]; total: number }>();
  beforeAll(async () => {
    app = Fastify();
    // The tileGrid route's response schemas (routes/rest/tile-grid.ts).
    const schema = { response: answers({ 200: TileGridPageSchema, 304: NotModifiedSchema }, 404) };
    app.get<{ Params: { name: string } }>('/whole/:name', { schema }, async (request) => {
      const page = pages.get(request.params.name)!;
      return gridAnswer(page.items, page.total);
    });
    app.get<{ Params: { name: string }; Querystring: { serializer?: 'reordered' } }>('/joined/:name', { schema }, async (request, reply) => {
      const page = pages.get(request.params.name)!;
      const route = routeSerializer(reply) as (value: GridAnswer) => string;
      // A serializer that writes the total first: the frame is not the expected one.
      const reordered = (value: GridAnswer) => JSON.stringify({ data: { total: value.data.total, initialTiles: value.data.initialTiles }, success: true });
      const answer = tilePageAnswer(page.items, page.total, request.query.serializer === 'reordered' ? reordered : route);
      return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['tricky titles and names', TRICKY, 6],
    ['one tile', ['solo'], 1],
    ['no tile', [], 0],
    ['a large total', TRICKY.slice(0, 3), 123_456_789],
  ] as const)('%s: the joined bytes equal the route serializer\'s, the first time and from kept texts', async (name, titles, total) => {
    pages.set(name, { items: tiles([...titles]), total });
    const whole = await app.inject({ method: 'GET', url: `/whole/${encodeURIComponent(name)}` });
    for (let round = 0; round < 2; round++) {
      const joined = await app.inject({ method: 'GET', url: `/joined/${encodeURIComponent(name)}` });
      expect(joined.statusCode).toBe(200);
      expect(joined.rawPayload.equals(whole.rawPayload)).toBe(true);
      expect(joined.json()).toEqual(JSON.parse(whole.body));
      // Joined, not the fallback (which hashes the whole body; without tiles the two are the same hash).
      if (titles.length > 0) expect(joined.headers.etag).not.toBe(etagOf(joined.body));
    }
  });

  it('the ETag is the same for the same bytes and differs when a tile or the total differs', async () => {
    const etag = async (name: string, titles: string[], total: number) => {
      pages.set(name, { items: tiles(titles), total });
      return (await app.inject({ method: 'GET', url: `/joined/${name}` })).headers.etag;
    };
    const first = await etag('a', ['x', 'y'], 2);
    expect(first).toMatch(/^"[\w-]+"$/);
    // New tile objects with the same content: the same bytes, the same ETag.
    expect(await etag('b', ['x', 'y'], 2)).toBe(first);
    expect(await etag('c', ['x', 'z'], 2)).not.toBe(first);
    expect(await etag('d', ['y', 'x'], 2)).not.toBe(first);
    expect(await etag('e', ['x', 'y'], 3)).not.toBe(first);
  });

  it('a serializer writing another frame is not cut: the page is serialized whole, still correct', async () => {
    pages.set('reordered', { items: tiles(TRICKY), total: 6 });
    const joined = await app.inject({ method: 'GET', url: '/joined/reordered?serializer=reordered' });
    expect(joined.json()).toEqual({ success: true, data: { initialTiles: JSON.parse(JSON.stringify(tiles(TRICKY))), total: 6 } });
    expect(joined.body.startsWith('{"data":{"total":6,')).toBe(true);
    expect(joined.headers.etag).toBe(etagOf(joined.body));
  });
});
