/**
 * The one error handler: a 4xx carries a message a caller can act on and the
 * field at fault; a 5xx says "Internal server error" and logs the details.
 * Every error body is the ErrorBody of sdk/api/types.ts.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../sdk/api/types';
import { bounded } from './preview';
import { describeValidationError, type SchemaError } from './validation';

/** Thrown by routes for an expected failure: status, message, the field at fault if any, and a machine-readable code if any. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** ErrorBody.code: a reason a client branches on. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Error texts are one sentence and field names a short path; both may carry caller input, so both are cut. */
const MAX_ERROR_LENGTH = 500;
const MAX_FIELD_LENGTH = 200;

/** Builds an ErrorBody (bounded: an attacker's input never comes back at length). */
export function errorBody(statusCode: number, error: string, field?: string, code?: string): ErrorBody {
  const body: ErrorBody = { success: false, statusCode, error: bounded(error, MAX_ERROR_LENGTH) };
  if (field !== undefined) body.field = bounded(field, MAX_FIELD_LENGTH);
  if (code !== undefined) body.code = code;
  return body;
}

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

/** Installs the error handler and the JSON 404 handler on an app. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.field, error.code));
    }
    if (error.validation && error.validation.length > 0) {
      // Fastify's own schema validation: name the field as "<part>.<path>" and say what was expected.
      const context = error.validationContext ?? 'body';
      const root = CONTEXT_NAMES[context] ?? context;
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context];
      const value = (request as unknown as Record<string, unknown>)[context === 'querystring' ? 'query' : context];
      const { message, field } = describeValidationError(root, schema, value, error.validation as SchemaError[]);
      return reply.code(400).send(errorBody(400, message, field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON body, body too large, unsupported media type) already explain themselves.
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Internal server error'));
  });
}
