/**
 * The window and document the bridge works with, as a swappable engine
 * (STYLE.md: "Browser dependencies are swappable engines"), so tests pass a
 * fake frame window and explicit message origins and sources.
 */

/** Anything postMessage can go to: a frame's window or a popup. */
export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The parts of a MessageEvent the bridge reads. */
export interface OverlayMessageEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface OverlayFrameHandle {
  element: HTMLElement;
  /** The frame's window, compared by identity with event.source; stays the same across reloads. */
  window: PostTarget | null;
}

export interface OverlayEngine {
  document: Document;
  pageUrl(): string;
  /** history.replaceState: changes the address without a reload. */
  replaceUrl(url: string): void;
  onMessage(listener: (event: OverlayMessageEvent) => void): () => void;
  onKeyDown(listener: (event: KeyboardEvent) => void): () => void;
  /** window.open; null when a popup blocker stopped it. */
  openWindow(url: string): unknown;
  viewportWidth(): number;
  scrollY(): number;
  scrollTo(y: number): void;
  /** Creates (not yet attached) a frame element pointing at `src`. */
  createFrame(src: string, title: string): OverlayFrameHandle;
}

/** The engine over a real browser window. */
export function browserEngine(win: Window = window): OverlayEngine {
  return {
    document: win.document,
    pageUrl: () => win.location.href,
    replaceUrl: (url) => win.history.replaceState(win.history.state, '', url),
    onMessage(listener) {
      const handler = (event: MessageEvent): void => listener(event);
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    onKeyDown(listener) {
      win.document.addEventListener('keydown', listener);
      return () => win.document.removeEventListener('keydown', listener);
    },
    // No noopener: the bridge needs the popup's window to check the source of its messages.
    openWindow: (url) => win.open(url, '_blank'),
    viewportWidth: () => win.innerWidth,
    scrollY: () => win.scrollY,
    scrollTo: (y) => win.scrollTo(win.scrollX, y),
    createFrame(src, title) {
      const frame = win.document.createElement('iframe');
      frame.src = src;
      frame.title = title;
      // The overlay needs its own scripts, forms and the 3-D Secure popup; nothing more.
      frame.setAttribute('allow', 'payment');
      frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      return {
        element: frame,
        // The WindowProxy exists once the frame is in the document; read it lazily.
        get window() {
          return frame.contentWindow;
        },
      };
    },
  };
}
