import { describe, expect, it } from 'vitest';
import type { GuestSession } from '../api/guest-types';
import { applyGuestEvent, isGuestEvent, type GuestEventContext } from './guest-events';
import type { ServerEvent } from './protocol';

const session = {
  isLoggedIn: true,
  id: 'g1',
  balance: 100,
  balanceFormatted: '100 VXC',
  isPayingCustomer: false,
  vouchers: [],
  avsStatus: 'pending',
  avsRejectMessage: 'old message',
  hasAvs: false,
  isLocked: false,
  isVip: false,
  isVXTVAboSubscriber: true,
  wasVXTVAboSubscriber: false,
  isVoicecallActive: false,
  loyaltyPoints: 3,
  showDataProtection: true,
  boughtGifts: {},
} as unknown as GuestSession;
const desktop: GuestEventContext = { isTvLivestreamPage: false, isMobile: false, paymentAwaitingFeedback: false };
const voucher = { id: 'v1', type: 1, amount: 2, actorId: null } as unknown as GuestSession['vouchers'][number];

describe('applyGuestEvent: session fields', () => {
  // spec 000 §4 "Age verification": "avsSet gives accepted; avsPending gives pending; avsRejected gives
  // rejected; avsRevoked gives unknown and no age verification". spec 000 §4 "Guest flags (balance,
  // vouchers, VIP, locked, voice call, TV subscription) change by server events".
  const rows: Array<[string, ServerEvent, Partial<GuestSession>]> = [
    ['avsSet gives accepted', { type: 'avsSet' }, { avsStatus: 'accepted', hasAvs: true, avsRejectMessage: null }],
    ['avsPending gives pending', { type: 'avsPending' }, { avsStatus: 'pending', avsRejectMessage: null }],
    ['avsRejected gives rejected (with a message)', { type: 'avsRejected', message: 'blurry' }, { avsStatus: 'rejected', avsRejectMessage: 'blurry' }],
    ['avsRevoked gives unknown and no age verification', { type: 'avsRevoked' }, { avsStatus: 'unknown', hasAvs: false }],
    ['guest balance', { type: 'guestBalance', balance: 42, balanceFormatted: '42 VXC', isPayingCustomer: true }, { balance: 42, balanceFormatted: '42 VXC', isPayingCustomer: true }],
    ['vouchers', { type: 'vouchers', vouchers: [voucher] }, { vouchers: [voucher] }],
    ['VIP update', { type: 'vipUpdate', isVip: true, price: 999, isStarted: true }, { isVip: true }],
    ['TV subscription ends: a former subscriber', { type: 'tvSubscriptionUpdate', isSubscriber: false, price: null, isStarted: false }, { isVXTVAboSubscriber: false, wasVXTVAboSubscriber: true }],
    ['locked', { type: 'guestLocked' }, { isLocked: true }],
    ['voice call start', { type: 'voiceCallStart', callId: 'c1' }, { isVoicecallActive: true }],
    ['loyalty points changed', { type: 'loyaltyPoints', points: 17 }, { loyaltyPoints: 17 }],
    ['data protection', { type: 'dataProtection', show: false }, { showDataProtection: false }],
    ['gifts update', { type: 'giftsUpdate', boughtGifts: { '7': 2 } }, { boughtGifts: { '7': 2 } }],
  ];
  it.each(rows)('%s', (_name, event, expected) => {
    const next = applyGuestEvent(session, event, desktop);
    expect(next.session).toMatchObject(expected);
    expect(next.effect).toBe('none');
    expect(session.avsStatus).toBe('pending'); // the input is never changed
  });

  it('voice call stop after a start', () => {
    const started = applyGuestEvent(session, { type: 'voiceCallStart', callId: 'c1' }, desktop).session;
    expect(applyGuestEvent(started, { type: 'voiceCallStop', callId: 'c1' }, desktop).session.isVoicecallActive).toBe(false);
  });

  it('a TV subscription that starts does not make a former subscriber', () => {
    const fresh = { ...session, isVXTVAboSubscriber: false };
    const next = applyGuestEvent(fresh, { type: 'tvSubscriptionUpdate', isSubscriber: true, price: 5, isStarted: true }, desktop);
    expect(next.session).toMatchObject({ isVXTVAboSubscriber: true, wasVXTVAboSubscriber: false });
  });
});

describe('applyGuestEvent: announced only', () => {
  // spec 000 §4: "welcome bonus redeemed, free show start and stop, ... bonus code redeemed, private ticket
  // show invitation, chat end (chatId, price, actorId, actorName, isVoyeur, isToyControl)" change no flag.
  const rows: ServerEvent[] = [
    { type: 'welcomeBonusRedeemed', coins: 50 },
    { type: 'bonusCodeRedeemed', code: 'SPRING' },
    { type: 'freeShowStart', actorId: 7 },
    { type: 'freeShowStop', actorId: 7 },
    { type: 'privateTicketShowInvitation', actorId: 7, actorName: 'Mia', showId: 's1', startsAt: '2026-01-01T20:00:00Z' },
    { type: 'chatEnd', chatId: 'c9', price: 12.5, actorId: 7, actorName: 'Mia', isVoyeur: false, isToyControl: true, reasonCode: 100 },
    { type: 'oneClickResult', success: true, amount: 10, balance: 110, error: null },
  ];
  it.each(rows.map((event) => [event.type, event] as const))('%s keeps the session and is a guest event', (_type, event) => {
    expect(isGuestEvent(event)).toBe(true);
    expect(applyGuestEvent(session, event, desktop)).toEqual({ session, effect: 'none' });
  });

  it('events that do not concern the guest are not guest events and change nothing', () => {
    const event: ServerEvent = { type: 'actorOnline', actorId: 7 };
    expect(isGuestEvent(event)).toBe(false);
    expect(applyGuestEvent(session, event, desktop).session).toBe(session);
  });
});

describe('applyGuestEvent: reloads', () => {
  const rows: Array<[string, ServerEvent, Partial<GuestEventContext>, 'none' | 'reload']> = [
    // spec 000 §4: "Email verified reloads the page except on TV livestream pages or on the mobile platform."
    ['email verified on a desktop page reloads', { type: 'emailVerified' }, {}, 'reload'],
    ['email verified on a TV livestream page does not', { type: 'emailVerified' }, { isTvLivestreamPage: true }, 'none'],
    ['email verified on mobile does not', { type: 'emailVerified' }, { isMobile: true }, 'none'],
    ['email verified on the page that confirmed it does not (it would resend the used token)', { type: 'emailVerified' }, { isEmailVerificationPage: true }, 'none'],
    // spec 000 §4: "Session expired reloads the page unless a payment is awaiting feedback."
    ['session expired reloads', { type: 'sessionExpired' }, {}, 'reload'],
    ['session expired with a payment awaiting feedback does not', { type: 'sessionExpired' }, { paymentAwaitingFeedback: true }, 'none'],
    // spec 000 §4: "page reload"
    ['page reload reloads', { type: 'pageReload' }, {}, 'reload'],
    ['page reload reloads even with a payment awaiting feedback', { type: 'pageReload' }, { paymentAwaitingFeedback: true }, 'reload'],
  ];
  it.each(rows)('%s', (_name, event, context, effect) => {
    const next = applyGuestEvent(session, event, { ...desktop, ...context });
    expect(next.effect).toBe(effect);
    expect(next.session).toBe(session);
  });
});
