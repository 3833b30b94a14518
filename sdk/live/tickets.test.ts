import { describe, expect, it, vi } from 'vitest';
import type { QueryService } from '../video-page/query-service';
import { isAnalyticsEventName } from '../tracking/analytics';
import { buyChatTicket, removeChatTicket, startAnonymousVoiceCall, trackTicketPurchase } from './tickets';

/** A query service that records the call and answers `data`. */
function fakeQuery(data: Record<string, unknown>) {
  const calls: Array<{ query: string; variables: Record<string, unknown> | undefined }> = [];
  const query = (async (text: string, variables?: Record<string, unknown>) => {
    calls.push({ query: text, variables });
    return data;
  }) as QueryService;
  return { query, calls };
}

describe('chat tickets through the query service (spec 000 §7)', () => {
  it('buy sends id, creationType (default C, spec 002 §9), modelId, start and promoCode', async () => {
    const result = { success: true, errorCode: null, ticketId: 't', price: 30, paidWith: 'coins' };
    const { query, calls } = fakeQuery({ chatTicketBuy: result });
    expect(await buyChatTicket(query, { id: 4, modelId: 9, start: '2026-11-24T10:00:00.000Z' })).toEqual(result);
    expect(calls[0]!.query).toContain('chatTicketBuy(id: $id, creationType: $creationType, modelId: $modelId, start: $start, promoCode: $promoCode)');
    expect(calls[0]!.variables).toEqual({ id: 4, creationType: 'C', modelId: 9, start: '2026-11-24T10:00:00.000Z', promoCode: null });
  });

  it('remove sends the show id', async () => {
    const { query, calls } = fakeQuery({ chatTicketRemove: { success: false, errorCode: 'SHOW_STARTED', ticketId: null, price: null, paidWith: null } });
    expect((await removeChatTicket(query, 4)).errorCode).toBe('SHOW_STARTED');
    expect(calls[0]!.variables).toEqual({ id: 4 });
  });

  it('spec 002 §4.12: only a successful buy is tracked as a purchase with transaction id ticket:show', () => {
    const sink = vi.fn();
    expect(trackTicketPurchase({ success: false, errorCode: 'NOT_ENOUGH_COINS', ticketId: null, price: null, paidWith: null }, { showId: 4, actorName: 'Mia' }, sink)).toBe(false);
    expect(sink).not.toHaveBeenCalled();
    expect(trackTicketPurchase({ success: true, errorCode: null, ticketId: 't', price: 30, paidWith: 'coins' }, { showId: 4, actorName: 'Mia' }, sink)).toBe(true);
    expect(sink).toHaveBeenCalledWith(expect.objectContaining({ name: 'purchase', data: expect.objectContaining({ transaction_id: 'ticket:show', value: 30 }) }));
    // The tracker's trackAnalytics accepts the name (it refuses names outside its list).
    expect(isAnalyticsEventName(sink.mock.calls[0]![0].name)).toBe(true);
  });

  it('voice call: 2000 opens with the ids, another code is an error with it', async () => {
    const open = fakeQuery({ anonymousVoiceCallStart: { resultCode: 2000, serverId: 's', clientId: 'c', callId: 'x' } });
    expect(await startAnonymousVoiceCall(open.query, 'token', 3)).toEqual({ kind: 'open', serverId: 's', clientId: 'c', callId: 'x', streamUrl: null });
    expect(open.calls[0]!.variables).toEqual({ accessToken: 'token', actorId: 3 });
    const refused = fakeQuery({ anonymousVoiceCallStart: { resultCode: 4005, serverId: null, clientId: null, callId: null } });
    expect(await startAnonymousVoiceCall(refused.query, 'token', 3)).toEqual({ kind: 'error', code: 4005 });
  });
});
