import { describe, expect, it, vi } from 'vitest';
import type { GuestEvent } from '../realtime/guest-events';
import { createChatExitGate, voiceCallIdHash } from '../live/voice-call';
import { createDeferredQueue, notificationReaction, reactToGuestEvents } from './notifications';

const balance: GuestEvent = { type: 'guestBalance', balance: 100, balanceFormatted: '100', isPayingCustomer: true };

describe('notifications while the overlay is in use (spec 002 §4.3)', () => {
  it.each<[string, GuestEvent, boolean, { track: string | null; logout: boolean; reload: boolean; deferred: number }]>([
    ['"Guest balance: tracked, the top-up callback runs, incentives are reloaded"', balance, true, { track: 'payment', logout: false, reload: false, deferred: 2 }],
    ['"Guest locked: logout"', { type: 'guestLocked' }, true, { track: null, logout: true, reload: false, deferred: 0 }],
    ['"VIP update: callback"', { type: 'vipUpdate', isVip: true, price: null, isStarted: true }, true, { track: 'vip_abo_update', logout: false, reload: false, deferred: 1 }],
    ['"VIP update: ... or reload"', { type: 'vipUpdate', isVip: true, price: null, isStarted: true }, false, { track: 'vip_abo_update', logout: false, reload: true, deferred: 0 }],
    ['"VX-TV subscription update: or reload"', { type: 'tvSubscriptionUpdate', isSubscriber: true, price: null, isStarted: true }, false, { track: 'vxtv_abo_update', logout: false, reload: true, deferred: 0 }],
    ['"AVS revoked: reload"', { type: 'avsRevoked' }, true, { track: 'avs_revoked', logout: false, reload: true, deferred: 0 }],
    ['"AVS set: callback"', { type: 'avsSet' }, true, { track: 'avs_set', logout: false, reload: false, deferred: 1 }],
    ['"AVS set: or reload"', { type: 'avsSet' }, false, { track: 'avs_set', logout: false, reload: true, deferred: 0 }],
    ['"Bonus code redeemed: callback"', { type: 'bonusCodeRedeemed', code: 'NEU50WELCOME' }, true, { track: null, logout: false, reload: false, deferred: 1 }],
    ['unrelated events do nothing', { type: 'emailVerified' }, true, { track: null, logout: false, reload: false, deferred: 0 }],
  ])('%s', (_label, event, withCallbacks, expected) => {
    const callbacks = withCallbacks ? { onTopUp: vi.fn(), onVipUpdate: vi.fn(), onAvsSet: vi.fn(), onBonusCodeRedeemed: vi.fn(), reloadIncentives: vi.fn() } : {};
    const reaction = notificationReaction(event, callbacks);
    expect({ ...reaction, deferred: reaction.deferred.length }).toEqual(expected);
  });

  it('the top-up callback receives the event', () => {
    const onTopUp = vi.fn();
    notificationReaction(balance, { onTopUp }).deferred.forEach((work) => work());
    expect(onTopUp).toHaveBeenCalledWith(balance);
  });

  it('"Callbacks are queued while an overlay flow is running and run on its close or success"', () => {
    let held = true;
    const queue = createDeferredQueue(() => held);
    const order: string[] = [];
    queue.run(() => order.push('a'));
    queue.run(() => { throw new Error('broken callback'); });
    queue.run(() => order.push('b'));
    expect(order).toEqual([]);
    held = false;
    queue.flush();
    expect(order).toEqual(['a', 'b']);
    queue.flush();
    expect(order).toEqual(['a', 'b']);
    queue.run(() => order.push('now'));
    expect(order).toEqual(['a', 'b', 'now']);
  });

  describe('"Voicecall stop for an anonymous voice-call guest with a matching id hash: reload, deferred while the chat-exit dialog is open"', () => {
    const stop: GuestEvent = { type: 'voiceCallStop', callId: 'call-7' };
    const caller = { isAnonymousVoicecall: true, idHash: voiceCallIdHash('call-7') };
    const notice = (event: GuestEvent) => ({ event, previous: null, session: null }) as unknown as Parameters<ReturnType<typeof reactToGuestEvents>>[0];

    it.each([
      ['matching hash', caller, true],
      ['another call', { ...caller, idHash: voiceCallIdHash('call-8') }, false],
      ['not an anonymous voice-call guest', { ...caller, isAnonymousVoicecall: false }, false],
      ['no call on the page', null, false],
    ])('%s', (_label, call, reloads) => {
      expect(notificationReaction(stop, { voiceCall: () => call }).reloadAfterChatExit === true).toBe(reloads);
    });

    it('waits for the exit dialog to close, then reloads once', () => {
      const gate = createChatExitGate();
      const reload = vi.fn();
      const react = reactToGuestEvents({ voiceCall: () => caller, afterChatExitDialog: (work) => gate.afterClose(work) }, { logout: vi.fn(), reload, queue: createDeferredQueue(() => false) });
      gate.open();
      react(notice(stop));
      expect(reload).not.toHaveBeenCalled();
      gate.close();
      expect(reload).toHaveBeenCalledTimes(1);
      // With the dialog closed it reloads at once.
      react(notice(stop));
      expect(reload).toHaveBeenCalledTimes(2);
    });
  });
});
