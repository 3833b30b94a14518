/**
 * The postMessage protocol between a page (the sdk overlay bridge) and the
 * payment/login overlay app on its own origin (spec 002 §4.1, §7.2). Both
 * sides import this module. Every message is an object tagged `velvet:
 * 'overlay'` so unrelated messages on the page are ignored cheaply; the
 * spec's names ("redirect:{url}", "response-{name}", "action-{name}") become
 * a type plus fields.
 */
import type { OverlayTheme } from './theme';

/** spec 002 §2.2 "Views inside the payment overlay". */
export const OVERLAY_VIEWS = ['payment', 'abo', 'vxabo', 'login', 'signup', 'avs', 'promocode', 'carrier', 'opcompensation', 'wait', 'logout'] as const;
export type OverlayView = (typeof OVERLAY_VIEWS)[number];

/** spec 002 §2.3 "Payment flows". */
export const OVERLAY_FLOWS = [
  'moneycharge', 'limit', 'oneclick', 'autorecharge', 'vipabo', 'vxabo', 'trialvipabo', 'vxtvabo', 'trialmoneycharge', 'changecc',
  'changels', 'settings', 'vxsettings', 'pwdreset', 'pwdlost', 'login', 'avs', 'promocode', 'scratchcard', 'carrier', 'opcompensation',
] as const;
export type OverlayFlow = (typeof OVERLAY_FLOWS)[number];

/** spec 002 §7.2 action names the page answers for the overlay. */
export const OVERLAY_ACTIONS = ['getactiveabos', 'getbalance', 'logout', 'isLoggedIn', 'hasLoginCookie', 'getavsstatus'] as const;
export type OverlayActionName = (typeof OVERLAY_ACTIONS)[number];

/** spec 002 §3.3 "Success result: flow, redirectTo, hostId, uhash". */
export interface OverlaySuccess {
  flow: OverlayFlow;
  redirectTo: string | null;
  hostId: string | null;
  uhash: string | null;
  /** True when the flow logged the guest in or signed them up (spec 002 §4.2). */
  loggedIn: boolean;
}

/** spec 002 §3.1 options the page passes (a subset travels as URL query of the frame, the rest via update-params). */
export interface OverlayOptions {
  flow: OverlayFlow;
  lang: string;
  host?: string;
  w?: string;
  ws?: string;
  wt?: string;
  /** spec 002 §3.1 "gk_cid, adtv, sub, option | campaign and option data": with w, ws, wt the partner click (issue 16 §1). */
  gk_cid?: string;
  adtv?: string;
  sub?: string;
  option?: string;
  pc?: string;
  selectedAmount?: number;
  screenName?: string;
  signupEmail?: string;
  signupName?: string;
  disableJump?: boolean;
  enableTracking?: boolean;
  /** The consent categories the guest granted, comma-separated (spec 002 §3.2 "tracking is 1 only with analytics cookie consent"). */
  consent?: string;
  surl?: string;
  ruri?: string;
  /** spec 002 §3.1 "agb, privacy URLs | legal links": the page's terms of service and data-protection pages (http or https). */
  agb?: string;
  privacy?: string;
  /** issue 12 §7: the price in coins of what the guest wanted when the top-up opened (sdk/top-up/wanted.ts). */
  wantedCoins?: number;
  /** issue 12 §7: the balance in coins the page saw then (the overlay prefers the one it loads itself). */
  balanceCoins?: number;
  /** issue 12 §7: the opening brand's look; travels in the frame URL and is validated by the overlay (./theme.ts). */
  theme?: OverlayTheme;
  /** spec 002 §3.1 "paytype: CC, LS, Voice, or empty": Voice opens the voice-call payment (a voice call refused with 4020). */
  paytype?: OverlayPaytype;
}

/** spec 002 §3.1 paytype values (empty = none). */
export const OVERLAY_PAYTYPES = ['CC', 'LS', 'Voice'] as const;
export type OverlayPaytype = (typeof OVERLAY_PAYTYPES)[number];

type Tagged<T> = T & { velvet: 'overlay' };

/** Overlay -> page (spec 002 §4.1 "Messages received from the overlay"). */
export type OverlayToPage = Tagged<
  | { type: 'iframe-ready' }
  | { type: 'iframe-close' }
  | { type: 'content-loaded'; view: OverlayView }
  | { type: 'view-ready'; view: OverlayView }
  | { type: 'success'; result: OverlaySuccess }
  /** A payment is in flight (true) or settled (false): the page must not close the overlay meanwhile (issue 6 §3). */
  | { type: 'busy'; busy: boolean }
  | { type: 'scrollto'; top: number }
  | { type: 'hook'; name: string; data?: unknown }
  | { type: 'logout' }
  | { type: 'redirect'; url: string }
  /** Only from the checkout origin, with the id the page issued when it expected one. */
  | { type: 'transfer_token'; token: string; id: string }
  | { type: 'countdownfinished' }
  | { type: 'signup' }
  /** The guest logged in inside the overlay (any flow): the page reloads when the overlay closes (spec 002 §4.2). */
  | { type: 'logged-in' }
  /** An action request; the page answers once with response (same id) or an error. */
  | { type: 'action'; name: string; id: string; params?: Record<string, unknown> }
>;

/** Page -> overlay (spec 002 §7.2 "Outgoing"). */
export type PageToOverlay = Tagged<
  | { type: 'change-route'; flow: OverlayFlow; view?: OverlayView }
  /** Sent only after a verified iframe-ready, again after every reload of the frame. */
  | { type: 'init-session'; token: string | null; guestId: string | null; isLoggedIn: boolean }
  | { type: 'is-visible'; visible: boolean }
  | { type: 'additional-info'; info: Record<string, unknown> }
  | { type: 'update-params'; options: Partial<OverlayOptions> }
  /** The answer to one action request. */
  | { type: 'response'; name: string; id: string; ok: true; result: unknown }
  | { type: 'response'; name: string; id: string; ok: false; error: string }
>;

/** True for an object that claims to be an overlay message (the origin and source checks come first, in the bridge). */
export function isOverlayMessage(value: unknown): value is { velvet: 'overlay'; type: string } {
  return typeof value === 'object' && value !== null && (value as { velvet?: unknown }).velvet === 'overlay' && typeof (value as { type?: unknown }).type === 'string';
}

/** spec 002 §9 / issue 6 §2: the frame's geometry and timing. */
export const OVERLAY_FRAME = { width: 675, height: 740, topPercent: 5, maxHeight: '100vh' } as const;
/** How long an action request or the iframe-ready handshake may take. */
export const OVERLAY_ACTION_TIMEOUT_MS = 10_000;
export const OVERLAY_READY_TIMEOUT_MS = 15_000;
/** spec 002 §9 "Spinner retry every 1000 ms while the frame is not ready." */
export const OVERLAY_SPINNER_RETRY_MS = 1_000;
/** spec 002 §9 "Action and options retry every 500 ms." */
export const OVERLAY_MESSAGE_RETRY_MS = 500;

/**
 * The hidden login-cookie helper frame (spec 002 §7.2 "A hidden helper frame
 * checks for the login cookie"). Added for issue 6: the page posts a request
 * with a random id to the frame at LOGIN_COOKIE_FRAME_PATH on the overlay
 * origin; the frame answers with the same id. The frame never answers when
 * third-party cookies are blocked: the page then times out and falls back.
 */
export const LOGIN_COOKIE_FRAME_PATH = '/login-cookie-frame';
export const LOGIN_COOKIE_TIMEOUT_MS = 3_000;
export type LoginCookieMessage = Tagged<
  | { type: 'login-cookie-request'; id: string }
  | { type: 'login-cookie-answer'; id: string; hasLoginCookie: boolean }
>;
