/**
 * One purchase = one transaction (issue 3 §4): a matching voucher pays first,
 * else coins through the ledger; then the item's effect (owned item, gifts,
 * subscription) and the purchase row holding the answer. The same idempotency
 * key answers the first answer again; a concurrent twin loses the unique
 * constraint, its transaction rolls back, and it re-reads the winner's answer.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Language } from '../../sdk/config';
import type { PurchaseAnswer, VoucherType } from '../../sdk/api/guest-types';
import { formatMoney } from '../../sdk/money';
import type { Database } from '../db/schema';
import { isUniqueViolation } from './db-errors';
import { isOtherRequest, keyReusedError, requestHash } from './request-hash';
import { rechargeAfterSpend } from './auto-recharge';
import { applyMove, balanceOf, InsufficientCoinsError, type Db } from './ledger';
import type { PaymentProvider } from './payment-provider';
import { spendVoucher } from './vouchers';
import { moneyChanged, type Change, type MoneyChange } from '../changes';
import type { Kysely } from 'kysely';

export type ItemType = 'video' | 'album' | 'feedPost' | 'tip' | 'gift' | 'vip' | 'tv';

export interface PurchaseRequest {
  guestId: string;
  itemType: ItemType;
  itemId: string;
  /** Total price in coins (quantity included). */
  price: number;
  quantity?: number;
  idempotencyKey: string;
  /** Owned for good (video, album, feed post): a second purchase succeeds without charging. */
  ownable: boolean;
  /** The voucher type that may pay instead of coins, and the actor it must match. */
  voucherType?: VoucherType;
  actorId?: number | null;
  language: Language;
  /** The item's effect, written in the same transaction (gifts, subscriptions). */
  effect?: (trx: Transaction<Database>) => Promise<void>;
}

/** The outcome and what it changed (only a 'bought' changes anything), for the caller to publish after the commit. */
export type PurchaseOutcome = (
  | { status: 'bought' | 'alreadyOwned' | 'replayed'; answer: PurchaseAnswer & { paidWith?: 'coins' | 'voucher' | 'free' } }
  | { status: 'insufficient'; balance: number; price: number }
) & { changes: Change[] };

/** The parts one purchase of an item type changes: coins or a voucher paid, points were earned, plus the item's effect. */
export function purchaseChanges(itemType: string): MoneyChange[] {
  const effect: Partial<Record<string, MoneyChange>> = { gift: 'gifts', vip: 'vip', tv: 'tv' };
  const extra = effect[itemType];
  return ['balance', 'vouchers', 'loyaltyPoints', ...(extra ? [extra] : [])];
}

/** The answer every purchase route sends (spec 001 §7: success, guestBalance, guestBalanceFormatted). */
export function purchaseAnswer(balance: number, language: Language, success = true): PurchaseAnswer {
  return { success, guestBalance: balance, guestBalanceFormatted: formatMoney(balance, 'VXC', language) };
}

/** What a purchase is, for comparing a retry with the first request under its key. */
function purchaseHash(request: PurchaseRequest): string {
  return requestHash({ itemType: request.itemType, itemId: request.itemId, quantity: request.quantity ?? 1, price: request.price });
}

/** The first answer under this key; a 409 when the key was used for another purchase (issue 11 A7). */
async function storedAnswer(db: Db, request: PurchaseRequest): Promise<PurchaseAnswer | null> {
  const row = await db.selectFrom('purchases').select(['answer', 'request_hash'])
    .where('guest_id', '=', request.guestId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
  if (!row) return null;
  if (isOtherRequest(row.request_hash, purchaseHash(request))) throw keyReusedError(request.idempotencyKey, 'purchase');
  return JSON.parse(row.answer) as PurchaseAnswer;
}

/** True when the guest owns the item for good. */
export async function ownsItem(db: Db, guestId: string, itemType: ItemType, itemId: string): Promise<boolean> {
  const row = await db.selectFrom('owned_items').select('item_id').where('guest_id', '=', guestId).where('item_type', '=', itemType).where('item_id', '=', itemId).executeTakeFirst();
  return row !== undefined;
}

async function buyInTransaction(trx: Transaction<Database>, request: PurchaseRequest): Promise<PurchaseOutcome> {
  const { guestId } = request;
  if (request.ownable && (await ownsItem(trx, guestId, request.itemType, request.itemId))) {
    return { status: 'alreadyOwned', answer: purchaseAnswer(await balanceOf(trx, guestId), request.language), changes: [] };
  }
  const purchaseId = randomUUID();
  const quantity = request.quantity ?? 1;
  let paidWith: 'coins' | 'voucher' | 'free' = 'free';
  let voucherId: number | null = null;
  let charged = 0;
  if (request.price > 0 && request.voucherType !== undefined) {
    voucherId = await spendVoucher(trx, guestId, request.voucherType, request.actorId ?? null, quantity);
    if (voucherId !== null) paidWith = 'voucher';
  }
  if (request.price > 0 && voucherId === null) {
    await applyMove(trx, { guestId, amount: request.price, reason: `purchase:${request.itemType}`, reference: `${request.itemType}:${request.itemId}`, idempotencyKey: `purchase:${request.idempotencyKey}` }, 'charge');
    paidWith = 'coins';
    charged = request.price;
  }
  const now = new Date().toISOString();
  if (request.ownable) {
    await trx.insertInto('owned_items').values({ guest_id: guestId, item_type: request.itemType, item_id: request.itemId, purchase_id: purchaseId, created_at: now }).execute();
  }
  await request.effect?.(trx);
  const answer = { ...purchaseAnswer(await balanceOf(trx, guestId), request.language), paidWith };
  await trx
    .insertInto('purchases')
    .values({
      id: purchaseId, guest_id: guestId, item_type: request.itemType, item_id: request.itemId, quantity, price: charged,
      voucher_id: voucherId, idempotency_key: request.idempotencyKey, request_hash: purchaseHash(request), answer: JSON.stringify(answer), created_at: now,
    })
    .execute();
  return { status: 'bought', answer, changes: moneyChanged(guestId, purchaseChanges(request.itemType)) };
}

/**
 * Buys an item once per idempotency key; never half-writes (one transaction)
 * and never overdraws. After the commit a spend below the guest's threshold
 * recharges through `payments` (null: no auto-recharge, for unit tests).
 */
export async function purchase(db: Kysely<Database>, payments: PaymentProvider | null, request: PurchaseRequest): Promise<PurchaseOutcome> {
  const replay = async (): Promise<PurchaseOutcome | null> => {
    const answer = await storedAnswer(db, request);
    return answer ? { status: 'replayed', answer, changes: [] } : null;
  };
  const previous = await replay();
  if (previous) return previous;
  // Two rounds at most: a lost race on owned_items (same item, other key) comes back as alreadyOwned.
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await db.transaction().execute((trx) => buyInTransaction(trx, request));
      if (outcome.status === 'bought' && payments) {
        const coins = outcome.answer.paidWith === 'coins' ? request.price : 0;
        const recharge = await rechargeAfterSpend(db, payments, { guestId: request.guestId, coins, balanceAfter: outcome.answer.guestBalance, key: `purchase:${request.idempotencyKey}`, language: request.language });
        if (recharge) outcome.changes.push(...recharge.changes);
      }
      return outcome;
    } catch (error) {
      if (error instanceof InsufficientCoinsError) return { status: 'insufficient', balance: error.balance, price: error.amount, changes: [] };
      if (!isUniqueViolation(error) || attempt > 0) throw error;
      const winner = await replay();
      if (winner) return winner;
    }
  }
}
