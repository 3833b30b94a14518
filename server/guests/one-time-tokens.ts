/**
 * One-time tokens for password-reset and e-mail-verification links: random,
 * stored as sha256, valid for one hour, consumed by a single conditional
 * UPDATE so two parallel uses cannot both succeed.
 */
import type { Kysely } from 'kysely';
import type { Database, GuestTokensTable } from '../db/schema';
import { hashSecret, newSecret } from './sessions';

export type TokenPurpose = GuestTokensTable['purpose'];
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Issues a token for the guest and returns the secret to put in the link. */
export async function issueToken(db: Kysely<Database>, guestId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto('guest_tokens')
    .values({
      id: hashSecret(secret),
      guest_id: guestId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return secret;
}

/**
 * Marks the token used and returns its guest id; null when the token is
 * unknown, of another purpose, expired or already used (one answer for all,
 * so a caller learns nothing about which).
 */
export async function consumeToken(db: Kysely<Database>, secret: string, purpose: TokenPurpose, now = new Date()): Promise<string | null> {
  const id = hashSecret(secret);
  const stamp = now.toISOString();
  const result = await db
    .updateTable('guest_tokens')
    .set({ used_at: stamp })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', stamp)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return null;
  const row = await db.selectFrom('guest_tokens').select('guest_id').where('id', '=', id).executeTakeFirst();
  return row?.guest_id ?? null;
}
