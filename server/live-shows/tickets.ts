/**
 * Chat tickets for ticket shows (issue 14 item 7; spec 000 §7 "chat ticket
 * buy (id, creationType, modelId, start, promoCode) and remove (id)"). A buy
 * is one transaction: the ticket row and its payment (one live-show voucher
 * unit, voucher type 7, else the show's price in coins through the ledger,
 * key `ticket:<ticketId>`). The partial unique index (guest, show) of
 * migration 020 makes a racing second buy fail inside its transaction, so its
 * charge rolls back with it. Remove follows sdk/live/ticket-rules.ts: before
 * the show starts, a full refund the way it was paid (ledger key
 * `ticket:<ticketId>:refund`); after, refused. Domain code: returns the
 * changes for the caller to publish after the commit.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ticketBuyRefusal, ticketRemoveRefusal, type TicketErrorCode } from '../../sdk/live/ticket-rules';
import { moneyChanged, type Change } from '../changes';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../money/db-errors';
import { applyMove, InsufficientCoinsError } from '../money/ledger';
import { spendVoucher } from '../money/vouchers';

/** spec 000 §3 voucher types: "7 live show" pays a ticket show before coins do. */
export const LIVE_SHOW_VOUCHER_TYPE = 7;

export interface TicketBuyRequest {
  guestId: string;
  showId: number;
  creationType: string;
  modelId: number;
  start: string;
  promoCode: string | null;
}

export type TicketResult =
  | { success: true; errorCode: null; ticketId: string; price: number; paidWith: 'coins' | 'voucher'; changes: Change[] }
  | { success: false; errorCode: TicketErrorCode; changes: Change[] };

const refused = (errorCode: TicketErrorCode): TicketResult => ({ success: false, errorCode, changes: [] });

async function showRow(db: Kysely<Database>, showId: number) {
  return db.selectFrom('ticket_shows').select(['id', 'performer_id', 'starts_at', 'ends_at', 'price', 'status']).where('id', '=', showId).executeTakeFirst();
}

async function liveTicket(db: Kysely<Database>, guestId: string, showId: number) {
  return db.selectFrom('chat_tickets').selectAll().where('guest_id', '=', guestId).where('show_id', '=', showId).where('removed', '=', 0).executeTakeFirst();
}

/** Buys a ticket for the show; refusals are answers (success false with a code), not errors. */
export async function buyTicket(db: Kysely<Database>, request: TicketBuyRequest, now = new Date()): Promise<TicketResult> {
  const show = Number.isSafeInteger(request.showId) ? await showRow(db, request.showId) : undefined;
  const held = show ? await liveTicket(db, request.guestId, show.id) : undefined;
  const refusal = ticketBuyRefusal(
    { creationType: request.creationType, modelId: request.modelId, start: request.start, promoCode: request.promoCode },
    { show: show ? { performerId: show.performer_id, startsAt: show.starts_at, endsAt: show.ends_at, status: show.status } : null, holdsTicket: held !== undefined, nowMs: now.getTime() },
  );
  if (refusal || !show) return refused(refusal ?? 'SHOW_NOT_FOUND');
  const ticketId = randomUUID();
  try {
    const paidWith = await db.transaction().execute(async (trx) => {
      const voucherId = await spendVoucher(trx, request.guestId, LIVE_SHOW_VOUCHER_TYPE, show.performer_id, 1);
      await trx.insertInto('chat_tickets').values({
        id: ticketId, guest_id: request.guestId, show_id: show.id, creation_type: request.creationType as 'C' | 'P',
        promo_code: request.promoCode, price: voucherId === null ? show.price : 0, paid_with: voucherId === null ? 'coins' : 'voucher',
        voucher_id: voucherId, removed: 0, created_at: now.toISOString(), removed_at: null,
      }).execute();
      if (voucherId !== null) return 'voucher' as const;
      await applyMove(trx, { guestId: request.guestId, amount: show.price, reason: 'ticketShow', idempotencyKey: `ticket:${ticketId}`, reference: `show:${show.id}` }, 'charge');
      return 'coins' as const;
    });
    const parts = paidWith === 'voucher' ? (['vouchers'] as const) : (['balance', 'loyaltyPoints'] as const);
    return { success: true, errorCode: null, ticketId, price: paidWith === 'voucher' ? 0 : show.price, paidWith, changes: moneyChanged(request.guestId, parts) };
  } catch (error) {
    if (error instanceof InsufficientCoinsError) return refused('NOT_ENOUGH_COINS');
    // A concurrent buy of the same show won the unique index; this one rolled back whole.
    if (isUniqueViolation(error)) return refused('TICKET_ALREADY_BOUGHT');
    throw error;
  }
}

/** Removes the guest's ticket for the show (by show id) and refunds it while the show has not started. */
export async function removeTicket(db: Kysely<Database>, guestId: string, showId: number, now = new Date()): Promise<TicketResult> {
  const show = Number.isSafeInteger(showId) ? await showRow(db, showId) : undefined;
  const ticket = show ? await liveTicket(db, guestId, show.id) : undefined;
  const refusal = ticketRemoveRefusal({ holdsTicket: ticket !== undefined, show: show ? { startsAt: show.starts_at, endsAt: show.ends_at, status: show.status } : null, nowMs: now.getTime() });
  if (refusal || !ticket) return refused(refusal ?? 'TICKET_NOT_FOUND');
  const removedNow = await db.transaction().execute(async (trx) => {
    // Conditional: of two racing removes one flips the row and refunds; the other finds nothing to remove.
    const flipped = await trx.updateTable('chat_tickets').set({ removed: 1, removed_at: now.toISOString() }).where('id', '=', ticket.id).where('removed', '=', 0).executeTakeFirst();
    if (Number(flipped.numUpdatedRows) !== 1) return false;
    if (ticket.paid_with === 'voucher' && ticket.voucher_id !== null) {
      await trx.updateTable('vouchers').set({ amount: sql`amount + 1` }).where('id', '=', ticket.voucher_id).execute();
    } else if (ticket.price > 0) {
      await applyMove(trx, { guestId, amount: ticket.price, reason: 'ticketShowRefund', idempotencyKey: `ticket:${ticket.id}:refund`, reference: `show:${show!.id}` }, 'credit');
    }
    return true;
  });
  if (!removedNow) return refused('TICKET_NOT_FOUND');
  const parts = ticket.paid_with === 'voucher' ? (['vouchers'] as const) : (['balance'] as const);
  return { success: true, errorCode: null, ticketId: ticket.id, price: ticket.price, paidWith: ticket.paid_with, changes: moneyChanged(guestId, parts) };
}

/** Whether the guest holds a live ticket for the show (the `show` stream access check). */
export async function holdsTicket(db: Kysely<Database>, guestId: string, showId: number): Promise<boolean> {
  return (await liveTicket(db, guestId, showId)) !== undefined;
}

/** The guests holding a live ticket for the show (the invitation goes to them). */
export async function ticketHolders(db: Kysely<Database>, showId: number): Promise<string[]> {
  const rows = await db.selectFrom('chat_tickets').select('guest_id').where('show_id', '=', showId).where('removed', '=', 0).execute();
  return rows.map((row) => row.guest_id);
}
