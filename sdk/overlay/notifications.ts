/**
 * Guest notifications while the overlay is in use (spec 002 §4.3): what each
 * event does, and a queue that holds callbacks while a flow runs and lets
 * them run on close or success.
 */
import type { GuestEventNotice } from '../realtime/connect';
import type { GuestEvent } from '../realtime/guest-events';
import { voiceCallStopReloads, type PageVoiceCall } from '../live/voice-call';

/** The page's callbacks; a missing one falls back to a reload where the spec says "callback or reload". */
export interface OverlayNotificationCallbacks {
  onTopUp?(event: Extract<GuestEvent, { type: 'guestBalance' }>): void;
  onVipUpdate?(event: Extract<GuestEvent, { type: 'vipUpdate' | 'tvSubscriptionUpdate' }>): void;
  onAvsSet?(): void;
  onBonusCodeRedeemed?(event: Extract<GuestEvent, { type: 'bonusCodeRedeemed' }>): void;
  reloadIncentives?(): void;
  /** The page's anonymous voice call, if any (spec 002 §4.3: only a matching id hash reloads). */
  voiceCall?(): PageVoiceCall | null;
  /** Runs the work once the chat-exit dialog is closed (now when it is not open): sdk/live/voice-call.ts createChatExitGate().afterClose. */
  afterChatExitDialog?(work: () => void): void;
}

/** spec 002 §9 analytics events. */
export type OverlayAnalyticsEvent = 'payment' | 'vip_abo_update' | 'vxtv_abo_update' | 'avs_revoked' | 'avs_set' | 'signup' | 'login';

export interface NotificationReaction {
  track: OverlayAnalyticsEvent | null;
  /** Runs now: logging out a locked guest cannot wait. */
  logout: boolean;
  /** Deferred while a flow runs: callbacks and reloads. */
  deferred: Array<() => void>;
  reload: boolean;
  /** spec 002 §4.3 voice-call stop: reload, but only once the chat-exit dialog is closed (set only then). */
  reloadAfterChatExit?: true;
}

const NONE: NotificationReaction = { track: null, logout: false, deferred: [], reload: false };

/** spec 002 §4.3, one rule per event type. */
export function notificationReaction(event: GuestEvent, callbacks: OverlayNotificationCallbacks): NotificationReaction {
  switch (event.type) {
    case 'guestBalance': {
      const deferred: Array<() => void> = [];
      if (callbacks.onTopUp) deferred.push(() => callbacks.onTopUp?.(event));
      if (callbacks.reloadIncentives) deferred.push(() => callbacks.reloadIncentives?.());
      return { ...NONE, track: 'payment', deferred };
    }
    case 'guestLocked':
      return { ...NONE, logout: true };
    case 'vipUpdate':
    case 'tvSubscriptionUpdate': {
      const track = event.type === 'vipUpdate' ? 'vip_abo_update' : 'vxtv_abo_update';
      return callbacks.onVipUpdate
        ? { ...NONE, track, deferred: [() => callbacks.onVipUpdate?.(event)] }
        : { ...NONE, track, reload: true };
    }
    case 'avsRevoked':
      return { ...NONE, track: 'avs_revoked', reload: true };
    case 'avsSet':
      return callbacks.onAvsSet
        ? { ...NONE, track: 'avs_set', deferred: [() => callbacks.onAvsSet?.()] }
        : { ...NONE, track: 'avs_set', reload: true };
    case 'voiceCallStop':
      // "Voicecall stop for an anonymous voice-call guest with a matching id hash: reload, deferred while the chat-exit dialog is open."
      return voiceCallStopReloads(callbacks.voiceCall?.() ?? null, event.callId) ? { ...NONE, reloadAfterChatExit: true } : NONE;
    case 'bonusCodeRedeemed':
      return callbacks.onBonusCodeRedeemed ? { ...NONE, deferred: [() => callbacks.onBonusCodeRedeemed?.(event)] } : NONE;
    default:
      return NONE;
  }
}

/** Holds deferred work while `isHeld()`; `flush` runs it in order, once. */
export function createDeferredQueue(isHeld: () => boolean): { run(work: () => void): void; flush(): void; size(): number } {
  const queue: Array<() => void> = [];
  const runSafely = (work: () => void): void => {
    try {
      work();
    } catch (error) {
      // One page callback that throws must not drop the ones queued behind it.
      console.warn(`sdk/overlay: a queued notification callback threw: ${String(error)}`);
    }
  };
  return {
    run(work) {
      if (isHeld()) queue.push(work);
      else runSafely(work);
    },
    flush() {
      for (const work of queue.splice(0)) runSafely(work);
    },
    size: () => queue.length,
  };
}

export interface GuestEventEffects {
  track?(event: OverlayAnalyticsEvent): void;
  logout(): void;
  reload(): void;
  queue: { run(work: () => void): void };
}

/** The onGuestEvent listener: tracks and logs out at once, defers callbacks and reloads through the queue. */
export function reactToGuestEvents(callbacks: OverlayNotificationCallbacks, effects: GuestEventEffects): (notice: GuestEventNotice) => void {
  return (notice) => {
    const reaction = notificationReaction(notice.event, callbacks);
    if (reaction.track) effects.track?.(reaction.track);
    if (reaction.logout) effects.logout();
    for (const work of reaction.deferred) effects.queue.run(work);
    if (reaction.reload) effects.queue.run(() => effects.reload());
    if (reaction.reloadAfterChatExit) {
      const reload = () => effects.queue.run(() => effects.reload());
      if (callbacks.afterChatExitDialog) callbacks.afterChatExitDialog(reload);
      else reload();
    }
  };
}
