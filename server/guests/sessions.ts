/**
 * Login sessions: the cookie holds a random 32-byte id; the table holds only
 * its sha256, so a database leak yields no usable cookie. Sessions last 30 days.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
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
