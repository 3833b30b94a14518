import { UNKNOWN_ERROR } from '../../../sdk/api/error-codes';
import { RestError } from '../../../sdk/api/rest';

/** The form field a server error names ("body.email" -> "email"), when it is one of `fields`. */
export function serverField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof RestError) || !error.field) return null;
  const name = error.field.replace(/^body\./, '').split('.')[0] ?? '';
  return (fields as readonly string[]).includes(name) ? (name as F) : null;
}

/**
 * The machine-readable code of a refused call (ErrorBody.code: EMAIL_TAKEN,
 * RATE_LIMITED ...), UNKNOWN for an answer without one, null for a network
 * failure. Forms branch on it, never on the server's English words.
 */
export function codeOf(error: unknown): string | null {
  if (!(error instanceof RestError)) return null;
  return error.code ?? UNKNOWN_ERROR;
}

/** The HTTP status of a refused call, or null for a network failure. */
export function statusOf(error: unknown): number | null {
  return error instanceof RestError ? error.status : null;
}
