/**
 * spec 002 §9 "Analytics events: payment, vip_abo_update, vxtv_abo_update,
 * avs_revoked, avs_set, signup, login" and §4.3 "Guest balance (payment
 * made): tracked". The guest events of the realtime channel map to the first
 * five by a pure function; signup and login come from the overlay bridge,
 * which calls trackAnalytics itself. Consent is decided by the tracker.
 */
import type { GuestEventNotice } from '../realtime/connect';

// 'purchase' (J, issue 14): spec 002 §4.12 "A successful buy is reported to analytics as a purchase event (transaction id ticket:show, ...)".
export const ANALYTICS_EVENTS = ['payment', 'vip_abo_update', 'vxtv_abo_update', 'avs_revoked', 'avs_set', 'signup', 'login', 'purchase'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** The tracker/track eventContext analytics events are stored under. */
export const ANALYTICS_EVENT_CONTEXT = 'analytics';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  data: Record<string, unknown> | null;
}

/** True for the names of spec 002 §9. */
export function isAnalyticsEventName(value: unknown): value is AnalyticsEventName {
  return typeof value === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(value);
}

/**
 * The analytics event a guest event stands for, or null. A guestBalance event
 * also follows every purchase; only a rise of a known balance is a payment.
 */
export function analyticsEventForGuestEvent(notice: Pick<GuestEventNotice, 'event' | 'previous'>): AnalyticsEvent | null {
  const { event, previous } = notice;
  switch (event.type) {
    case 'guestBalance': {
      if (!previous || event.balance <= previous.balance) return null;
      return { name: 'payment', data: { amount: event.balance - previous.balance, balance: event.balance, isPayingCustomer: event.isPayingCustomer } };
    }
    case 'vipUpdate':
      return { name: 'vip_abo_update', data: { isVip: event.isVip, price: event.price, isStarted: event.isStarted } };
    case 'tvSubscriptionUpdate':
      return { name: 'vxtv_abo_update', data: { isSubscriber: event.isSubscriber, price: event.price, isStarted: event.isStarted } };
    case 'avsRevoked':
      return { name: 'avs_revoked', data: null };
    case 'avsSet':
      return { name: 'avs_set', data: null };
    default:
      return null;
  }
}
