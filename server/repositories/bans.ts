/** The country-ban condition shared by every performer and video query (spec 000 §6). */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** The ban rows of the performer in the outer query (`performers`). */
function bansOfPerformer(eb: ExpressionBuilder<Database, 'performers'>) {
  return eb.selectFrom('performer_banned_countries as ban').select('ban.performer_id').whereRef('ban.performer_id', '=', 'performers.id');
}

/** spec 000 §6: "Each performer may ban countries; the guest's country is checked against bannedCountryCodes." */
export function notBannedIn(country: string) {
  return (eb: ExpressionBuilder<Database, 'performers'>) => eb.not(eb.exists(bansOfPerformer(eb).where('ban.country_code', '=', country)));
}

/** notBannedIn for the country of guest `guestId`, read in the same query (for callers that hold only the id). */
export function notBannedForGuest(guestId: string) {
  return (eb: ExpressionBuilder<Database, 'performers'>) =>
    eb.not(eb.exists(bansOfPerformer(eb).where('ban.country_code', '=', eb.selectFrom('guests').select('guests.country').where('guests.id', '=', guestId))));
}

/**
 * The guests (a query over `guests`) whose country the performer does not
 * ban: only they may hear of the performer (its online state, notifications).
 */
export function guestCountryNotBannedBy(performerId: number) {
  return (eb: ExpressionBuilder<Database, 'guests'>) =>
    eb('guests.country', 'not in', eb.selectFrom('performer_banned_countries').select('country_code').where('performer_id', '=', performerId));
}

/** 0/1 integer columns as booleans. */
export const bool = (value: number) => value === 1;
export const parseJson = <T>(text: string): T => JSON.parse(text) as T;
