import { describe, expect, it } from 'vitest';
import type { GuestSession } from '../api/guest-types';
import type { GuestEvent } from '../realtime/guest-events';
import { analyticsEventForGuestEvent } from './analytics';

const before = { balance: 100 } as GuestSession;

// spec 002 §9 "Analytics events: payment, vip_abo_update, vxtv_abo_update, avs_revoked, avs_set, signup, login";
// spec 002 §4.3 "Guest balance (payment made): tracked".
describe('analyticsEventForGuestEvent', () => {
  it.each<[string, GuestEvent, GuestSession | null, string | null]>([
    ['a rising balance is a payment', { type: 'guestBalance', balance: 140, balanceFormatted: '140', isPayingCustomer: true }, before, 'payment'],
    ['a falling balance (a purchase) is no payment', { type: 'guestBalance', balance: 60, balanceFormatted: '60', isPayingCustomer: true }, before, null],
    ['an unknown previous balance is no payment', { type: 'guestBalance', balance: 140, balanceFormatted: '140', isPayingCustomer: true }, null, null],
    ['vipUpdate', { type: 'vipUpdate', isVip: true, price: 999, isStarted: true }, before, 'vip_abo_update'],
    ['tvSubscriptionUpdate', { type: 'tvSubscriptionUpdate', isSubscriber: false, price: null, isStarted: false }, before, 'vxtv_abo_update'],
    ['avsRevoked', { type: 'avsRevoked' }, before, 'avs_revoked'],
    ['avsSet', { type: 'avsSet' }, before, 'avs_set'],
    ['other guest events', { type: 'emailVerified' }, before, null],
  ])('%s', (_name, event, previous, expected) => {
    expect(analyticsEventForGuestEvent({ event, previous })?.name ?? null).toBe(expected);
  });

  it('carries the amount of a payment', () => {
    const event: GuestEvent = { type: 'guestBalance', balance: 140, balanceFormatted: '140', isPayingCustomer: true };
    expect(analyticsEventForGuestEvent({ event, previous: before })?.data).toEqual({ amount: 40, balance: 140, isPayingCustomer: true });
  });
});
