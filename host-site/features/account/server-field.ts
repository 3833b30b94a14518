import { RestError } from '../../../sdk/api/rest';

/** The form field a server error names ("body.email" -> "email"), when it is one of `fields`. */
export function serverField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof RestError) || !error.field) return null;
  const name = error.field.replace(/^body\./, '').split('.')[0] ?? '';
  return (fields as readonly string[]).includes(name) ? (name as F) : null;
}

/** The HTTP status of a refused call, or null for a network failure. */
export function statusOf(error: unknown): number | null {
  return error instanceof RestError ? error.status : null;
}
