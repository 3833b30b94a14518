/**
 * Partner accounts (issue 16 §2): a partner id (the `w` of its links) and an API key shown once; only the
 * key's sha256 is stored, so a leaked database names no key. The origins a partner embeds from are
 * replaced as a whole list (the page edits the list, the API takes it).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret } from '../guests/sessions';
import { isUniqueViolation } from '../money/db-errors';
import { HttpError } from '../http/errors';

/** Every key starts with this, so a key pasted into the wrong place is recognisable (and secret scanners find it). */
export const API_KEY_PREFIX = 'vpk_';

export interface PartnerAccount {
  partnerId: string;
  name: string;
  email: string;
  origins: string[];
  createdAt: string;
}

/** A new partner id: 'p' and 10 lower-case letters or digits, valid as a `w` (sdk/attribution isAttributionId). */
function newPartnerId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `p${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Creates a partner; the API key is in the answer and nowhere else. 409 EMAIL_TAKEN for an address already signed up. */
export async function createPartner(db: Kysely<Database>, input: { name: string; email: string }): Promise<{ account: PartnerAccount; apiKey: string }> {
  const apiKey = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = { id: newPartnerId(), name: input.name.trim(), email: input.email.trim().toLowerCase(), api_key_hash: hashSecret(apiKey), created_at: new Date().toISOString() };
  try {
    await db.insertInto('partners').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'EMAIL_TAKEN', 'A partner account with this e-mail address exists already', 'body.email');
    throw error;
  }
  return { account: { partnerId: row.id, name: row.name, email: row.email, origins: [], createdAt: row.created_at }, apiKey };
}

/** The partner an API key belongs to, or null (compared by hash: the key itself was never stored). */
export async function partnerByKey(db: Kysely<Database>, apiKey: string): Promise<PartnerAccount | null> {
  const row = await db.selectFrom('partners').selectAll().where('api_key_hash', '=', hashSecret(apiKey)).executeTakeFirst();
  if (!row) return null;
  return { partnerId: row.id, name: row.name, email: row.email, origins: await partnerOrigins(db, row.id), createdAt: row.created_at };
}

/** One partner's registered origins, sorted. */
export async function partnerOrigins(db: Kysely<Database>, partnerId: string): Promise<string[]> {
  const rows = await db.selectFrom('partner_origins').select('origin').where('partner_id', '=', partnerId).orderBy('origin').execute();
  return rows.map((row) => row.origin);
}

/** Every registered origin of every partner (they feed CORS and the overlay's frame-ancestors). */
export async function allPartnerOrigins(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('partner_origins').select('origin').distinct().orderBy('origin').execute();
  return rows.map((row) => row.origin);
}

/** Replaces a partner's origins with `origins` (already checked and canonical). */
export async function replacePartnerOrigins(db: Kysely<Database>, partnerId: string, origins: readonly string[]): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('partner_origins').where('partner_id', '=', partnerId).execute();
    if (origins.length > 0) await trx.insertInto('partner_origins').values(origins.map((origin) => ({ partner_id: partnerId, origin, created_at: now }))).execute();
  });
}
