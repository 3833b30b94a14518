/**
 * Login sessions: the cookie holds a random 32-byte id; the table holds only
 * its sha256, so a database leak yields no usable cookie. Sessions last 30 days.
 *
 * A pending session (issue 12 §1, page render p99): the shared page of a visitor without a session
 * hands out a signed secret that no row names yet; the guest and session rows are created under it
 * on the first API call that needs a guest (current-guest.ts). A page view alone (a crawler, a bench,
 * a visitor who leaves) writes nothing, and the browser's first API calls still share one guest.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { randomToken } from '../http/random-pool';
import { SESSION_COOKIE_DAYS, SESSION_COOKIE_NAME } from '../../sdk/consent/inventory';
import type { Database } from '../db/schema';

// Name and lifetime come from the storage inventory the data-protection page prints.
export const SESSION_COOKIE = SESSION_COOKIE_NAME;
export const SESSION_DAYS = SESSION_COOKIE_DAYS;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/** sha256 hex of a secret (session id or one-time token). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new random secret, URL- and cookie-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

const PENDING_PREFIX = 'p1.';

/** The MAC of a pending secret's body under the server's token secret (its own label: never valid as a JWT part). */
function pendingMac(key: string, body: string): string {
  return createHmac('sha256', key).update(`velvet pending guest session\n${body}`).digest('base64url');
}

/** A new pending session secret: `p1.<issued, base 36 ms>.<24 random bytes>.<HMAC>`, cookie-safe. */
export function newPendingSecret(key: string, now = Date.now()): string {
  const body = `${now.toString(36)}.${randomToken(24, 'base64url')}`;
  return `${PENDING_PREFIX}${body}.${pendingMac(key, body)}`;
}

/**
 * True for a pending secret this server signed (with `key`) that is not older than a session's lifetime:
 * only those may become a session, so nobody can choose the id of a session they plant in a browser.
 */
export function isPendingSecret(key: string, secret: string, now = Date.now()): boolean {
  if (!secret.startsWith(PENDING_PREFIX)) return false;
  const parts = secret.slice(PENDING_PREFIX.length).split('.');
  if (parts.length !== 3) return false;
  const [issued = '', random = '', mac = ''] = parts;
  const expected = Buffer.from(pendingMac(key, `${issued}.${random}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const issuedAt = /^[0-9a-z]{1,12}$/.test(issued) ? parseInt(issued, 36) : Number.NaN;
  // A minute of clock skew between processes is tolerated; an older secret than a session lives is not.
  return Number.isFinite(issuedAt) && issuedAt <= now + 60_000 && now - issuedAt < SESSION_MAX_AGE_SECONDS * 1000;
}

/**
 * Creates the session row of a pending secret for the guest; false when it exists already (another
 * request of the same browser created it first: the caller takes that one's guest).
 */
export async function adoptPendingSession(db: Kysely<Database>, secret: string, guestId: string, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto('sessions')
    .values({
      id: hashSecret(secret),
      guest_id: guestId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Creates a session for the guest and returns the cookie value. */
export async function createSession(db: Kysely<Database>, guestId: string, now = new Date()): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto('sessions')
    .values({
      id: hashSecret(secret),
      guest_id: guestId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
    })
    .execute();
  return secret;
}

/** The guest id of a live session, or null when unknown or expired. */
export async function sessionGuestId(db: Kysely<Database>, secret: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('guest_id')
    .where('id', '=', hashSecret(secret))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.guest_id ?? null;
}

/** Ends one session. */
export async function endSession(db: Kysely<Database>, secret: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashSecret(secret)).execute();
}

/** Ends every session of a guest (lock, password reset). */
export async function endAllSessions(db: Kysely<Database>, guestId: string): Promise<void> {
  await db.deleteFrom('sessions').where('guest_id', '=', guestId).execute();
}
