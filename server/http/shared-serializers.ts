/**
 * Fastify's response serializer compiler (fast-json-stringify, its own defaults), with one change: a schema object
 * is compiled once per process, not once per route and app. The four apps register the same routes (the site and
 * the white label the whole REST API) and most routes share their error answers' schemas, so the default compiled
 * 2,208 serializers for the four apps (128 distinct schemas), each with its own Ajv instance: over 600,000
 * objects that every full garbage collection marked (bench/search, heap snapshot), and a second of every start.
 * A serializer depends only on its schema and the options, and no app adds shared schemas (`addSchema`) or other
 * serializer options; an app that does compiles its routes as before, uncached.
 */
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type RouteSchema = { schema: object; method: string; url: string; httpStatus: string; contentType?: string };
type Serialize = (data: unknown) => string;
type Compile = (route: RouteSchema) => Serialize;

const compiled = new WeakMap<object, Serialize>();
/** The serializer options the cached serializers were built with (Fastify passes the server's; every app has the defaults). */
let compiledWith: string | null = null;

/** The compilersFactory.buildSerializer for Fastify's schemaController option. */
export const sharedSerializers = ((externalSchemas: Record<string, unknown> | undefined, serializerOptions: Record<string, unknown> | undefined) => {
  const build = (SerializerSelector as unknown as () => (schemas: unknown, options: unknown) => Compile)()(externalSchemas, serializerOptions);
  const options = JSON.stringify(serializerOptions ?? {});
  const cacheable = Object.keys(externalSchemas ?? {}).length === 0 && (compiledWith === null || compiledWith === options);
  if (!cacheable) return build;
  compiledWith = options;
  return (route: RouteSchema) => {
    let serialize = compiled.get(route.schema);
    if (serialize === undefined) compiled.set(route.schema, (serialize = build(route)));
    return serialize;
  };
}) as unknown as SerializerFactory;
