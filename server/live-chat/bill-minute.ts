/**
 * Bills one chat minute in one transaction (issue 14 §5): the (chat_id,
 * minute) row is claimed first, so a second ticker (another process, or the
 * same chat after a restart) finds it taken and moves nothing; then a voucher
 * pays if one may (vouchers first), else coins through the ledger under the
 * key `chat:<chatId>:<minute>`. A charge the balance cannot pay rolls the
 * whole minute back: the caller ends the chat with 501.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { chatVoucherType, minutePayment, paidUntilMs, voucherMayPay, type ActorChatPrices } from '../../sdk/live/billing';
import type { ChatType } from '../../sdk/live/chat-types';
import type { Database } from '../db/schema';
import { applyMove, balanceOf, InsufficientCoinsError } from '../money/ledger';
import { spendVoucher } from '../money/vouchers';

export type MinuteOutcome =
  | { status: 'billed'; paidWith: 'coins' | 'voucher' | 'free'; coins: number; balance: number }
  /** The minute was billed before (or the chat ended meanwhile): nothing moved. */
  | { status: 'skipped' }
  | { status: 'noMoney'; balance: number; price: number };

/** Thrown inside the transaction to roll the claimed minute back. */
class EndedMeanwhile extends Error {}

export interface MinuteRequest {
  chatId: string;
  minute: number;
  minuteMs: number;
  prices: ActorChatPrices;
  nowMs: number;
}

/** Bills `minute` of the chat once; never overdraws, never twice. */
export async function billMinute(db: Kysely<Database>, request: MinuteRequest): Promise<MinuteOutcome> {
  const { chatId, minute } = request;
  const billedAt = new Date(request.nowMs).toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const claim = await trx.insertInto('chat_minutes')
        .values({ chat_id: chatId, minute, paid_with: 'free', coins: 0, voucher_id: null, billed_at: billedAt })
        .onConflict((oc) => oc.columns(['chat_id', 'minute']).doNothing())
        .executeTakeFirst();
      if (Number(claim.numInsertedOrUpdatedRows ?? 0) !== 1) return { status: 'skipped' } as const;
      // PostgreSQL: lock the chat's row, so an end committing meanwhile (the performer went offline) either waits for
      // this minute or is seen here as ended; SQLite holds its one write lock from the claim above anyway.
      const locking = trx.getExecutor().adapter instanceof PostgresAdapter;
      const read = trx.selectFrom('chat_sessions').selectAll().where('id', '=', chatId);
      const chat = await (locking ? read.forUpdate() : read).executeTakeFirst();
      if (!chat || chat.ended_at !== null || chat.last_billed_minute >= minute) throw new EndedMeanwhile();
      const chatType = chat.chat_type as ChatType;
      const price = chat.price_per_minute;
      const voucherType = chatVoucherType(chatType);
      const mayVoucher = voucherMayPay(chatType, request.prices, chat.voucher_minutes);
      let voucherId: number | null = null;
      if (price > 0 && mayVoucher && voucherType !== null) voucherId = await spendVoucher(trx, chat.guest_id, voucherType, chat.actor_id, 1);
      const paidWith = minutePayment({ pricePerMinute: price, voucherMayPay: mayVoucher, voucherAvailable: voucherId !== null });
      let balance: number;
      if (paidWith === 'coins') {
        const moved = await applyMove(trx, { guestId: chat.guest_id, amount: price, reason: 'chat:minute', reference: `chat:${chatId}`, idempotencyKey: `chat:${chatId}:${minute}` }, 'charge');
        balance = moved.balance;
      } else {
        balance = await balanceOf(trx, chat.guest_id);
      }
      const coins = paidWith === 'coins' ? price : 0;
      await trx.updateTable('chat_minutes').set({ paid_with: paidWith, coins, voucher_id: voucherId }).where('chat_id', '=', chatId).where('minute', '=', minute).execute();
      const startedAtMs = Date.parse(chat.started_at);
      await trx.updateTable('chat_sessions')
        .set({
          last_billed_minute: minute,
          // Increments, not read values: a tip committing meanwhile must not be overwritten.
          billed_minutes: sql`billed_minutes + 1`,
          voucher_minutes: sql`voucher_minutes + ${paidWith === 'voucher' ? 1 : 0}`,
          total_price: sql`total_price + ${coins}`,
          paid_until: new Date(paidUntilMs(startedAtMs, minute + 1, request.minuteMs)).toISOString(),
        })
        .where('id', '=', chatId)
        .execute();
      return { status: 'billed', paidWith, coins, balance } as const;
    });
  } catch (error) {
    if (error instanceof EndedMeanwhile) return { status: 'skipped' };
    if (error instanceof InsufficientCoinsError) return { status: 'noMoney', balance: error.balance, price: error.amount };
    throw error;
  }
}
