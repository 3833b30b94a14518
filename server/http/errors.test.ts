import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { HttpError, installErrorHandler } from './errors';

function appWith(handler: () => unknown, logs: string[] = []) {
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } } });
  installErrorHandler(app);
  app.get('/boom', { schema: { querystring: Type.Object({ n: Type.Optional(Type.Integer({ minimum: 1, description: 'a positive integer' })) }) } }, handler);
  app.post('/echo', { bodyLimit: 64, schema: { body: Type.Object({ n: Type.Integer() }) } }, async (request) => request.body);
  return app;
}

describe('the error handler', () => {
  it('hides a 5xx behind "Internal server error" and logs the details', async () => {
    const logs: string[] = [];
    const res = await appWith(() => { throw new Error('db password wrong at host x'); }, logs).inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 500, code: 'INTERNAL_ERROR', error: 'Internal server error', field: null });
    expect(logs.join('')).toContain('db password wrong at host x');
  });

  it('passes an HttpError on with its status, code, message and field', async () => {
    const res = await appWith(() => { throw new HttpError(409, 'NAME_TAKEN', 'name is taken', 'body.name'); }).inject({ url: '/boom' });
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 409, code: 'NAME_TAKEN', error: 'name is taken', field: 'body.name' });
  });

  it('says field null when an HttpError names no field (DESIGN.md: "Every 4xx answer carries a machine-readable code and the offending field")', async () => {
    const res = await appWith(() => { throw new HttpError(401, 'LOGIN_REQUIRED', 'Login required'); }).inject({ url: '/boom' });
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 401, code: 'LOGIN_REQUIRED', error: 'Login required', field: null });
  });

  it('turns schema validation into a 400 VALIDATION_FAILED naming the query field and the expected value', async () => {
    const res = await appWith(() => 'ok').inject({ url: '/boom?n=0' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 400, code: 'VALIDATION_FAILED', error: 'query.n must be a positive integer, got 0', field: 'query.n' });
  });

  // Fastify's own 4xx: the body parser refuses before any route code runs.
  it.each([
    ['a body that is not JSON', { 'content-type': 'application/json' }, '{"n":', 400, 'INVALID_JSON', 'body'],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400, 'INVALID_JSON', 'body'],
    ['a body over the limit', { 'content-type': 'application/json' }, JSON.stringify({ n: 1, pad: 'x'.repeat(100) }), 413, 'BODY_TOO_LARGE', 'body'],
    ['an unsupported media type', { 'content-type': 'application/x-unknown' }, 'n=1', 415, 'UNSUPPORTED_MEDIA_TYPE', 'headers.content-type'],
  ])('%s answers %i with code %s naming %s', async (_name, headers, payload, status, code, field) => {
    const res = await appWith(() => 'ok').inject({ method: 'POST', url: '/echo', headers, payload });
    expect(res.statusCode).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, statusCode: status, code, field });
  });
});
