/**
 * "Log in first, then it happens" (spec 002 §4.5 "Pending actions after login";
 * issue 13 §4): a logged-out guest's click stores what they wanted in the sdk's
 * pending-action store and goes to the log-in page with `next` = this page.
 * The log-in (or sign-up) form brings them back by client-side navigation, so
 * the store is still there, and the page that knows the action runs it once.
 * A link alone never triggers an action: only a click of this guest, in this tab.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createPendingActionStore, type PendingAction, type PendingActionParams, type PendingActionType } from '../../../sdk/overlay/pending-action';
import { buildPath } from '../../../sdk/routes';
import { $isLoggedIn } from '../../../sdk/session';
import { useLanguage } from '../page/page-context';
import { withNext } from './next-path';
import { useStore } from './use-store';

/** The site's one pending action (in memory: it lives as long as the tab's app). */
export const sitePendingAction = createPendingActionStore();

/** Stores `action` and goes to the log-in page, which comes back here afterwards. */
export function useLoginFirst(): (action: PendingAction) => void {
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (action) => {
    sitePendingAction.set(action);
    void navigate(withNext(buildPath('logIn', {}, language), `${pathname}${search}`));
  };
}

/**
 * Runs the pending action of `type` for `targetId` once the guest is logged in,
 * then forgets it; an action for another page or type stays for its own page.
 */
export function useRunPendingAction(type: PendingActionType, targetId: string, run: (params: PendingActionParams) => void): void {
  const isLoggedIn = useStore($isLoggedIn);
  const pending = useStore(sitePendingAction.$action);
  useEffect(() => {
    if (!isLoggedIn || !pending || pending.type !== type || pending.params.targetId !== targetId) return;
    const action = sitePendingAction.take();
    if (action) run(action.params);
  }, [isLoggedIn, pending, type, targetId, run]);
}
