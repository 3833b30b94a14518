/**
 * The guest's last searches (spec 001 §9 "Last search requests kept: 3"; spec 000 §5 "The search history
 * item is in the functional category"): stored only with functional consent, read newest first.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CONSENT_COOKIE, decodeConsent, isGranted } from '../../sdk/consent/rules';
import { rememberSearch } from '../../sdk/search/rules';
import { LAST_SEARCHES_KEPT } from '../../sdk/search/types';
import type { Database } from '../db/schema';
import { readCookie } from '../guests/cookies';

/** True when the request's consent cookie (sdk/consent's encoding) grants the functional category. */
export function grantsFunctional(request: FastifyRequest): boolean {
  return isGranted(decodeConsent(readCookie(request, CONSENT_COOKIE) ?? undefined), 'functional');
}

export async function readLastSearches(db: Kysely<Database>, guestId: string): Promise<string[]> {
  const rows = await db.selectFrom('last_searches').select('pattern').where('guest_id', '=', guestId).orderBy('searched_at', 'desc').orderBy('pattern').limit(LAST_SEARCHES_KEPT).execute();
  return rows.map((row) => row.pattern);
}

/** Puts a pattern first in the guest's last searches (sdk/search/rules.ts rememberSearch) and keeps the newest 3. */
export async function storeLastSearch(db: Kysely<Database>, guestId: string, pattern: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const kept = rememberSearch(await readLastSearches(trx, guestId), pattern);
    await trx.deleteFrom('last_searches').where('guest_id', '=', guestId).execute();
    // Distinct times, newest first, so the order survives the read's sort.
    const now = Date.now();
    await trx.insertInto('last_searches').values(kept.map((entry, index) => ({ guest_id: guestId, pattern: entry, searched_at: new Date(now - index).toISOString() })))
      // A parallel search of the same guest wrote the same pattern in between: the newer time wins.
      .onConflict((conflict) => conflict.columns(['guest_id', 'pattern']).doUpdateSet((eb) => ({ searched_at: eb.ref('excluded.searched_at') })))
      .execute();
  });
}

export async function clearLastSearches(db: Kysely<Database>, guestId: string): Promise<void> {
  await db.deleteFrom('last_searches').where('guest_id', '=', guestId).execute();
}
