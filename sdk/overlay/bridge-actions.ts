/**
 * The answers the page gives by default to the overlay's actions (spec 002
 * §7.2): isLoggedIn, hasLoginCookie (with the fallback where third-party
 * cookies are blocked) and logout (clearToken). The page adds the others.
 */
import type { OverlayActionHandlers } from './actions';
import type { OverlaySessionInfo } from './bridge-types';
import type { LoginCookieAnswer } from './login-cookie';

export interface DefaultActionDeps {
  getSession(): OverlaySessionInfo | null;
  checkLoginCookie(): Promise<LoginCookieAnswer>;
  logout(): void;
}

/** Builds the default handlers; options.actions of the bridge override them by name. */
export function createDefaultActions(deps: DefaultActionDeps): OverlayActionHandlers {
  return {
    isLoggedIn: () => deps.getSession()?.isLoggedIn ?? false,
    hasLoginCookie: async () => {
      const answer = await deps.checkLoginCookie();
      if (answer !== 'unknown') return { hasLoginCookie: answer, via: 'cookie' };
      // Third-party cookies blocked: the session token the page holds is the next best truth.
      return { hasLoginCookie: deps.getSession()?.isLoggedIn ?? false, via: 'session' };
    },
    logout: () => {
      deps.logout();
      return true;
    },
  };
}
