/**
 * Response serializers compiled once per schema object for every app of the process (http/shared-serializers.ts), and
 * the same answers as Fastify's own compiler.
 */
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { sharedSerializers } from './shared-serializers';

const Answer = Type.Object({ success: Type.Literal(true), data: Type.Object({ id: Type.Integer(), name: Type.String() }) });

function appWith(schema: object) {
  const app = Fastify({ logger: false, schemaController: { compilersFactory: { buildSerializer: sharedSerializers } } });
  // `secret` is not in the schema: a serializer of this schema leaves it out.
  app.get('/thing', { schema: { response: { 200: schema } } }, async () => ({ success: true, data: { id: 7, name: 'Amber "A"', secret: 'x' } }));
  return app;
}

describe('sharedSerializers', () => {
  const compile = (external?: Record<string, unknown>) =>
    (sharedSerializers as unknown as (schemas?: Record<string, unknown>, options?: Record<string, unknown>) => (route: { schema: object; method: string; url: string; httpStatus: string }) => unknown)(external, {});

  it('compiles a schema object once for every app and route, and two schemas apart', () => {
    const one = compile();
    const other = compile();
    const route = (schema: object, url: string) => ({ schema, method: 'GET', url, httpStatus: '200' });
    expect(one(route(Answer, '/a'))).toBe(other(route(Answer, '/b')));
    const Second = Type.Object({ id: Type.Integer() });
    expect(one(route(Second, '/a'))).not.toBe(one(route(Answer, '/a')));
  });

  it('an app with shared schemas (addSchema) compiles its own', () => {
    const route = { schema: Answer, method: 'GET', url: '/a', httpStatus: '200' };
    expect(compile({ Other: { $id: 'Other', type: 'string' } })(route)).not.toBe(compile()(route));
  });

  it('two apps answer as the schema writes (fields outside it left out)', async () => {
    for (const app of [appWith(Answer), appWith(Answer)]) {
      const response = await app.inject({ url: '/thing' });
      expect(response.body).toBe('{"success":true,"data":{"id":7,"name":"Amber \\"A\\""}}');
      await app.close();
    }
  });
});
