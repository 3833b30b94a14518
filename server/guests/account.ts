/**
 * Account actions behind the routes: sign-up (an anonymous guest becomes
 * registered and keeps its id), login, password reset and e-mail
 * verification. Errors are HttpErrors naming the field.
 */
import type { Kysely } from 'kysely';
import { isValidEmail, isValidName, isValidPassword, normalizeEmail, TERMS_VERSION } from '../../sdk/account';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { consumeToken } from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { createAnonymousGuest, findGuest, findGuestByEmail, type GuestRow } from './records';
import { endAllSessions } from './sessions';
import { guestEvent, type Change } from '../changes';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  signupOrigin: string | null;
  /** The country of the sign-up request (a trusted proxy's header, GeoIP, or the default); kept as signup_country. */
  country: string;
  /** Both must be true (issue 12 §4); stored with their time and the terms version. */
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

/** Checks the sign-up rules of sdk/account and throws a 400 naming the first bad field. */
export function checkSignUp(input: { name: string; email: string; password: string; ageConfirmed: boolean; termsAccepted: boolean }): void {
  if (!isValidName(input.name)) throw new HttpError(400, 'VALIDATION_FAILED', 'name must be 3 to 30 letters, digits, "_", "-" or "."', 'body.name');
  if (!isValidEmail(input.email.trim())) throw new HttpError(400, 'VALIDATION_FAILED', `email must be an e-mail address such as anna@example.com, got ${JSON.stringify(input.email)}`, 'body.email');
  if (!isValidPassword(input.password)) throw new HttpError(400, 'VALIDATION_FAILED', 'password must be 8 to 128 characters', 'body.password');
  // The route's schema refuses these already; kept here so no other caller can create an account without them.
  if (input.ageConfirmed !== true) throw new HttpError(400, 'VALIDATION_FAILED', 'ageConfirmed must be true: confirm being 18 or older', 'body.ageConfirmed');
  if (input.termsAccepted !== true) throw new HttpError(400, 'VALIDATION_FAILED', 'termsAccepted must be true: accept the terms of service and data-protection notice', 'body.termsAccepted');
}

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(error instanceof Error ? error.message : String(error));

/**
 * Registers a guest. `anonymousId` (the caller's anonymous guest) is upgraded
 * in place so what it did stays; otherwise a new guest is created.
 */
export async function signUp(db: Kysely<Database>, input: SignUpInput, anonymousId: string | null): Promise<GuestRow> {
  checkSignUp(input);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  let id = '';
  try {
    // One transaction: a clash leaves no half-made guest behind.
    await db.transaction().execute(async (trx) => {
      id = anonymousId ?? (await createAnonymousGuest(trx, input.country)).id;
      const result = await trx
        .updateTable('guests')
        .set({
          kind: 'registered', name: input.name, email, password_hash: passwordHash, signup_origin: input.signupOrigin, signup_country: input.country,
          adult_confirmed_at: now, terms_accepted_at: now, terms_version: TERMS_VERSION,
        })
        .where('id', '=', id)
        .where('kind', '=', 'anonymous')
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) throw new HttpError(409, 'ALREADY_REGISTERED', 'This guest is already registered; log out first');
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Which one clashed: the name check is safe to reveal (names are public), the address is told as such too (sign-up is rate limited).
    const nameTaken = await db.selectFrom('guests').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase())).executeTakeFirst();
    if (nameTaken) throw new HttpError(409, 'NAME_TAKEN', `The name ${JSON.stringify(input.name)} is taken`, 'body.name');
    throw new HttpError(409, 'EMAIL_TAKEN', 'This e-mail address is already registered; log in or reset the password', 'body.email');
  }
  return (await findGuest(db, id))!;
}

export type LoginResult = { status: 'ok'; guest: GuestRow } | { status: 'wrong' } | { status: 'locked'; guest: GuestRow };

/**
 * Checks e-mail and password. An unknown address still costs one scrypt run
 * (verifyPassword with null), so timing reveals nothing; the caller answers
 * `wrong` identically for unknown addresses and wrong passwords.
 */
export async function logIn(db: Kysely<Database>, email: string, password: string): Promise<LoginResult> {
  const row = await findGuestByEmail(db, normalizeEmail(email));
  const ok = await verifyPassword(password, row?.password_hash ?? null);
  if (!row || !ok) return { status: 'wrong' };
  if (row.is_locked === 1) {
    await endAllSessions(db, row.id);
    return { status: 'locked', guest: row };
  }
  return { status: 'ok', guest: row };
}

/** Sets a new password from a reset token (single use, 1 h); ends every session; the mailbox is proven, so the address counts as verified. */
export async function resetPassword(db: Kysely<Database>, token: string, password: string, now = new Date()): Promise<void> {
  if (!isValidPassword(password)) throw new HttpError(400, 'VALIDATION_FAILED', 'password must be 8 to 128 characters', 'body.password');
  const passwordHash = await hashPassword(password);
  const guestId = await consumeToken(db, token, 'passwordReset', now);
  if (!guestId) throw new HttpError(400, 'LINK_INVALID', 'The reset link is invalid, used or expired; ask for a new one', 'body.token');
  const row = await findGuest(db, guestId);
  await db
    .updateTable('guests')
    .set({ password_hash: passwordHash, email_verified_at: row?.email_verified_at ?? now.toISOString() })
    .where('id', '=', guestId)
    .execute();
  await endAllSessions(db, guestId);
}

/** Marks the address verified from a verification token (single use, 1 h); emailVerified is the caller's to publish. */
export async function verifyEmail(db: Kysely<Database>, token: string, now = new Date()): Promise<{ changes: Change[] }> {
  const guestId = await consumeToken(db, token, 'verifyEmail', now);
  if (!guestId) throw new HttpError(400, 'LINK_INVALID', 'The verification link is invalid, used or expired', 'query.token');
  await db.updateTable('guests').set({ email_verified_at: now.toISOString() }).where('id', '=', guestId).execute();
  return { changes: [guestEvent(guestId, { type: 'emailVerified' })] };
}
