import { describe, expect, it } from 'vitest';
import { nextShowSlot, showPhase, ticketBuyRefusal, ticketPurchaseEvent, ticketRemoveRefusal, type TicketBuyInput, type TicketBuyFacts } from './ticket-rules';

const START = '2026-11-24T10:00:00.000Z';
const END = '2026-11-24T10:15:00.000Z';
const before = Date.parse(START) - 60_000;
const during = Date.parse(START) + 60_000;
const after = Date.parse(END) + 1;
const show = { performerId: 7, startsAt: START, endsAt: END };
const input: TicketBuyInput = { creationType: 'C', modelId: 7, start: START, promoCode: null };
const facts: TicketBuyFacts = { show, holdsTicket: false, nowMs: before };

describe('ticket buy (spec 000 §7 "chat ticket buy (id, creationType, modelId, start, promoCode)"; 002 §9 "M manual, C chat ticket, P purchased")', () => {
  it.each<[string, Partial<TicketBuyInput>, Partial<TicketBuyFacts>, string | null]>([
    ['a chat ticket before the show', {}, {}, null],
    ['P purchased', { creationType: 'P' }, {}, null],
    ['M manual is never bought', { creationType: 'M' }, {}, 'CREATION_TYPE_NOT_ALLOWED'],
    ['an unknown creation type', { creationType: 'Z' }, {}, 'CREATION_TYPE_NOT_ALLOWED'],
    ['a promo code of letters and digits', { promoCode: 'SHOW10' }, {}, null],
    ['a promo code with spaces', { promoCode: 'SHOW 10' }, {}, 'PROMO_CODE_INVALID'],
    ['no such show', {}, { show: null }, 'SHOW_NOT_FOUND'],
    ['another model', { modelId: 8 }, {}, 'SHOW_MODEL_MISMATCH'],
    ['the start moved', { start: END }, {}, 'SHOW_RESCHEDULED'],
    ['the same start written otherwise', { start: '2026-11-24T10:00:00Z' }, {}, null],
    ['joining a running show', {}, { nowMs: during }, null],
    ['the show is over', {}, { nowMs: after }, 'SHOW_ENDED'],
    ['the schedule ended it early', {}, { show: { ...show, status: 'ended' } }, 'SHOW_ENDED'],
    ['a ticket held already', {}, { holdsTicket: true }, 'TICKET_ALREADY_BOUGHT'],
  ])('%s', (_label, inputPatch, factsPatch, expected) => {
    expect(ticketBuyRefusal({ ...input, ...inputPatch }, { ...facts, ...factsPatch })).toBe(expected);
  });
});

describe('ticket remove: the refund rule (ours, spec silent: full refund before the show starts, none after)', () => {
  it.each<[string, { holdsTicket: boolean; show: typeof show | null; nowMs: number }, string | null]>([
    ['before the start: removed and refunded', { holdsTicket: true, show, nowMs: before }, null],
    ['no ticket held', { holdsTicket: false, show, nowMs: before }, 'TICKET_NOT_FOUND'],
    ['no such show', { holdsTicket: true, show: null, nowMs: before }, 'TICKET_NOT_FOUND'],
    ['the show runs', { holdsTicket: true, show, nowMs: during }, 'SHOW_STARTED'],
    ['the schedule started it', { holdsTicket: true, show: { ...show, status: 'running' } as typeof show, nowMs: before }, 'SHOW_STARTED'],
    ['the show is over', { holdsTicket: true, show, nowMs: after }, 'SHOW_STARTED'],
  ])('%s', (_label, facts, expected) => {
    expect(ticketRemoveRefusal(facts)).toBe(expected);
  });
});

describe('show schedule', () => {
  it.each([
    ['09:49:59 -> 10:00 (10 minutes ahead at least)', '2026-11-24T09:49:59.000Z', START],
    ['09:50:01 -> 10:30', '2026-11-24T09:50:01.000Z', '2026-11-24T10:30:00.000Z'],
    ['09:30 -> 10:00', '2026-11-24T09:30:00.000Z', START],
  ])('%s', (_label, now, expected) => {
    const slot = nextShowSlot(Date.parse(now));
    expect(slot.startsAt).toBe(expected);
    expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(15 * 60_000);
  });

  it('a show never moves back: the later of time and status', () => {
    expect(showPhase(show, before)).toBe('scheduled');
    expect(showPhase({ ...show, status: 'running' }, before)).toBe('running');
    expect(showPhase({ ...show, status: 'scheduled' }, during)).toBe('running');
    expect(showPhase({ ...show, status: 'running' }, after)).toBe('ended');
  });
});

it('spec 002 §4.12 "a purchase event (transaction id ticket:show, currency, value, item)"', () => {
  expect(ticketPurchaseEvent({ showId: 12, actorName: 'Mia', price: 30 })).toEqual({
    name: 'purchase',
    data: { transaction_id: 'ticket:show', currency: 'VXC', value: 30, item: { item_id: 'show:12', item_name: 'Mia', item_category: 'ticketShow', price: 30, quantity: 1 } },
  });
});
