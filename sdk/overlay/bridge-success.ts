/**
 * Carries out a success message (spec 002 §4.2): the login post, then the
 * pending login action, the server's URL or a reload; or the page's handler;
 * or the success URL. A repeat success while one is in progress is ignored.
 */
import type { OverlayBridgeOptions } from './bridge-types';
import type { OverlayEvent, OverlayState } from './lifecycle';
import { runPendingAction } from './pending-action';
import type { OverlayOptions, OverlaySuccess } from './protocol';
import { afterLogin, buildSuccessUrl, shouldPostLogin } from './success';
import { safeRedirectUrl } from './origins';

export interface SuccessDeps {
  options: OverlayBridgeOptions;
  allowlist: ReadonlySet<string>;
  state(): OverlayState;
  dispatch(event: OverlayEvent): OverlayState;
  current(): OverlayOptions | null;
  wasLoggedInAtOpen(): boolean;
  transferToken(): string | null;
  pageUrl(): string;
  markLoggedInInside(): void;
  /** Hides the overlay after a success: flushes queued callbacks, strips URL parameters. */
  hide(): void;
}

/** Returns the handler for verified success messages. */
export function createSuccessHandler(deps: SuccessDeps): (result: OverlaySuccess) => Promise<void> {
  const { options, allowlist } = deps;
  const navigateSafely = (url: string | undefined): boolean => {
    const safe = safeRedirectUrl(url, allowlist, deps.pageUrl());
    if (safe) options.navigate(safe);
    return safe !== null;
  };

  return async (result) => {
    if (deps.state().successInProgress) return;
    deps.dispatch({ type: 'success-start' });
    if (result.loggedIn) deps.markLoggedInInside();
    const current = deps.current() ?? { flow: result.flow, lang: 'en' };

    if (shouldPostLogin(result, deps.wasLoggedInAtOpen())) {
      const pending = options.pendingLoginAction?.$action.get() ?? null;
      let serverUrl: string | null = null;
      try {
        serverUrl = (await options.postLogin?.(result, pending?.params.targetUrl ?? null)) ?? null;
      } catch (error) {
        // spec 002 §8: "A failed on-login-success call reloads the page and clears the in-progress flag."
        console.warn(`sdk/overlay: on-login-success failed: ${String(error)}`);
        deps.dispatch({ type: 'success-end' });
        options.reload();
        return;
      }
      options.onSuccess?.(result);
      deps.hide();
      const next = afterLogin(pending !== null, serverUrl, deps.pageUrl(), allowlist);
      if (next.kind === 'pending-action') {
        const action = options.pendingLoginAction?.take();
        const outcome = action
          ? runPendingAction(action, { handlers: options.pendingActionHandlers ?? {}, isMobile: options.isMobile ?? false, isPremium: options.isPremium?.() ?? false, navigateSafely })
          : 'skipped';
        // A handled action updates the page itself; anything else needs the logged-in page.
        if (outcome === 'skipped') options.reload();
      } else if (next.kind === 'navigate') {
        options.navigate(next.url);
      } else {
        options.reload();
      }
      return;
    }

    if (options.onSuccess) {
      options.onSuccess(result);
      deps.hide();
      deps.dispatch({ type: 'success-end' });
      return;
    }
    // The page leaves: the in-progress flag stays set so nothing runs twice meanwhile.
    deps.hide();
    options.navigate(buildSuccessUrl({
      result, options: current, successUrl: options.successUrl, transferToken: deps.transferToken(),
      pageUrl: deps.pageUrl(), redirectAllowlist: allowlist,
    }));
  };
}
