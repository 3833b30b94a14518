/**
 * The hidden login-cookie helper frame (dist/overlay/login-cookie.js, spec
 * 002 §7.2, §5 "Messages from other origins are ignored for the login-cookie
 * check"). A page's bridge asks it whether this browser holds a logged-in
 * session cookie on the overlay origin; the frame asks its own origin's
 * /login-cookie-check and answers the asking origin only. When the check
 * fails (or third-party cookies keep the frame from loading) it stays silent
 * and the bridge's timeout answers 'unknown'.
 */
import { isOverlayMessage, type LoginCookieMessage } from '../sdk/overlay/protocol';

export const LOGIN_COOKIE_CHECK_PATH = '/login-cookie-check';
/** Ids are the bridge's random ids; anything longer is not one of ours. */
const MAX_ID_LENGTH = 200;

export interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The request id when the message is a login-cookie request from the parent window at an allowed exact origin, else null. */
export function acceptedRequestId(event: IncomingMessage, embedders: readonly string[], parent: unknown): string | null {
  // "null" (sandboxed or file: pages) can never be told apart from any other opaque origin.
  if (event.origin === 'null' || !embedders.includes(event.origin)) return null;
  // A nested frame of an allowed page shares its origin but is not our parent.
  if (event.source === null || event.source !== parent) return null;
  const data = event.data;
  if (!isOverlayMessage(data) || data.type !== 'login-cookie-request') return null;
  const id = (data as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH ? id : null;
}

export interface LoginCookieFrameOptions {
  /** The exact origins allowed to ask (the server wrote them into the page). */
  embedders: readonly string[];
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  /** Listens for messages; returns the way to stop. */
  listen(handler: (event: IncomingMessage) => void): () => void;
  /** GET /login-cookie-check on this frame's own origin; null when it failed. */
  check(): Promise<boolean | null>;
}

/** Answers accepted requests with the check's result, posted to the asking origin only. */
export function startLoginCookieFrame(options: LoginCookieFrameOptions): () => void {
  return options.listen((event) => {
    const id = acceptedRequestId(event, options.embedders, options.parent);
    if (id === null) return;
    const origin = event.origin;
    void options.check().then((hasLoginCookie) => {
      // No answer is better than a wrong one: the bridge times out to 'unknown'.
      if (hasLoginCookie === null) return;
      const answer: LoginCookieMessage = { velvet: 'overlay', type: 'login-cookie-answer', id, hasLoginCookie };
      options.parent.postMessage(answer, origin);
    });
  });
}

/** Asks this origin whether its session cookie belongs to a logged-in session; null on any failure. */
export async function fetchLoginCookieCheck(fetchImpl: typeof fetch = fetch): Promise<boolean | null> {
  try {
    const response = await fetchImpl(LOGIN_COOKIE_CHECK_PATH, { credentials: 'include', cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { hasLoginCookie?: unknown };
    return typeof body.hasLoginCookie === 'boolean' ? body.hasLoginCookie : null;
  } catch {
    return null;
  }
}

/** The page's allowed embedders from `data-embedders` (space-separated exact origins). */
export function readEmbedders(root: HTMLElement | null): string[] {
  return (root?.dataset.embedders ?? '').split(' ').filter((origin) => origin !== '' && origin !== 'null');
}

// Runs only in the served page (tests import the functions without a document).
const root = typeof document === 'undefined' ? null : document.getElementById('velvet-login-cookie');
if (root && window.parent !== window) {
  startLoginCookieFrame({
    embedders: readEmbedders(root),
    parent: window.parent,
    listen(handler) {
      const onMessage = (event: MessageEvent) => handler(event);
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
    check: () => fetchLoginCookieCheck(),
  });
}
