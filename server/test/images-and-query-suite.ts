/** Part of the API suite (server/test/api-suite.ts): /img and the query service, for one dialect. */
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/token';
import { TEST_TOKEN_SECRET, type TestApps } from './harness';

/** Registers the image and /vxql tests; `apps` is read lazily, after the suite's beforeAll. */
export function defineImageAndQueryTests(apps: () => TestApps) {
  describe('GET /img', () => {
    // Public teasers only: album pictures are content, gated per guest (server/trust/test/media-suite.ts).
    it.each([
      ['/img/performer/1/w60.svg', 60, 60],
      ['/img/performer/1/w640.svg', 640, 640],
      ['/img/video/1/w1280.svg', 1280, 720],
      ['/img/cover/1/w640.svg', 640, 360],
    ])('%s is an SVG of %ix%i cached for a year with an ETag', async (url, width, height) => {
      const res = await apps().site.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.body).toContain(`width="${width}" height="${height}"`);
    });
    it('answers 304 when If-None-Match carries the current ETag', async () => {
      const first = await apps().site.inject({ url: '/img/video/2/w320.svg' });
      const again = await apps().site.inject({ url: '/img/video/2/w320.svg', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
    // issue 12 §8 "gift images answer 400 (/img/gift/1/s.svg ...)": every gift of the catalog, toy controls too, has a picture.
    it.each(['/img/gift/1/s.svg', '/img/gift/4/s.svg', '/img/gift/101/s.svg'])('the messenger gift picture %s is an SVG with an ETag', async (url) => {
      const res = await apps().site.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.body).toMatch(/^<svg [^>]*width="96" height="96"/);
      const again = await apps().site.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });
    it.each([
      ['/img/gift/999/s.svg', 404, 'id'],
      ['/img/gift/1/w60.svg', 400, 'params.file'],
    ])('%s -> %i naming %s', async (url, status, field) => {
      const res = await apps().site.inject({ url });
      expect(res.statusCode).toBe(status);
      expect(JSON.parse(res.body).field).toBe(field);
    });
    it.each([
      ['/img/performer/999999/w60.svg', 404, null],
      ['/img/performer/1/w1280.svg', 404, null],
      ['/img/poster/1/w60.svg', 400, 'params.kind'],
      ['/img/video/1/w99.svg', 400, 'params.file'],
    ])('%s -> %i', async (url, status, field) => {
      const res = await apps().site.inject({ url });
      expect(res.statusCode).toBe(status);
      expect(JSON.parse(res.body).field).toBe(field);
    });
  });

  describe('POST /vxql (query service)', () => {
    const query = { query: '{ models(first: 2) { total items { id name avatar } } tags(first: 3) { name count } }' };
    it.each([
      ['no token at all', {}, 'Missing Vxql-Token'],
      ['an empty bearer', { authorization: 'Bearer ' }, 'Missing Vxql-Token'],
      ['a malformed token', { authorization: 'Bearer abc' }, 'Invalid Vxql-Token: the token is not a well-formed JWT'],
    ])('rejects a call with %s: 401 (spec 000 §5 "Missing Vxql-Token")', async (_name, headers, message) => {
      const res = await apps().site.inject({ method: 'POST', url: '/vxql', payload: query, headers });
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, statusCode: 401, error: message });
    });
    it('rejects a token signed with another secret, saying why', async () => {
      const token = await signAccessToken('another-secret-another-secret-0123456');
      const res = await apps().site.inject({ method: 'POST', url: '/vxql', payload: query, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body).error).toBe('Invalid Vxql-Token: the token signature does not match');
    });
    it.each(['header', 'query parameter'])('answers with a valid token in the %s (spec 000 §6)', async (where) => {
      const token = await signAccessToken(TEST_TOKEN_SECRET, { sub: 'guest-1' });
      const res = await apps().site.inject({
        method: 'POST',
        url: where === 'header' ? '/vxql' : `/vxql?access_token=${token}`,
        payload: query,
        headers: where === 'header' ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode).toBe(200);
      const body = JSON.parse(res.body);
      expect(body.errors).toBeUndefined();
      expect(body.data.models.items).toHaveLength(2);
      expect(body.data.models.total).toBeGreaterThan(2);
      expect(body.data.tags).toHaveLength(3);
    });
    it('reports a bad argument as a GraphQL error', async () => {
      const token = await signAccessToken(TEST_TOKEN_SECRET);
      const res = await apps().site.inject({ method: 'POST', url: '/vxql', payload: { query: '{ videos(first: 500) { total } }' }, headers: { authorization: `Bearer ${token}` } });
      expect(JSON.parse(res.body).errors[0].message).toBe('first must be an integer from 1 to 100, got 500');
    });
    it('rejects a body without a query naming body.query', async () => {
      const token = await signAccessToken(TEST_TOKEN_SECRET);
      const res = await apps().site.inject({ method: 'POST', url: '/vxql', payload: { variables: {} }, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ field: 'body.query', error: 'body.query is required (a GraphQL query of at most 20000 characters)' });
    });
  });
}
