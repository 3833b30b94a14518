import type { OverlayRequestDetail } from '../modal-host/modal-content';

/** Dispatches a composed, bubbling velvet- event from `element`; false when a listener cancelled it. */
export function emitWidgetEvent<T>(element: HTMLElement, type: string, detail: T, cancelable: boolean): boolean {
  return element.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
}

/**
 * A widget's Log in, as the chat button's: the cancelable velvet-login-required (detail.href = the site's log-in
 * page) for a host with its own login, else the payment overlay's login flow (a page with the overlay bridge).
 * True when neither was taken: the caller's link opens the site's log-in page.
 */
export function requestLogin<T extends { href: string }>(element: HTMLElement, detail: T): boolean {
  if (!emitWidgetEvent<T>(element, 'velvet-login-required', detail, true)) return false;
  return emitWidgetEvent<OverlayRequestDetail>(element, 'velvet-overlay-request', { flow: 'login' }, true);
}
