/**
 * Ticket shows (spec 000 §3 "private ticket show"; §7 "chat ticket buy (id,
 * creationType, modelId, start, promoCode) and remove (id)"; 002 §4.12 "Buy,
 * then remove"; §9 "Chat ticket creation types: M manual, C chat ticket,
 * P purchased. The default is chat ticket."). Pure rules the server enforces
 * and the client shows; the spec does not give the errorCode values, so they
 * are ours (TICKET_ERROR_CODES).
 */

export const TICKET_CREATION_TYPES = ['M', 'C', 'P'] as const;
export type TicketCreationType = (typeof TICKET_CREATION_TYPES)[number];
/** spec 002 §9 "The default is chat ticket." */
export const DEFAULT_TICKET_CREATION_TYPE: TicketCreationType = 'C';

/** A show lasts this long (decision: spec silent; long enough to watch, short enough for the demo schedule). */
export const SHOW_DURATION_MINUTES = 15;
/** Shows start on these boundaries (decision: every half hour, at :00 and :30 UTC). */
export const SHOW_SLOT_MINUTES = 30;
/** A show is put on the schedule at least this long ahead, so guests can buy before it starts. */
export const SHOW_LEAD_MINUTES = 10;

/** The errorCode values of chatTicketBuy / chatTicketRemove (success false). */
export const TICKET_ERROR_CODES = [
  'LOGIN_REQUIRED', // a ticket belongs to an account (spec 000 §6: a login for buying)
  'ACCOUNT_LOCKED',
  'SHOW_NOT_FOUND', // no show with that id
  'SHOW_MODEL_MISMATCH', // modelId is not the show's performer
  'SHOW_RESCHEDULED', // start is not the show's start any more
  'SHOW_ENDED', // the show is over: nothing left to watch
  'TICKET_ALREADY_BOUGHT', // the guest holds a ticket for the show
  'NOT_ENOUGH_COINS', // the price is more than the balance and no live-show voucher pays
  'CREATION_TYPE_NOT_ALLOWED', // M (manual) tickets are handed out by the platform, never bought
  'PROMO_CODE_INVALID', // the promo code is not a code's shape (letters and digits, 3 to 40)
  'TICKET_NOT_FOUND', // remove: the guest holds no live ticket for the show
  'SHOW_STARTED', // remove: the show has begun; refunds end there
] as const;
export type TicketErrorCode = (typeof TICKET_ERROR_CODES)[number];

export type ShowPhase = 'scheduled' | 'running' | 'ended';

export interface ShowTimes {
  startsAt: string;
  endsAt: string;
  /** The schedule's status when known: a show the schedule started (or ended) early counts as such. */
  status?: ShowPhase;
}

const PHASE_ORDER: readonly ShowPhase[] = ['scheduled', 'running', 'ended'];

/** Where a show stands at `nowMs`: the later of its times' phase and its status (a show never moves back). */
export function showPhase(show: ShowTimes, nowMs: number): ShowPhase {
  const byTime: ShowPhase = nowMs < Date.parse(show.startsAt) ? 'scheduled' : nowMs < Date.parse(show.endsAt) ? 'running' : 'ended';
  const byStatus = show.status ?? 'scheduled';
  return PHASE_ORDER.indexOf(byStatus) > PHASE_ORDER.indexOf(byTime) ? byStatus : byTime;
}

/** The next slot start at least SHOW_LEAD_MINUTES after `nowMs` (ISO), and its end. */
export function nextShowSlot(nowMs: number): ShowTimes {
  const slot = SHOW_SLOT_MINUTES * 60_000;
  const start = Math.ceil((nowMs + SHOW_LEAD_MINUTES * 60_000) / slot) * slot;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + SHOW_DURATION_MINUTES * 60_000).toISOString() };
}

const PROMO_CODE = /^[A-Za-z0-9_-]{3,40}$/;

export interface TicketBuyInput {
  creationType: string;
  modelId: number;
  start: string;
  promoCode: string | null;
}

export interface TicketBuyFacts {
  show: (ShowTimes & { performerId: number }) | null;
  holdsTicket: boolean;
  nowMs: number;
}

/**
 * Why a buy is refused, or null when it may go on to payment (the balance is
 * the ledger's to decide). Order: input shape, the show, the guest's ticket.
 * A running show can still be joined (decision: the full price, like a late
 * arrival at any show); an ended one cannot.
 */
export function ticketBuyRefusal(input: TicketBuyInput, facts: TicketBuyFacts): TicketErrorCode | null {
  if (!(TICKET_CREATION_TYPES as readonly string[]).includes(input.creationType)) return 'CREATION_TYPE_NOT_ALLOWED';
  if (input.creationType === 'M') return 'CREATION_TYPE_NOT_ALLOWED';
  if (input.promoCode !== null && !PROMO_CODE.test(input.promoCode)) return 'PROMO_CODE_INVALID';
  const { show } = facts;
  if (!show) return 'SHOW_NOT_FOUND';
  if (show.performerId !== input.modelId) return 'SHOW_MODEL_MISMATCH';
  if (Date.parse(input.start) !== Date.parse(show.startsAt)) return 'SHOW_RESCHEDULED';
  if (showPhase(show, facts.nowMs) === 'ended') return 'SHOW_ENDED';
  if (facts.holdsTicket) return 'TICKET_ALREADY_BOUGHT';
  return null;
}

/**
 * The refund rule (decision, spec silent): a ticket removed before its show
 * starts is refunded in full, the way it was paid (coins back through the
 * ledger, or the live-show voucher unit back); once the show has started the
 * ticket can no longer be removed (SHOW_STARTED): the performer is already
 * performing for the holders.
 */
export function ticketRemoveRefusal(facts: { holdsTicket: boolean; show: ShowTimes | null; nowMs: number }): TicketErrorCode | null {
  if (!facts.holdsTicket || !facts.show) return 'TICKET_NOT_FOUND';
  if (showPhase(facts.show, facts.nowMs) !== 'scheduled') return 'SHOW_STARTED';
  return null;
}

/** spec 002 §4.12: "A successful buy is reported to analytics as a purchase event (transaction id ticket:show, currency, value, item)." */
export const TICKET_TRANSACTION_ID = 'ticket:show';

export interface TicketPurchaseEvent {
  name: 'purchase';
  data: {
    transaction_id: typeof TICKET_TRANSACTION_ID;
    currency: 'VXC';
    value: number;
    item: { item_id: string; item_name: string; item_category: 'ticketShow'; price: number; quantity: 1 };
  };
}

/** The analytics purchase event of a bought ticket (value in coins, the product's currency). */
export function ticketPurchaseEvent(ticket: { showId: number; actorName: string; price: number }): TicketPurchaseEvent {
  return {
    name: 'purchase',
    data: {
      transaction_id: TICKET_TRANSACTION_ID,
      currency: 'VXC',
      value: ticket.price,
      item: { item_id: `show:${ticket.showId}`, item_name: ticket.actorName, item_category: 'ticketShow', price: ticket.price, quantity: 1 },
    },
  };
}
