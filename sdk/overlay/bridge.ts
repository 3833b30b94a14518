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
import { INITIAL_OVERLAY_STATE, isFlowRunning, isReady, overlayReducer, type OverlayEvent, type OverlayState } from './lifecycle';
import { createLoginCookieCheck } from './login-cookie';
import { createDeferredQueue, reactToGuestEvents } from './notifications';
import { assertExactOrigin, exactOrigins, safeRedirectUrl } from './origins';
import { OVERLAY_MESSAGE_RETRY_MS, OVERLAY_READY_TIMEOUT_MS, OVERLAY_SPINNER_RETRY_MS, type OverlayOptions, type OverlayView, type PageToOverlay } from './protocol';
import { overlayText } from './texts';
import { overlayThemeParams } from './theme';
import { parseOverlayUrlParams, stripOverlayUrlParams } from './url-params';

export type { OverlayBridge, OverlayBridgeOptions, OverlaySessionInfo } from './bridge-types';

/** Options that travel in the frame URL; the rest goes by update-params once the frame is ready. */
const URL_OPTION_KEYS = ['flow', 'lang', 'host', 'w', 'ws', 'wt', 'gk_cid', 'adtv', 'sub', 'option', 'pc', 'consent', 'agb', 'privacy', 'paytype'] as const;

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
  /** spec 002 §9: the 1000 ms re-check while the frame is not ready, and the 500 ms retry of queued messages. */
  let recheckTimer: unknown = null;
  let retryTimer: unknown = null;
  /** Page -> overlay messages wanted before the verified iframe-ready; sent once, in order, after init-session. */
  const pending: PageToOverlay[] = [];
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
      // spec 002 §9: up until the frame is ready and shown; the ready-timeout error ends it.
      spinner: state.wanted && state.phase !== 'visible' && state.error === null,
      open: state.wanted,
      popupBlocked: state.popupBlocked ? { ...state.popupBlocked, linkText: overlayText(current?.lang ?? 'en', 'overlay.popupLink') } : null,
    });
  }

  /** The only way out: the exact overlay origin as targetOrigin, never '*', and nothing before a verified iframe-ready. */
  function send(message: PageToOverlay): void {
    if (!isReady($state.get())) return;
    frame?.window?.postMessage(message, options.overlayOrigin);
  }

  function routeMessages(): PageToOverlay[] {
    if (!current) return [];
    const messages: PageToOverlay[] = [
      { velvet: 'overlay', type: 'change-route', flow: current.flow, ...(view ? { view } : {}) },
      { velvet: 'overlay', type: 'update-params', options: current },
    ];
    if (additionalInfo) messages.push({ velvet: 'overlay', type: 'additional-info', info: additionalInfo });
    return messages;
  }

  /** Sends the route now when the frame is ready; before that it waits in the queue (a newer open replaces it). */
  function sendRoute(): void {
    const messages = routeMessages();
    if (isReady($state.get())) {
      messages.forEach(send);
      return;
    }
    pending.splice(0, pending.length, ...messages);
    scheduleRetry();
  }

  function clearTimer(handle: unknown): null {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  }

  /** spec 002 §9 "Action and options retry every 500 ms": the queue goes out only after a verified ready. */
  function scheduleRetry(): void {
    if (retryTimer !== null || pending.length === 0) return;
    retryTimer = clock.setTimeout(() => {
      retryTimer = null;
      if (isReady($state.get())) flushPending();
      else scheduleRetry();
    }, OVERLAY_MESSAGE_RETRY_MS);
  }

  function flushPending(): void {
    if (!isReady($state.get())) return;
    retryTimer = clearTimer(retryTimer);
    for (const message of pending.splice(0)) send(message);
  }

  /** Stops the re-check and the retries; `dropQueue` also forgets the queued messages (close, destroy). */
  function stopWaiting(dropQueue: boolean): void {
    recheckTimer = clearTimer(recheckTimer);
    retryTimer = clearTimer(retryTimer);
    if (dropQueue) {
      readyTimer = clearTimer(readyTimer);
      pending.length = 0;
    }
  }

  /** While wanted and not ready: the ready timeout runs and the frame is re-checked every 1000 ms. */
  function startWaiting(): void {
    if (isReady($state.get())) return;
    readyTimer ??= clock.setTimeout(() => {
      readyTimer = null;
      dispatch({ type: 'ready-timeout' });
      // The error ends the spinner and the re-checks; the queue stays for a frame that still gets ready.
      stopWaiting(false);
    }, OVERLAY_READY_TIMEOUT_MS);
    scheduleRecheck();
    scheduleRetry();
  }

  /** spec 002 §9 "Spinner retry every 1000 ms while the frame is not ready." */
  function scheduleRecheck(): void {
    if (recheckTimer !== null) return;
    recheckTimer = clock.setTimeout(() => {
      recheckTimer = null;
      const state = $state.get();
      if (isReady(state) || !state.wanted || state.error !== null || state.phase === 'removed') return;
      // A page script removed the frame (or its container): a detached frame never gets ready, so build it again.
      if (frame && !frame.element.isConnected) rebuildFrame();
      scheduleRecheck();
    }, OVERLAY_SPINNER_RETRY_MS);
  }

  function onIframeReady(): void {
    stopWaiting(false);
    readyTimer = clearTimer(readyTimer);
    const state = dispatch({ type: 'iframe-ready' });
    const session = options.getSession();
    // After every (re)load the overlay starts without a session: it gets one again here, never earlier.
    send({ velvet: 'overlay', type: 'init-session', token: session?.token ?? null, guestId: session?.guestId ?? null, isLoggedIn: session?.isLoggedIn ?? false });
    // The queued route goes once, in order, right after init-session; after a reload the route is sent again.
    if (pending.length > 0) flushPending();
    else if (state.wanted) sendRoute();
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
    stopWaiting(true);
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
      loggedIn: () => {
        options.track?.('login');
        markLoggedInInside();
      },
      action: (request) => void responder.answer(request),
    },
  });

  /** Creates the frame and its DOM (not attached until the next render). */
  function buildFrame(): void {
    const src = new URL(options.overlayPath ?? '/', options.overlayOrigin);
    // The overlay posts only to this exact origin (its server checks it against the allowed embedders).
    src.searchParams.set('parentOrigin', new URL(engine.pageUrl()).origin);
    for (const key of URL_OPTION_KEYS) {
      const value = current?.[key];
      if (value) src.searchParams.set(key, value);
    }
    // The brand's look is in the URL so the overlay's first paint is already the brand's (issue 12 §7).
    for (const [name, value] of overlayThemeParams(current?.theme)) src.searchParams.set(name, value);
    frame = engine.createFrame(src.href, overlayText(current?.lang ?? 'en', 'overlay.frameTitle'));
    dom = createOverlayDom(engine, frame.element, () => {
      const blocked = $state.get().popupBlocked;
      if (blocked) openPopup(blocked.url);
    });
  }

  /** Replaces a detached, never-ready frame with a new one and attaches it; only the new frame's window is trusted. */
  function rebuildFrame(): void {
    dom?.remove();
    buildFrame();
    render($state.get());
  }

  function ensureFrame(): void {
    if (frame) return;
    buildFrame();
    cleanups.push(engine.onMessage(route));
    cleanups.push(engine.onKeyDown((event) => {
      if (event.key === 'Escape' && $state.get().wanted && !$state.get().busy) close();
    }));
    const unsubscribe = options.onGuestEvent?.(
      reactToGuestEvents(options.notifications ?? {}, { track: options.track, logout: () => void doLogout(), reload: options.reload, queue }),
    );
    if (unsubscribe) cleanups.push(unsubscribe);
  }

  function open(openOptions: OverlayOptions, openView: OverlayView | null = null): void {
    if ($state.get().phase === 'removed') return;
    // spec 002 §4.4: "Restricted guests opening the payment tour get operator compensation instead."
    const flow = resolveRequestedFlow({ isRestricted: options.isRestricted?.() ?? false }, openOptions.flow);
    current = flow === openOptions.flow ? openOptions : { ...openOptions, flow };
    view = openView;
    wasLoggedInAtOpen = options.getSession()?.isLoggedIn ?? false;
    receivedTransferToken = null;
    ensureFrame();
    const state = dispatch({ type: 'open', flow });
    // Ready: sent now. Not ready: queued, retried every 500 ms, sent after init-session.
    sendRoute();
    if (!isReady(state)) startWaiting();
    else if (state.phase === 'visible') send({ velvet: 'overlay', type: 'is-visible', visible: true });
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
      stopWaiting(true);
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
