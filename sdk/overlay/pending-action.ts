/**
 * Pending actions after login (spec 002 §4.5, §3.3 "Stored pending action: a
 * type plus params"): something the guest wanted before the login asked for
 * it, done once the login succeeded.
 */
import { atom, type WritableAtom } from 'nanostores';

export type PendingActionType =
  | 'loadActorNote' | 'loadSpecialRewards' | 'contestMedia' | 'favouritePin' | 'favouriteUnpin' | 'galleryRating'
  | 'selectChannel' | 'showPaytour' | 'showSettings' | 'showTvAbo' | 'redirect'
  // Issue 13 §4 asks the §4.5 flow for a video's like or dislike too (targetId: the video, value: 'like' | 'dislike').
  | 'videoRating'
  // Issue 14 §3: the chat a logged-out guest chose on a chat button (targetId: the performer, value: the offer kind).
  | 'startChat';

export interface PendingActionParams {
  targetId?: string;
  targetUrl?: string;
  storeAutoOpenSetting?: boolean;
  qmDate?: string;
  shouldOpen?: boolean;
  config?: Record<string, unknown>;
  value?: unknown;
  options?: Record<string, unknown>;
}

export interface PendingAction {
  type: PendingActionType;
  params: PendingActionParams;
}

/** The one pending action; a new one replaces the old (the guest's latest wish wins). */
export interface PendingActionStore {
  $action: WritableAtom<PendingAction | null>;
  set(action: PendingAction): void;
  /** Returns the action and forgets it, so it runs at most once. */
  take(): PendingAction | null;
}

/** Creates the store; the bridge reads it after a login success. */
export function createPendingActionStore(): PendingActionStore {
  const $action = atom<PendingAction | null>(null);
  return {
    $action,
    set: (action) => $action.set(action),
    take() {
      const action = $action.get();
      $action.set(null);
      return action;
    },
  };
}

/** Feature code that performs the actions; a missing handler skips that action. */
export type PendingActionHandlers = Partial<Record<Exclude<PendingActionType, 'redirect'>, (params: PendingActionParams) => void>>;

export interface PendingActionContext {
  handlers: PendingActionHandlers;
  isMobile: boolean;
  isPremium: boolean;
  /** Navigates to a URL that already passed the redirect allowlist, or returns false. */
  navigateSafely(url: string | undefined): boolean;
}

/** Runs one pending action; returns what happened, for tests and logs. */
export function runPendingAction(action: PendingAction, context: PendingActionContext): 'ran' | 'navigated' | 'skipped' {
  switch (action.type) {
    case 'redirect':
      return context.navigateSafely(action.params.targetUrl) ? 'navigated' : 'skipped';
    case 'selectChannel':
      // spec 002 §4.5: "select a messenger channel (or go to the URL on mobile)".
      if (context.isMobile) return context.navigateSafely(action.params.targetUrl) ? 'navigated' : 'skipped';
      break;
    case 'showTvAbo':
      // spec 002 §4.5: "show TV subscription (non-premium only)".
      if (context.isPremium) return 'skipped';
      break;
    default:
      break;
  }
  const handler = context.handlers[action.type];
  if (!handler) return 'skipped';
  handler(action.params);
  return 'ran';
}
