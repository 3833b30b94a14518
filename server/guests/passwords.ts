/**
 * Password hashing with node:crypto scrypt: a random 16-byte salt per hash,
 * the parameters stored with the hash (so they can be raised later without
 * breaking old hashes), and a timing-safe comparison.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of a password nobody knows: verifying against it costs the same work as a real check. */
const DUMMY_HASH = hashPassword(randomBytes(24).toString('base64url'));

/**
 * True when `password` matches `stored`. With `stored` null (unknown address)
 * it still runs scrypt against a dummy hash and answers false, so the time a
 * login takes does not reveal whether the address exists.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const encoded = stored ?? (await DUMMY_HASH);
  const [scheme, n, r, p, saltText, hashText] = encoded.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected) && stored !== null;
}
