/**
 * Access tokens of the query service (spec 000 §6): HS256 JWTs signed with
 * the server's token secret. The secret comes from VELVET_TOKEN_SECRET or is
 * generated once and kept in the data dir, so tokens survive restarts.
 */
import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, type JWTPayload } from 'jose';

const ISSUER = 'velvet';
const keys = new Map<string, KeyObject>();
/**
 * One key object per secret: given raw bytes, jose imports a key on every call,
 * which showed up as a top cost when 10,000 sockets reconnect after a restart.
 */
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** Signs an access token (HS256) with the given claims; expires in `expiresIn` (default 1 h). */
export async function signAccessToken(secret: string, claims: JWTPayload = {}, expiresIn: string | number = '1h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keyFor(secret));
}

/** Thrown when a token is present but unusable; the message says why, `expired` tells expiry apart. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  constructor(reason: string, readonly expired = false) {
    super(`Invalid Vxql-Token: ${reason}`);
  }
}

const EXPECTED_HEADERS = new Set(['{"alg":"HS256"}', '{"alg":"HS256","typ":"JWT"}', '{"typ":"JWT","alg":"HS256"}']);

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a token; throws InvalidTokenError naming the reason (expired, bad
 * signature, malformed). HS256 with node:crypto directly and synchronously:
 * jose's WebCrypto path cost about 0.15 ms per call, the top cost when 10,000
 * sockets reconnect after a restart. jose still signs (once per session).
 */
export async function verifyAccessToken(secret: string, token: string): Promise<JWTPayload> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidTokenError('the token is not a well-formed JWT');
  const [header, body, signature] = parts as [string, string, string];
  const headerJson = Buffer.from(header, 'base64url').toString('utf8');
  const payload = decodeJson(body);
  if (!decodeJson(header) || !payload) throw new InvalidTokenError('the token is not a well-formed JWT');
  if (!EXPECTED_HEADERS.has(headerJson)) throw new InvalidTokenError('the token must be signed with HS256');
  const expected = createHmac('sha256', keyFor(secret)).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidTokenError('the token signature does not match');
  const now = Math.floor(Date.now() / 1000);
  for (const claim of ['exp', 'iat', 'nbf'] as const) {
    if (payload[claim] !== undefined && typeof payload[claim] !== 'number') throw new InvalidTokenError(`the token claim "${claim}" is invalid`);
  }
  if (payload.iss !== ISSUER) throw new InvalidTokenError('the token claim "iss" is invalid');
  if (typeof payload.nbf === 'number' && payload.nbf > now) throw new InvalidTokenError('the token claim "nbf" is invalid');
  // A token without exp would never expire: a leaked one would be good forever (issue 11 §13).
  if (typeof payload.exp !== 'number') throw new InvalidTokenError('the token has no "exp" claim; every access token must expire');
  if (payload.exp <= now) throw new InvalidTokenError('the token has expired', true);
  return payload as JWTPayload;
}

/** The configured secret, else the one kept in `${dataDir}/token-secret` (created on first use). */
export function resolveTokenSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // wx: if another process created it meanwhile, fail rather than overwrite its secret.
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
