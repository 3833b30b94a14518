/** Voucher rows: listing a guest's usable vouchers as wire Vouchers, granting, and spending units. */
import { sql, type Transaction } from 'kysely';
import type { Voucher, VoucherType } from '../../sdk/api/guest-types';
import { isVoucherValidAt, pickVoucher } from '../../sdk/money/vouchers';
import type { Database } from '../db/schema';
import type { Db } from './ledger';

/** The guest's vouchers with units left that are valid now. */
export async function usableVouchers(db: Db, guestId: string, now = new Date()): Promise<Voucher[]> {
  const rows = await db.selectFrom('vouchers').selectAll().where('guest_id', '=', guestId).where('amount', '>', 0).orderBy('id').execute();
  return rows
    .map((row) => ({
      id: row.id,
      guestId: row.guest_id,
      type: row.type as VoucherType,
      amount: row.amount,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      actorId: row.actor_id,
      actors: JSON.parse(row.actors) as number[],
    }))
    .filter((voucher) => isVoucherValidAt(voucher, now));
}

export interface VoucherGrant {
  guestId: string;
  type: VoucherType;
  amount: number;
  validDays?: number;
  actorId?: number | null;
  source: string;
}

/** Gives a guest a voucher. */
export async function grantVoucher(db: Db, grant: VoucherGrant, now = new Date()): Promise<void> {
  const validTo = grant.validDays === undefined ? null : new Date(now.getTime() + grant.validDays * 86_400_000).toISOString();
  await db
    .insertInto('vouchers')
    .values({
      guest_id: grant.guestId, type: grant.type, amount: grant.amount, valid_from: now.toISOString(), valid_to: validTo,
      actor_id: grant.actorId ?? null, actors: '[]', source: grant.source, created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Spends `units` of a matching voucher inside the purchase transaction; the
 * conditional update means two purchases can never spend the same last unit.
 * Returns the voucher id, or null when no voucher could pay.
 */
export async function spendVoucher(trx: Transaction<Database>, guestId: string, type: VoucherType, actorId: number | null, units: number): Promise<number | null> {
  const now = new Date();
  const candidates = await usableVouchers(trx, guestId, now);
  // Try candidates in preference order; a concurrent purchase may have emptied the first.
  let remaining = candidates;
  for (;;) {
    const voucher = pickVoucher(remaining, type, actorId, now, units);
    if (!voucher) return null;
    const result = await trx
      .updateTable('vouchers')
      .set({ amount: sql`amount - ${units}` })
      .where('id', '=', voucher.id)
      .where('amount', '>=', units)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return voucher.id;
    remaining = remaining.filter((v) => v.id !== voucher.id);
  }
}
