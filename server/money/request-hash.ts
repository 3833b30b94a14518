/**
 * Idempotency compares requests, not only keys (issue 11 A7): a retry is the
 * same key with the same request; the same key with another item or amount
 * is a client bug or an attack (a 500 € top-up sent with a 5 € top-up's key)
 * and is refused with 409, never answered with the stale first answer.
 */
import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';

/** SHA-256 of the parts of a request that decide what it charges, independent of their order. */
export function requestHash(parts: Record<string, string | number | null>): string {
  const canonical = JSON.stringify(Object.keys(parts).sort().map((key) => [key, parts[key]]));
  return createHash('sha256').update(canonical).digest('hex');
}

/** True when a stored hash names another request ('' is a row from before hashes were kept: not compared). */
export function isOtherRequest(storedHash: string, hash: string): boolean {
  return storedHash !== '' && storedHash !== hash;
}

/** The 409 for a key already used with another request. */
export function keyReusedError(idempotencyKey: string, what: string): HttpError {
  return new HttpError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    `The idempotencyKey ${JSON.stringify(idempotencyKey)} was already used for a different ${what}; send a new key for a new request`,
    'body.idempotencyKey',
  );
}
