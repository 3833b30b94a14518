/**
 * Building blocks of the wire schemas: the ErrorBody every 4xx/5xx carries and
 * the `{ success: true, data }` envelope. The server validates and serializes
 * with these; the sdk imports only their Static types (`import type`), so no
 * widget bundle carries TypeBox.
 */
import { Type, type TSchema } from 'typebox';
import { ERROR_CODES } from '../error-codes';

/** A value or null (JSON has no undefined: a missing value is null on the wire). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Every 4xx/5xx body; see ErrorBody in ../types for what each field means. */
export const ErrorBodySchema = Type.Object(
  {
    success: Type.Literal(false),
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.Enum([...ERROR_CODES], { description: 'machine-readable: clients choose their words by it (sdk/i18n/errors)' }),
    error: Type.String({ description: 'an English sentence for developers and logs' }),
    field: Nullable(Type.String({ description: 'the request part at fault as <part>.<path>, e.g. body.email; null when no field is at fault' })),
  },
  { title: 'ErrorBody', description: 'An error answer' },
);

/** A 429 that says how long to wait (also sent as Retry-After): the ErrorBody plus the wait. */
export const RateLimitedSchema = Type.Object({
  ...ErrorBodySchema.properties,
  statusCode: Type.Literal(429),
  code: Type.Literal('RATE_LIMITED'),
  retryAfterSeconds: Type.Integer({ minimum: 0, description: 'seconds until the next attempt is taken' }),
}, { title: 'RateLimited' });

/** `{ success: true }`: the answer of a call that only confirms. */
export const SuccessSchema = Type.Object({ success: Type.Literal(true) });

/** `{ success: true, data }`. */
export const Answer = <T extends TSchema>(data: T) => Type.Object({ success: Type.Literal(true), data });

/** A price in coins; the platform currency is VXC (1 EUR = 4 VXC, rounded up). */
export const PriceSchema = Type.Object({ value: Type.Number(), currency: Type.Literal('VXC') });
