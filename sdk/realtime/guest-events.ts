/**
 * Guest state from server events (spec 000 §4 "Age verification" and "Guest
 * flags"): one pure rule per event, in a table keyed by event type, so a new
 * guest event cannot be added to the union without deciding what it does here.
 */
import type { GuestSession } from '../api/guest-types';
import type { ServerEvent } from './protocol';

/** Where the page is: the reload rules of spec 000 §4 depend on it. */
export interface GuestEventContext {
  isTvLivestreamPage: boolean;
  isMobile: boolean;
  paymentAwaitingFeedback: boolean;
  /**
   * The page that just confirmed the address (our decision, beyond the spec's
   * two exceptions): reloading it would submit the used token again and turn
   * its success into "link used".
   */
  isEmailVerificationPage?: boolean;
}

/** What the page must do after the event besides showing the new session. */
export type GuestEventEffect = 'none' | 'reload';

/** The server events that concern the guest session (spec 000 §4), announced to subscribers. */
export type GuestEventType =
  | 'voiceCallStart' | 'voiceCallStop' | 'dataProtection' | 'guestBalance' | 'vouchers'
  | 'avsSet' | 'avsPending' | 'avsRejected' | 'avsRevoked' | 'guestLocked' | 'vipUpdate'
  | 'tvSubscriptionUpdate' | 'welcomeBonusRedeemed' | 'bonusCodeRedeemed' | 'freeShowStart'
  | 'freeShowStop' | 'emailVerified' | 'loyaltyPoints' | 'oneClickResult' | 'giftsUpdate'
  | 'privateTicketShowInvitation' | 'chatEnd' | 'pageReload' | 'sessionExpired';
export type GuestEvent = Extract<ServerEvent, { type: GuestEventType }>;

/** How one event changes the session; rules that change nothing return the same object. */
type Rule<T extends GuestEventType> = (session: GuestSession, event: Extract<ServerEvent, { type: T }>) => GuestSession;

const unchanged = (session: GuestSession) => session;
const changed = (session: GuestSession, patch: Partial<GuestSession>): GuestSession => ({ ...session, ...patch });

const RULES: { [T in GuestEventType]: Rule<T> } = {
  voiceCallStart: (s) => changed(s, { isVoicecallActive: true }),
  voiceCallStop: (s) => changed(s, { isVoicecallActive: false }),
  dataProtection: (s, e) => changed(s, { showDataProtection: e.show }),
  guestBalance: (s, e) =>
    changed(s, { balance: e.balance, balanceFormatted: e.balanceFormatted, isPayingCustomer: e.isPayingCustomer }),
  vouchers: (s, e) => changed(s, { vouchers: e.vouchers }),
  avsSet: (s) => changed(s, { avsStatus: 'accepted', avsRejectMessage: null, hasAvs: true }),
  // A pending or rejected new attempt says nothing about an earlier verification: hasAvs stays.
  avsPending: (s) => changed(s, { avsStatus: 'pending', avsRejectMessage: null }),
  avsRejected: (s, e) => changed(s, { avsStatus: 'rejected', avsRejectMessage: e.message }),
  avsRevoked: (s) => changed(s, { avsStatus: 'unknown', avsRejectMessage: null, hasAvs: false }),
  guestLocked: (s) => changed(s, { isLocked: true }),
  vipUpdate: (s, e) => changed(s, { isVip: e.isVip }),
  tvSubscriptionUpdate: (s, e) =>
    changed(s, {
      isVXTVAboSubscriber: e.isSubscriber,
      // spec 000 §6 "TV subscriber or former subscriber": an ending subscription makes a former one.
      wasVXTVAboSubscriber: s.wasVXTVAboSubscriber || (s.isVXTVAboSubscriber && !e.isSubscriber),
    }),
  // The coins of a bonus arrive in their own guestBalance event; these are only announced.
  welcomeBonusRedeemed: unchanged,
  bonusCodeRedeemed: unchanged,
  freeShowStart: unchanged,
  freeShowStop: unchanged,
  emailVerified: unchanged,
  loyaltyPoints: (s, e) => changed(s, { loyaltyPoints: e.points }),
  // Its balance has no formatted text; the guestBalance event that follows a charge carries both.
  oneClickResult: unchanged,
  giftsUpdate: (s, e) => changed(s, { boughtGifts: e.boughtGifts }),
  privateTicketShowInvitation: unchanged,
  chatEnd: unchanged,
  pageReload: unchanged,
  sessionExpired: unchanged,
};

/**
 * spec 000 §4: "Session expired reloads the page unless a payment is awaiting
 * feedback. Email verified reloads the page except on TV livestream pages or
 * on the mobile platform." A page reload event always reloads.
 */
export function guestEventEffect(event: ServerEvent, context: GuestEventContext): GuestEventEffect {
  switch (event.type) {
    case 'pageReload':
      return 'reload';
    case 'sessionExpired':
      return context.paymentAwaitingFeedback ? 'none' : 'reload';
    case 'emailVerified':
      return context.isTvLivestreamPage || context.isMobile || context.isEmailVerificationPage ? 'none' : 'reload';
    default:
      return 'none';
  }
}

/** True for the events of spec 000 §4 that concern the guest session. */
export function isGuestEvent(event: ServerEvent): event is GuestEvent {
  return Object.hasOwn(RULES, event.type);
}

/**
 * Applies one server event to the guest session (spec 000 §4). Events that do
 * not concern the guest leave it as it is (same object) with effect 'none'.
 */
export function applyGuestEvent(
  session: GuestSession,
  event: ServerEvent,
  context: GuestEventContext,
): { session: GuestSession; effect: GuestEventEffect } {
  if (!isGuestEvent(event)) return { session, effect: 'none' };
  const rule = RULES[event.type] as Rule<GuestEventType>;
  return { session: rule(session, event), effect: guestEventEffect(event, context) };
}
