/**
 * Fastify's validator with one change: request bodies are never coerced.
 * Fastify's Ajv coerces by default (coerceTypes 'array'), which suits the
 * querystring and path parameters (always text: ?page=2, /video/17/buy) but
 * turned a tip of `true`, `[5]`, `"0x10"` or `" 7 "` into 1, 5, 16 and 7 coins
 * (issue 11 A8). A JSON body has real types: a number must come as a number.
 * Both compilers are Fastify's own (@fastify/ajv-compiler, same defaults,
 * formats and options); only the body one has coerceTypes off.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;
type RouteSchema = { schema: unknown; method: string; url: string; httpPart: string };
type Compile = (route: RouteSchema) => unknown;

/** The compilersFactory.buildValidator for Fastify's schemaController option. */
export const nonCoercingBodyValidator = ((externalSchemas: Record<string, unknown>, options: { customOptions?: Record<string, unknown> } = {}) => {
  const build = AjvCompiler() as unknown as (schemas: Record<string, unknown>, options: { customOptions: Record<string, unknown> }) => Compile;
  const coercing = build(externalSchemas, { ...options, customOptions: { ...options.customOptions } });
  const strict = build(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
  return (route: RouteSchema) => (route.httpPart === 'body' ? strict : coercing)(route);
}) as unknown as ValidatorFactory;
