import { describe, expect, it } from 'vitest';
import type { TicketShow } from '../live/tickets';
import { afterTicketBought, ticketRemoval, ticketStep } from './ticket';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const show = (patch: Partial<TicketShow> = {}): TicketShow => ({
  id: 4, actorId: 7, startsAt: '2026-11-24T12:30:00Z', endsAt: '2026-11-24T12:45:00Z', price: 20, status: 'scheduled', guestHasTicket: false, ...patch,
});

describe('the chat button\'s ticket offer (issue 14 §7 "show start for ticket holders")', () => {
  const cases: Array<[string, TicketShow | null, string]> = [
    ['no show on the schedule: nothing to buy', null, 'none'],
    ['an upcoming show without a ticket: buy one', show(), 'buy'],
    ['a running show without a ticket: buy one (late arrivals pay the full price)', show({ startsAt: '2026-11-24T11:55:00Z', status: 'running' }), 'buy'],
    ['an upcoming show with a ticket: told when it starts', show({ guestHasTicket: true }), 'held'],
    ['a running show with a ticket: watch it', show({ startsAt: '2026-11-24T11:55:00Z', guestHasTicket: true }), 'watch'],
    ['started by the schedule before its time: watch it', show({ status: 'running', guestHasTicket: true }), 'watch'],
    ['an ended show: nothing', show({ startsAt: '2026-11-24T11:30:00Z', endsAt: '2026-11-24T11:45:00Z', guestHasTicket: true }), 'none'],
  ];
  it.each(cases)('%s', (_name, next, kind) => {
    expect(ticketStep(next, NOW).kind).toBe(kind);
  });

  it('after a buy: an upcoming show is announced, a running one is watched at once', () => {
    expect(afterTicketBought(show(), NOW).kind).toBe('held');
    expect(afterTicketBought(show({ status: 'running' }), NOW).kind).toBe('watch');
  });
});

describe('"Remove ticket" before the show (issue 14 §7 "buy and remove chat tickets"; the refund rule is the server\'s)', () => {
  const cases: Array<[string, { success: boolean; errorCode: string | null }, string]> = [
    ['removed: refunded in full', { success: true, errorCode: null }, 'removed'],
    ['the show has begun: refunds end there', { success: false, errorCode: 'SHOW_STARTED' }, 'started'],
    ['removed meanwhile elsewhere', { success: false, errorCode: 'TICKET_NOT_FOUND' }, 'gone'],
    ['any other refusal: try again', { success: false, errorCode: 'ACCOUNT_LOCKED' }, 'failed'],
  ];
  it.each(cases)('%s', (_name, result, removal) => {
    expect(ticketRemoval(result)).toBe(removal);
  });
});
