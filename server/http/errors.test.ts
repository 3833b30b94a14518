import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { HttpError, installErrorHandler } from './errors';

function appWith(handler: () => unknown, logs: string[] = []) {
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } } });
  installErrorHandler(app);
  app.get('/boom', { schema: { querystring: Type.Object({ n: Type.Optional(Type.Integer({ minimum: 1, description: 'a positive integer' })) }) } }, handler);
  return app;
}

describe('the error handler', () => {
  it('hides a 5xx behind "Internal server error" and logs the details', async () => {
    const logs: string[] = [];
    const res = await appWith(() => { throw new Error('db password wrong at host x'); }, logs).inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 500, error: 'Internal server error' });
    expect(logs.join('')).toContain('db password wrong at host x');
  });

  it('passes an HttpError on with its status, message and field', async () => {
    const res = await appWith(() => { throw new HttpError(409, 'name is taken', 'body.name'); }).inject({ url: '/boom' });
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 409, error: 'name is taken', field: 'body.name' });
  });

  it('turns schema validation into a 400 naming the query field and the expected value', async () => {
    const res = await appWith(() => 'ok').inject({ url: '/boom?n=0' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, statusCode: 400, error: 'query.n must be a positive integer, got 0', field: 'query.n' });
  });
});
