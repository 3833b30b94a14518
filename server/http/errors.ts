/**
 * The one error handler: a 4xx carries a machine-readable code (sdk/api/error-codes),
 * a message a developer can act on and the field at fault (null when none is);
 * a 5xx says "Internal server error" and logs the details.
 * Every error body is the ErrorBody of sdk/api/types.ts.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../sdk/api/error-codes';
import type { ErrorBody } from '../../sdk/api/types';
import { bounded } from './preview';
import { describeValidationError, type SchemaError } from './validation';

/** Thrown by routes for an expected failure: status, code, message, and the field at fault if any. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Error texts are one sentence and field names a short path; both may carry caller input, so both are cut. */
const MAX_ERROR_LENGTH = 500;
const MAX_FIELD_LENGTH = 200;

/** Builds an ErrorBody; `field` is null when no single field is at fault (bounded: an attacker's input never comes back at length). */
export function errorBody(statusCode: number, code: ErrorCode, error: string, field: string | null = null): ErrorBody {
  return { success: false, statusCode, code, error: bounded(error, MAX_ERROR_LENGTH), field: field === null ? null : bounded(field, MAX_FIELD_LENGTH) };
}

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

/** Fastify's own 4xx (body parsing, URL decoding): their code and the part of the request at fault. */
const FASTIFY_ERRORS: Record<string, [ErrorCode, string | null]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_JSON', 'body'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['BODY_TOO_LARGE', 'body'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'headers.content-type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'headers.content-length'],
};

/** The ErrorBody of a 4xx Fastify raised itself (bad JSON body, body too large, unsupported media type ...). */
export function fastifyErrorBody(status: number, error: FastifyError): ErrorBody {
  const [code, field] = FASTIFY_ERRORS[error.code] ?? (['BAD_REQUEST', null] as const);
  return errorBody(status, code, error.message, field);
}

/** The JSON 404 of a path no route serves. */
export function routeNotFoundBody(method: string, url: string): ErrorBody {
  return errorBody(404, 'ROUTE_NOT_FOUND', `No route ${method} ${url.split('?')[0]}`);
}

/** Installs the error handler on an app (each site sets its own 404 handler with routeNotFoundBody). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.code, error.message, error.field));
    }
    if (error.validation && error.validation.length > 0) {
      // Fastify's own schema validation: name the field as "<part>.<path>" and say what was expected.
      const context = error.validationContext ?? 'body';
      const root = CONTEXT_NAMES[context] ?? context;
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context];
      const value = (request as unknown as Record<string, unknown>)[context === 'querystring' ? 'query' : context];
      const { message, field } = describeValidationError(root, schema, value, error.validation as SchemaError[]);
      return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', message, field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON body, body too large, unsupported media type) already explain themselves.
      return reply.code(status).send(fastifyErrorBody(status, error));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'INTERNAL_ERROR', 'Internal server error'));
  });
}
