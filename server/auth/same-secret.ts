import { timingSafeEqual } from 'node:crypto';

/** Compares a secret a caller sent with ours in constant time (no early exit that times how much matched). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
