/**
 * Schemas every /rest/v1 route shares: the query parameters every call
 * accepts (spec 000 §7) and the response map of a route, its 2xx answers
 * plus the ErrorBody of each error status it can send. The answers
 * themselves live in sdk/api/schemas: the sdk's types are their Static types.
 */
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { ErrorBodySchema } from '../../sdk/api/schemas/common';

export { ErrorBodySchema };

/** A Fastify instance whose routes are typed by their TypeBox schemas (request.body, params, query and the answers). */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** spec 000 §7: "Language and a caching version are appended as query parameters." */
export const RestQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 35, description: 'a language code such as en or de-AT' })),
  v: Type.Optional(Type.String({ maxLength: 64, description: 'a cache version of at most 64 characters' })),
});

/**
 * The error statuses a route can answer beyond those every route can:
 * 400 (a bad lang or v, or any other field) and 500.
 * 401/403 login required or account locked, 402 payment, 404 unknown item,
 * 409 conflict, 429 rate limit, 451 banned in the guest's country, 503 a provider did not answer,
 * 504 a step behind the route did not answer in time (a chat start).
 */
export type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 451 | 503 | 504;

type ErrorAnswers<E extends number> = { [K in E | 400 | 500]: typeof ErrorBodySchema };

/** A GET route's response map: its answers, and an ErrorBody for 400, 500 and each status in `errors`. */
export function answers<R extends Record<number, TSchema>, E extends ErrorStatus>(ok: R, ...errors: E[]): Omit<ErrorAnswers<E>, keyof R> & R {
  const map: Record<number, TSchema> = {};
  for (const status of [400, ...errors, 500]) map[status] = ErrorBodySchema;
  return { ...map, ...ok } as Omit<ErrorAnswers<E>, keyof R> & R;
}

/** A POST route's response map: as `answers`, plus 413 and 415 (Fastify refuses a body too large or of another media type). */
export function postAnswers<R extends Record<number, TSchema>, E extends ErrorStatus>(ok: R, ...errors: E[]) {
  return answers<R, E | 413 | 415>(ok, 413, 415, ...errors);
}

/** 401 login required and 403 account locked: what requireLogin can answer. */
export const LOGIN = [401, 403] as const;

/** `{ success: true, data }` with success typed as the literal the answer schemas declare. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** The answer of a call that only confirms. */
export const SUCCESS = { success: true } as const;

/** A response that is not JSON (an image, an HTML page): its media types, for the OpenAPI document; Fastify sends the bytes as they are. */
export function rawAnswer(description: string, mediaTypes: readonly string[]) {
  // Bytes on the wire: a Buffer in the handler, a binary string in OpenAPI.
  const schema = Type.Unsafe<Uint8Array | string>({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** 304 Not Modified: the request's If-None-Match names the current answer's ETag; no body (issue 15 item 9). */
export const NotModifiedSchema = Type.Null({ description: 'Not modified: the ETag in If-None-Match is current; no body' });
