/**
 * What a success message leads to (spec 002 §4.2), as pure decisions: the
 * bridge carries them out.
 */
import { safeRedirectUrl } from './origins';
import type { OverlayFlow, OverlayOptions, OverlaySuccess } from './protocol';

/** Flows that take money or change a subscription; the others are login-like. */
export const PAYMENT_FLOWS: ReadonlySet<OverlayFlow> = new Set<OverlayFlow>([
  'moneycharge', 'limit', 'oneclick', 'autorecharge', 'vipabo', 'vxabo', 'trialvipabo', 'vxtvabo', 'trialmoneycharge',
  'changecc', 'changels', 'promocode', 'scratchcard', 'carrier', 'opcompensation',
]);

/**
 * spec 002 §4.2: "A successful login of a non-payment flow, or a sign-up or
 * login just done by a non-logged-in user, is posted to the server."
 */
export function shouldPostLogin(result: OverlaySuccess, wasLoggedInAtOpen: boolean): boolean {
  if (result.flow === 'login') return true;
  if (result.loggedIn && !wasLoggedInAtOpen) return true;
  return result.loggedIn && !PAYMENT_FLOWS.has(result.flow);
}

export interface SuccessUrlInput {
  result: OverlaySuccess;
  options: OverlayOptions;
  /** The configured success URL; default the product's home page (spec 002 §9). */
  successUrl: string | undefined;
  transferToken: string | null;
  pageUrl: string;
  redirectAllowlist: ReadonlySet<string>;
}

/**
 * spec 002 §4.2: "the page goes to the success URL. It carries a jump to the
 * profile (unless disabled), the host, uhash or transfer token, and tracking
 * parameters."
 */
export function buildSuccessUrl(input: SuccessUrlInput): string {
  const { result, options, pageUrl, redirectAllowlist } = input;
  const home = new URL('/', pageUrl).href;
  const base = safeRedirectUrl(result.redirectTo, redirectAllowlist, pageUrl)
    ?? safeRedirectUrl(input.successUrl ?? options.surl, redirectAllowlist, pageUrl)
    ?? home;
  const url = new URL(base);
  const host = result.hostId ?? options.host ?? null;
  if (host) {
    url.searchParams.set('host', host);
    if (!options.disableJump) url.searchParams.set('jump', 'profile');
  }
  // uhash identifies the guest to the success page; the transfer token replaces it when the checkout issued one.
  if (input.transferToken) url.searchParams.set('tt', input.transferToken);
  else if (result.uhash) url.searchParams.set('uhash', result.uhash);
  for (const key of ['w', 'ws', 'wt'] as const) {
    const value = options[key];
    if (value) url.searchParams.set(key, value);
  }
  return url.href;
}

/** After the login post: the pending action, else the server's URL, else a reload (spec 002 §4.2). */
export type AfterLogin = { kind: 'pending-action' } | { kind: 'navigate'; url: string } | { kind: 'reload' };

/** Picks the step after a posted login; an unsafe server URL counts as none. */
export function afterLogin(hasPendingAction: boolean, serverUrl: string | null, pageUrl: string, allowlist: ReadonlySet<string>): AfterLogin {
  if (hasPendingAction) return { kind: 'pending-action' };
  const url = safeRedirectUrl(serverUrl, allowlist, pageUrl);
  return url ? { kind: 'navigate', url } : { kind: 'reload' };
}
