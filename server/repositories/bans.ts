/** The country-ban condition shared by every performer and video query (spec 000 §6). */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** spec 000 §6: "Each performer may ban countries; the guest's country is checked against bannedCountryCodes." */
export function notBannedIn(country: string) {
  return (eb: ExpressionBuilder<Database, 'performers'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('performer_banned_countries as ban')
          .select('ban.performer_id')
          .whereRef('ban.performer_id', '=', 'performers.id')
          .where('ban.country_code', '=', country),
      ),
    );
}

/** 0/1 integer columns as booleans. */
export const bool = (value: number) => value === 1;
export const parseJson = <T>(text: string): T => JSON.parse(text) as T;
