/**
 * The sdk overlay bridge (issue 6 §2-§3, spec 002 §4): owns the overlay
 * frame, its lifecycle store and every message in and out. Security rules
 * (DESIGN.md): exact origins and the frame's own window as source, never
 * '*', init-session only after a verified iframe-ready.
 */
import { atom } from 'nanostores';
import { createActionResponder } from './actions';
import { createDefaultActions } from './bridge-actions';
import { automaticOpening, resolveRequestedFlow } from './automatic';
import { createIncomingRouter } from './bridge-incoming';
import { createSuccessHandler } from './bridge-success';
import type { OverlayBridge, OverlayBridgeOptions } from './bridge-types';
import { randomUuid, systemClock } from './clock';
import { createOverlayDom, type OverlayDom } from './dom';
import { browserEngine, type OverlayFrameHandle } from './engine';
import { INITIAL_OVERLAY_STATE, isFlowRunning, overlayReducer, type OverlayEvent, type OverlayState } from './lifecycle';
import { createLoginCookieCheck } from './login-cookie';
import { createDeferredQueue, reactToGuestEvents } from './notifications';
import { assertExactOrigin, exactOrigins, safeRedirectUrl } from './origins';
import { OVERLAY_READY_TIMEOUT_MS, type OverlayOptions, type OverlayView, type PageToOverlay } from './protocol';
import { overlayText } from './texts';
import { parseOverlayUrlParams, stripOverlayUrlParams } from './url-params';

export type { OverlayBridge, OverlayBridgeOptions, OverlaySessionInfo } from './bridge-types';

/** Options that travel in the frame URL; the rest goes by update-params once the frame is ready. */
const URL_OPTION_KEYS = ['flow', 'lang', 'host', 'w', 'ws', 'wt', 'pc', 'consent'] as const;

/** Creates the bridge; nothing touches the page until the first open. */
export function createOverlayBridge(options: OverlayBridgeOptions): OverlayBridge {
  // A wrong origin here would silently drop every message, or worse accept the wrong ones: fail at start-up.
  assertExactOrigin('overlayOrigin', options.overlayOrigin);
  if (options.checkoutOrigin !== undefined) assertExactOrigin('checkoutOrigin', options.checkoutOrigin);
  options.redirectAllowlist.forEach((origin, index) => assertExactOrigin(`redirectAllowlist[${index}]`, origin));
  const engine = options.engine ?? browserEngine();
  const clock = options.clock ?? systemClock;
  const randomId = options.randomId ?? randomUuid;
  const allowlist = exactOrigins(options.redirectAllowlist);
  const popupOrigins = exactOrigins([...options.redirectAllowlist, options.overlayOrigin, options.checkoutOrigin]);
  const $state = atom<OverlayState>(INITIAL_OVERLAY_STATE);
  let frame: OverlayFrameHandle | null = null;
  let dom: OverlayDom | null = null;
  let current: OverlayOptions | null = null;
  let view: OverlayView | null = null;
  let additionalInfo: Record<string, unknown> | null = null;
  let wasLoggedInAtOpen = false;
  let expectedTransferId: string | null = null;
  let receivedTransferToken: string | null = null;
  let readyTimer: unknown = null;
  let stripUrlAfterFlow = false;
  const popups = new Set<unknown>();
  const cleanups: Array<() => void> = [];
  const queue = createDeferredQueue(() => isFlowRunning($state.get()) || $state.get().successInProgress);
  const cookieCheck = { instance: null as ReturnType<typeof createLoginCookieCheck> | null };

  function dispatch(event: OverlayEvent): OverlayState {
    const previous = $state.get();
    const next = overlayReducer(previous, event);
    if (next !== previous) {
      $state.set(next);
      render(next);
    }
    return next;
  }

  function render(state: OverlayState): void {
    dom?.render({
      mounted: state.phase !== 'none' && state.phase !== 'removed',
      frameVisible: state.phase === 'visible' && state.wanted,
      spinner: state.wanted && state.phase !== 'visible',
      open: state.wanted,
      popupBlocked: state.popupBlocked ? { ...state.popupBlocked, linkText: overlayText(current?.lang ?? 'en', 'overlay.popupLink') } : null,
    });
  }

  /** The only way out: the exact overlay origin as targetOrigin, never '*'. */
  function send(message: PageToOverlay): void {
    frame?.window?.postMessage(message, options.overlayOrigin);
  }

  function sendRoute(): void {
    if (!current) return;
    send({ velvet: 'overlay', type: 'change-route', flow: current.flow, ...(view ? { view } : {}) });
    send({ velvet: 'overlay', type: 'update-params', options: current });
    if (additionalInfo) send({ velvet: 'overlay', type: 'additional-info', info: additionalInfo });
  }

  function onIframeReady(): void {
    if (readyTimer !== null) clock.clearTimeout(readyTimer);
    readyTimer = null;
    const state = dispatch({ type: 'iframe-ready' });
    const session = options.getSession();
    // After every (re)load the overlay starts without a session: it gets one again here, never earlier.
    send({ velvet: 'overlay', type: 'init-session', token: session?.token ?? null, guestId: session?.guestId ?? null, isLoggedIn: session?.isLoggedIn ?? false });
    if (state.wanted) sendRoute();
  }

  function onContentLoaded(loadedView: OverlayView): void {
    const state = dispatch({ type: 'content-loaded', view: loadedView });
    if (state.phase === 'visible') send({ velvet: 'overlay', type: 'is-visible', visible: true });
  }

  /** Ends a flow: queued callbacks run, the URL loses its flow parameters. */
  function endFlow(): void {
    expectedTransferId = null;
    send({ velvet: 'overlay', type: 'is-visible', visible: false });
    queue.flush();
    if (stripUrlAfterFlow) {
      stripUrlAfterFlow = false;
      engine.replaceUrl(stripOverlayUrlParams(engine.pageUrl()));
    }
  }

  function close(fromOverlay = false): void {
    // The overlay itself knows when its payment settled; only the page is held off while busy.
    if (fromOverlay) dispatch({ type: 'busy', busy: false });
    const before = $state.get();
    const after = dispatch({ type: 'close' });
    if (after === before) return;
    endFlow();
    // spec 002 §4.2: "After a login inside the overlay ... the page reloads on close."
    if (after.loggedInInside) options.reload();
  }

  function hideAfterSuccess(): void {
    dispatch({ type: 'busy', busy: false });
    const before = $state.get();
    // Closed already (the person closed it as the success came): the queued callbacks still run now.
    if (dispatch({ type: 'close' }) !== before) endFlow();
    else queue.flush();
  }

  function markLoggedInInside(): void {
    if ($state.get().loggedInInside) return;
    dispatch({ type: 'logged-in-inside' });
    options.onLoggedInInside?.();
  }

  async function doLogout(): Promise<void> {
    try {
      await options.logout?.();
    } finally {
      // spec 002 §7.1: "the page reloads on success or failure".
      options.reload();
    }
  }

  const defaultActions = createDefaultActions({
    getSession: options.getSession,
    checkLoginCookie: () => {
      cookieCheck.instance ??= createLoginCookieCheck({ engine, overlayOrigin: options.overlayOrigin, clock, randomId });
      return cookieCheck.instance.check();
    },
    // Answer first, then leave: the logout reloads the page.
    logout: () => clock.setTimeout(() => void doLogout(), 0),
  });
  const responder = createActionResponder({ handlers: { ...defaultActions, ...options.actions }, send, clock });

  const onSuccess = createSuccessHandler({
    options, allowlist, dispatch, markLoggedInInside,
    state: () => $state.get(),
    current: () => current,
    wasLoggedInAtOpen: () => wasLoggedInAtOpen,
    transferToken: () => receivedTransferToken,
    pageUrl: () => engine.pageUrl(),
    hide: hideAfterSuccess,
  });

  function openPopup(url: string): boolean {
    const safe = safeRedirectUrl(url, popupOrigins, engine.pageUrl());
    if (!safe) return false;
    const popup = engine.openWindow(safe);
    if (!popup) {
      dispatch({ type: 'popup-blocked', url: safe, message: overlayText(current?.lang ?? 'en', 'overlay.popupBlocked') });
      return false;
    }
    popups.add(popup);
    dispatch({ type: 'popup-dismissed' });
    return true;
  }

  const route = createIncomingRouter({
    overlayOrigins: exactOrigins([options.overlayOrigin]),
    checkoutOrigins: exactOrigins([options.checkoutOrigin]),
    frameWindow: () => frame?.window ?? null,
    isPopup: (source) => popups.has(source),
    isReady: () => $state.get().readyCount > 0,
    handlers: {
      ready: onIframeReady,
      contentLoaded: onContentLoaded,
      close: () => close(true),
      success: (result) => void onSuccess(result),
      busy: (busy) => dispatch({ type: 'busy', busy }),
      scrollTo: (top) => engine.scrollTo(top),
      hook: (name, data) => {
        if (name === 'open-popup' && typeof (data as { url?: unknown } | null)?.url === 'string') openPopup((data as { url: string }).url);
        else if (options.hooks && Object.hasOwn(options.hooks, name)) options.hooks[name]?.(data);
      },
      logout: () => void doLogout(),
      redirect: (url) => {
        const safe = safeRedirectUrl(url, allowlist, engine.pageUrl());
        if (safe) options.navigate(safe);
        else console.warn(`sdk/overlay: redirect refused: expected an allowlisted http(s) origin, got "${url.slice(0, 200)}"`);
      },
      transferToken: (token, id) => {
        if (expectedTransferId === null || id !== expectedTransferId) return;
        expectedTransferId = null;
        receivedTransferToken = token;
      },
      signup: () => {
        options.track?.('signup');
        markLoggedInInside();
      },
      action: (request) => void responder.answer(request),
    },
  });

  function ensureFrame(): void {
    if (frame) return;
    const src = new URL(options.overlayPath ?? '/', options.overlayOrigin);
    // The overlay posts only to this exact origin (its server checks it against the allowed embedders).
    src.searchParams.set('parentOrigin', new URL(engine.pageUrl()).origin);
    for (const key of URL_OPTION_KEYS) {
      const value = current?.[key];
      if (value) src.searchParams.set(key, value);
    }
    frame = engine.createFrame(src.href, overlayText(current?.lang ?? 'en', 'overlay.frameTitle'));
    dom = createOverlayDom(engine, frame.element, () => {
      const blocked = $state.get().popupBlocked;
      if (blocked) openPopup(blocked.url);
    });
    cleanups.push(engine.onMessage(route));
    cleanups.push(engine.onKeyDown((event) => {
      if (event.key === 'Escape' && $state.get().wanted && !$state.get().busy) close();
    }));
    const unsubscribe = options.onGuestEvent?.(
      reactToGuestEvents(options.notifications ?? {}, { track: options.track, logout: () => void doLogout(), reload: options.reload, queue }),
    );
    if (unsubscribe) cleanups.push(unsubscribe);
    readyTimer = clock.setTimeout(() => dispatch({ type: 'ready-timeout' }), OVERLAY_READY_TIMEOUT_MS);
  }

  function open(openOptions: OverlayOptions, openView: OverlayView | null = null): void {
    if ($state.get().phase === 'removed') return;
    // spec 002 §4.4: "Restricted guests opening the payment tour get operator compensation instead."
    const flow = resolveRequestedFlow({ isRestricted: options.isRestricted?.() ?? false }, openOptions.flow);
    current = flow === openOptions.flow ? openOptions : { ...openOptions, flow };
    view = openView;
    wasLoggedInAtOpen = options.getSession()?.isLoggedIn ?? false;
    receivedTransferToken = null;
    const wasReady = $state.get().readyCount > 0;
    ensureFrame();
    const state = dispatch({ type: 'open', flow });
    if (wasReady) {
      sendRoute();
      if (state.phase === 'visible') send({ velvet: 'overlay', type: 'is-visible', visible: true });
    }
  }

  return {
    $state,
    open(openOptions) {
      additionalInfo = null;
      open(openOptions);
    },
    close: () => close(false),
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      if (readyTimer !== null) clock.clearTimeout(readyTimer);
      cookieCheck.instance?.destroy();
      dom?.remove();
      dom = null;
      frame = null;
      dispatch({ type: 'remove' });
    },
    openAutomatically(guest, settings, lang) {
      const opening = automaticOpening(guest, settings, engine.pageUrl());
      if (!opening) return null;
      const fromUrl = opening.reason === 'url' ? parseOverlayUrlParams(engine.pageUrl()) : null;
      stripUrlAfterFlow = fromUrl !== null;
      const info: Record<string, unknown> = {};
      if (opening.withLogout) info.isAVSWithLogout = true;
      if (fromUrl?.transfer) Object.assign(info, { tt: fromUrl.transfer.redirectToken, u: fromUrl.transfer.u, key: fromUrl.transfer.key });
      if (fromUrl?.login || fromUrl?.email) Object.assign(info, { login: fromUrl.login, email: fromUrl.email });
      additionalInfo = Object.keys(info).length > 0 ? info : null;
      open({ flow: opening.flow, lang, ...opening.options }, opening.view);
      return opening.flow;
    },
    expectTransferToken() {
      expectedTransferId = randomId();
      return expectedTransferId;
    },
    openPopup,
    transferToken: () => receivedTransferToken,
  };
}
