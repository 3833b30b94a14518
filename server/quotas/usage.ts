/**
 * Daily per-guest quotas counted in the database (sdk/quotas DailyQuota), so
 * they hold across server processes and restarts.
 */
import type { Kysely, Transaction } from 'kysely';
import { QUOTAS, utcDay, type DailyQuota } from '../../sdk/quotas';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes `amount` of a guest's daily quota if it fits under the cap; false
 * (and nothing taken) when it does not. One conditional upsert: two requests
 * racing for the last unit cannot both get it, on SQLite or PostgreSQL.
 */
export async function takeDailyQuota(db: Db, guestId: string, quota: DailyQuota, nowMs: number, amount = 1): Promise<boolean> {
  const cap = QUOTAS[quota];
  if (amount > cap) return false;
  const row = await db
    .insertInto('guest_daily_usage')
    .values({ guest_id: guestId, quota, day: utcDay(nowMs), used: amount })
    .onConflict((oc) => oc
      .columns(['guest_id', 'quota', 'day'])
      .doUpdateSet((eb) => ({ used: eb('guest_daily_usage.used', '+', amount) }))
      .where('guest_daily_usage.used', '<=', cap - amount))
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/** How much of a daily quota the guest used today (tests, support). */
export async function dailyQuotaUsed(db: Db, guestId: string, quota: DailyQuota, nowMs: number): Promise<number> {
  const row = await db.selectFrom('guest_daily_usage').select('used')
    .where('guest_id', '=', guestId).where('quota', '=', quota).where('day', '=', utcDay(nowMs)).executeTakeFirst();
  return row?.used ?? 0;
}
