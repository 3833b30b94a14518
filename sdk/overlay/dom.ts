/**
 * The overlay's DOM (spec 002 §9): backdrop, frame and spinner with their
 * z-indexes and geometry, full screen on phones, page scroll locked and
 * restored exactly, focus kept inside while open and given back on close.
 */
import type { OverlayEngine } from './engine';
import { OVERLAY_FRAME } from './protocol';

/** spec 002 §9 "Overlay z-index 10000, frame 10001, spinner 100000. Overlay opacity 0.3." */
export const OVERLAY_LAYERS = { backdrop: 10000, frame: 10001, spinner: 100000, backdropOpacity: 0.3 } as const;
/** Below this viewport width the frame fills the screen (phones). */
export const OVERLAY_PHONE_MAX_WIDTH = 640;

/** Sets the frame's geometry for the viewport: 675 x 740 px 5% from top, or full screen on phones. */
export function applyFrameGeometry(frame: HTMLElement, viewportWidth: number): void {
  const phone = viewportWidth < OVERLAY_PHONE_MAX_WIDTH;
  Object.assign(frame.style, {
    position: 'fixed',
    border: '0',
    zIndex: String(OVERLAY_LAYERS.frame),
    left: phone ? '0' : '50%',
    transform: phone ? 'none' : 'translateX(-50%)',
    top: phone ? '0' : `${OVERLAY_FRAME.topPercent}%`,
    width: phone ? '100%' : `${OVERLAY_FRAME.width}px`,
    height: phone ? '100%' : `${OVERLAY_FRAME.height}px`,
    maxWidth: '100%',
    maxHeight: OVERLAY_FRAME.maxHeight,
  });
}

/** Locks page scrolling; the returned function restores the exact inline styles and scroll position. */
export function lockPageScroll(engine: OverlayEngine): () => void {
  const { documentElement: root, body } = engine.document;
  const saved = { root: root.style.overflow, body: body.style.overflow, y: engine.scrollY() };
  root.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    root.style.overflow = saved.root;
    body.style.overflow = saved.body;
    engine.scrollTo(saved.y);
  };
}

/** Keeps focus on `target` while active; the returned function releases it and refocuses what had focus before. */
export function trapFocus(document: Document, container: HTMLElement, target: HTMLElement): () => void {
  const active = document.activeElement as HTMLElement | null;
  const previous = active && active !== document.body && typeof active.focus === 'function' ? active : null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '0');
  target.focus();
  const onFocusIn = (event: FocusEvent): void => {
    const to = event.target;
    if (to instanceof Node && container.contains(to)) return;
    // Focus wandered onto the page behind the backdrop (Tab, a script): bring it back.
    target.focus();
  };
  document.addEventListener('focusin', onFocusIn);
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    previous?.focus();
  };
}

export interface OverlayDomView {
  mounted: boolean;
  frameVisible: boolean;
  spinner: boolean;
  open: boolean;
  /** A popup was blocked: a message and a link the person can click (a click counts as a gesture). */
  popupBlocked?: { url: string; message: string; linkText: string } | null;
}

export interface OverlayDom {
  container: HTMLElement;
  frame: HTMLElement;
  render(view: OverlayDomView): void;
  remove(): void;
}

/** Builds the container (backdrop, spinner, frame) in a fixed layer; nothing is attached until `render`. */
export function createOverlayDom(engine: OverlayEngine, frame: HTMLElement, onPopupLink: () => void = () => {}): OverlayDom {
  const doc = engine.document;
  const container = doc.createElement('div');
  container.dataset.velvetOverlay = '';
  const backdrop = doc.createElement('div');
  Object.assign(backdrop.style, { position: 'fixed', inset: '0', background: '#000', opacity: String(OVERLAY_LAYERS.backdropOpacity), zIndex: String(OVERLAY_LAYERS.backdrop) });
  const spinner = doc.createElement('div');
  spinner.setAttribute('role', 'progressbar');
  spinner.setAttribute('aria-busy', 'true');
  Object.assign(spinner.style, { position: 'fixed', top: '50%', left: '50%', width: '40px', height: '40px', margin: '-20px 0 0 -20px', zIndex: String(OVERLAY_LAYERS.spinner) });
  const notice = doc.createElement('div');
  notice.setAttribute('role', 'alert');
  Object.assign(notice.style, { position: 'fixed', left: '50%', bottom: '5%', transform: 'translateX(-50%)', background: '#fff', color: '#222', padding: '12px 16px', borderRadius: '6px', zIndex: String(OVERLAY_LAYERS.spinner), display: 'none' });
  const noticeText = doc.createElement('span');
  const noticeLink = doc.createElement('a');
  noticeLink.target = '_blank';
  noticeLink.style.marginLeft = '8px';
  noticeLink.addEventListener('click', (event) => {
    // Open through the bridge so it keeps the popup's window for the source check.
    event.preventDefault();
    onPopupLink();
  });
  notice.append(noticeText, noticeLink);
  container.append(backdrop, frame, spinner, notice);
  let unlockScroll: (() => void) | null = null;
  let releaseFocus: (() => void) | null = null;

  function render(view: OverlayDomView): void {
    if (view.mounted && !container.isConnected) doc.body.append(container);
    const blocked = view.open ? view.popupBlocked ?? null : null;
    notice.style.display = blocked ? 'block' : 'none';
    // textContent and a checked URL only: the message is ours, the URL passed the popup allowlist.
    noticeText.textContent = blocked?.message ?? '';
    noticeLink.textContent = blocked?.linkText ?? '';
    if (blocked) noticeLink.href = blocked.url;
    else noticeLink.removeAttribute('href');
    backdrop.style.display = view.open ? 'block' : 'none';
    spinner.style.display = view.open && view.spinner ? 'block' : 'none';
    // The frame stays in the document while hidden: removing it would reload the overlay app.
    frame.style.visibility = view.frameVisible ? 'visible' : 'hidden';
    frame.setAttribute('aria-hidden', String(!view.frameVisible));
    if (view.mounted) applyFrameGeometry(frame, engine.viewportWidth());
    if (view.open && !unlockScroll) unlockScroll = lockPageScroll(engine);
    if (!view.open && unlockScroll) { unlockScroll(); unlockScroll = null; }
    if (view.frameVisible && !releaseFocus) releaseFocus = trapFocus(doc, container, frame);
    if (!view.frameVisible && releaseFocus) { releaseFocus(); releaseFocus = null; }
  }

  return {
    container,
    frame,
    render,
    remove() {
      render({ mounted: false, frameVisible: false, spinner: false, open: false });
      container.remove();
    },
  };
}
