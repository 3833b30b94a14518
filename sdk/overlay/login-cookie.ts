/**
 * The hidden login-cookie helper frame (spec 002 §7.2, §5 "Messages from
 * other origins are ignored for the login-cookie check"). Where third-party
 * cookies are blocked the frame cannot answer: after a timeout the answer is
 * 'unknown' and the bridge uses the session token instead.
 */
import type { OverlayClock } from './clock';
import type { OverlayEngine } from './engine';
import { isOverlayMessage, LOGIN_COOKIE_FRAME_PATH, LOGIN_COOKIE_TIMEOUT_MS } from './protocol';

export type LoginCookieAnswer = boolean | 'unknown';

export interface LoginCookieCheckOptions {
  engine: OverlayEngine;
  overlayOrigin: string;
  clock: OverlayClock;
  randomId(): string;
  timeoutMs?: number;
}

/** Asks the helper frame once per call; the frame is created on the first call and reused. */
export function createLoginCookieCheck(options: LoginCookieCheckOptions): { check(): Promise<LoginCookieAnswer>; destroy(): void } {
  const { engine, overlayOrigin, clock } = options;
  const timeoutMs = options.timeoutMs ?? LOGIN_COOKIE_TIMEOUT_MS;
  let frame: ReturnType<OverlayEngine['createFrame']> | null = null;
  let loaded: Promise<void> | null = null;
  const waiting = new Map<string, (answer: LoginCookieAnswer) => void>();

  const stopListening = engine.onMessage((event) => {
    // Exact origin and the helper frame's own window; anything else is someone else's message.
    if (event.origin !== overlayOrigin || !frame || event.source !== frame.window) return;
    const data = event.data;
    if (!isOverlayMessage(data) || data.type !== 'login-cookie-answer') return;
    const { id, hasLoginCookie } = data as { id?: unknown; hasLoginCookie?: unknown };
    if (typeof id !== 'string' || typeof hasLoginCookie !== 'boolean') return;
    const resolve = waiting.get(id);
    if (!resolve) return;
    waiting.delete(id);
    resolve(hasLoginCookie);
  });

  function ensureFrame(): Promise<void> {
    if (loaded) return loaded;
    const created = engine.createFrame(new URL(LOGIN_COOKIE_FRAME_PATH, overlayOrigin).href, 'login check');
    frame = created;
    Object.assign(created.element.style, { display: 'none' });
    created.element.setAttribute('aria-hidden', 'true');
    loaded = new Promise((resolve) => {
      created.element.addEventListener('load', () => resolve(), { once: true });
      // A frame that never loads still resolves; the answer timeout covers it.
      clock.setTimeout(resolve, timeoutMs);
    });
    engine.document.body.append(created.element);
    return loaded;
  }

  return {
    async check() {
      const id = options.randomId();
      const answer = new Promise<LoginCookieAnswer>((resolve) => {
        waiting.set(id, resolve);
        clock.setTimeout(() => {
          if (waiting.delete(id)) resolve('unknown');
        }, timeoutMs);
      });
      await ensureFrame();
      frame?.window?.postMessage({ velvet: 'overlay', type: 'login-cookie-request', id }, overlayOrigin);
      return answer;
    },
    destroy() {
      stopListening();
      for (const resolve of waiting.values()) resolve('unknown');
      waiting.clear();
      frame?.element.remove();
    },
  };
}
