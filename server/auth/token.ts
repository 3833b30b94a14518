/**
 * Access tokens of the query service (spec 000 §6): HS256 JWTs signed with
 * the server's token secret. The secret comes from VELVET_TOKEN_SECRET or is
 * generated once and kept in the data dir, so tokens survive restarts.
 */
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

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

/** Thrown when a token is present but unusable; the message says why. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** Verifies a token; throws InvalidTokenError naming the reason (expired, bad signature, malformed). */
export async function verifyAccessToken(secret: string, token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    const reason =
      error instanceof errors.JWTExpired ? 'the token has expired'
      : error instanceof errors.JWSSignatureVerificationFailed ? 'the token signature does not match'
      : error instanceof errors.JWTClaimValidationFailed ? `the token claim "${error.claim}" is invalid`
      : error instanceof errors.JOSEAlgNotAllowed ? 'the token must be signed with HS256'
      : 'the token is not a well-formed JWT';
    throw new InvalidTokenError(`Invalid Vxql-Token: ${reason}`, { cause: error });
  }
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
