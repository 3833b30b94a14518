/**
 * The gate for every message reaching the page (issue 6 §3): exact origin
 * (never "null") and the overlay frame's own window as source; nothing but
 * iframe-ready before a verified iframe-ready; transfer_token only from the
 * checkout origin. Fields are checked before a handler sees them.
 */
import type { OverlayMessageEvent } from './engine';
import { isExactOrigin } from './origins';
import { isOverlayMessage, OVERLAY_FLOWS, OVERLAY_VIEWS, type OverlaySuccess, type OverlayView } from './protocol';

export interface IncomingHandlers {
  ready(): void;
  contentLoaded(view: OverlayView): void;
  close(): void;
  success(result: OverlaySuccess): void;
  busy(busy: boolean): void;
  scrollTo(top: number): void;
  hook(name: string, data: unknown): void;
  logout(): void;
  redirect(url: string): void;
  transferToken(token: string, id: string): void;
  signup(): void;
  loggedIn(): void;
  action(request: { name: unknown; id: unknown; params?: unknown }): void;
}

export interface IncomingRouterOptions {
  overlayOrigins: ReadonlySet<string>;
  checkoutOrigins: ReadonlySet<string>;
  frameWindow(): unknown;
  isPopup(source: unknown): boolean;
  isReady(): boolean;
  handlers: IncomingHandlers;
}

const isView = (value: unknown): value is OverlayView => typeof value === 'string' && (OVERLAY_VIEWS as readonly string[]).includes(value);
const isString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** Returns the window 'message' listener. */
export function createIncomingRouter(options: IncomingRouterOptions): (event: OverlayMessageEvent) => void {
  const { handlers } = options;
  return (event) => {
    const frameWindow = options.frameWindow();
    const fromFrame = frameWindow !== null && event.source === frameWindow;
    if (!isOverlayMessage(event.data)) return;
    const data = event.data as Record<string, unknown> & { type: string };

    if (isExactOrigin(options.checkoutOrigins, event.origin) && (fromFrame || options.isPopup(event.source))) {
      // The checkout may only hand over its token; everything else it says is not for the page.
      if (data.type === 'transfer_token' && isString(data.token, 4096) && isString(data.id, 128)) handlers.transferToken(data.token, data.id);
      return;
    }
    if (!fromFrame || !isExactOrigin(options.overlayOrigins, event.origin)) return;
    if (data.type === 'iframe-ready') return handlers.ready();
    // Before a verified ready the frame may still show something else: nothing it says counts.
    if (!options.isReady()) return;

    switch (data.type) {
      case 'content-loaded':
        if (isView(data.view)) handlers.contentLoaded(data.view);
        return;
      case 'iframe-close':
        return handlers.close();
      case 'success': {
        const result = parseSuccess(data.result);
        if (result) handlers.success(result);
        return;
      }
      case 'busy':
        if (typeof data.busy === 'boolean') handlers.busy(data.busy);
        return;
      case 'scrollto':
        if (typeof data.top === 'number' && Number.isFinite(data.top) && data.top >= 0) handlers.scrollTo(data.top);
        return;
      case 'hook':
        if (isString(data.name, 64)) handlers.hook(data.name, data.data);
        return;
      case 'logout':
        return handlers.logout();
      case 'redirect':
        if (isString(data.url, 2048)) handlers.redirect(data.url);
        return;
      case 'signup':
        return handlers.signup();
      case 'logged-in':
        return handlers.loggedIn();
      case 'action':
        return handlers.action({ name: data.name, id: data.id, params: data.params });
      case 'countdownfinished':
        return handlers.hook('countdownfinished', null);
      default:
        // view-ready needs no answer; transfer_token from the overlay origin is never accepted.
        return;
    }
  };
}

function parseSuccess(value: unknown): OverlaySuccess | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.flow !== 'string' || !(OVERLAY_FLOWS as readonly string[]).includes(raw.flow)) return null;
  const optional = (field: unknown): string | null => (typeof field === 'string' && field.length <= 2048 ? field : null);
  return {
    flow: raw.flow as OverlaySuccess['flow'],
    redirectTo: optional(raw.redirectTo),
    hostId: optional(raw.hostId),
    uhash: optional(raw.uhash),
    loggedIn: raw.loggedIn === true,
  };
}
