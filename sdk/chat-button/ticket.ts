/**
 * What the chat button's ticket offer does (issue 14 §7 "buy and remove chat tickets ... show start for
 * ticket holders"): by the performer's next show and whether the guest holds a ticket for it. A holder
 * watches a running show (POST live/show/watch) and is told when an upcoming one starts; anybody else
 * buys one (chatTicketBuy). No show on the schedule: her live show page, which says so.
 */
import type { TicketShow } from '../live/tickets';
import { showPhase } from '../live/ticket-rules';

export type TicketStep =
  | { kind: 'none' }
  | { kind: 'watch'; show: TicketShow }
  | { kind: 'held'; show: TicketShow }
  | { kind: 'buy'; show: TicketShow };

export function ticketStep(show: TicketShow | null, nowMs: number): TicketStep {
  if (!show) return { kind: 'none' };
  const phase = showPhase(show, nowMs);
  if (phase === 'ended') return { kind: 'none' };
  if (!show.guestHasTicket) return { kind: 'buy', show };
  return phase === 'running' ? { kind: 'watch', show } : { kind: 'held', show };
}

/** After a successful buy: a running show is watched at once, an upcoming one is announced. */
export function afterTicketBought(show: TicketShow, nowMs: number): TicketStep {
  return ticketStep({ ...show, guestHasTicket: true }, nowMs);
}

/**
 * What the guest is told after "Remove ticket" (002 §4.12 "Buy, then remove"; the refund rule is the
 * server's: in full before the show starts, SHOW_STARTED after it began).
 */
export type TicketRemoval = 'removed' | 'started' | 'gone' | 'failed';

export function ticketRemoval(result: { success: boolean; errorCode: string | null }): TicketRemoval {
  if (result.success) return 'removed';
  if (result.errorCode === 'SHOW_STARTED') return 'started';
  // Removed meanwhile (another tab): nothing is held any more.
  if (result.errorCode === 'TICKET_NOT_FOUND') return 'gone';
  return 'failed';
}
