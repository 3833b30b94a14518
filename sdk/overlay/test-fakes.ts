/** Fakes for the bridge tests: a clock driven by hand and an engine with explicit frame windows. */
import { FakeClock } from '../testing/fake-clock';
import type { OverlayEngine, OverlayMessageEvent, PostTarget } from './engine';

/** The sdk's test clock, under the name these tests use. */
export type ManualClock = FakeClock;
export const manualClock = (): ManualClock => new FakeClock();

export interface FakeWindow extends PostTarget {
  sent: Array<{ message: unknown; targetOrigin: string }>;
}

export function fakeWindow(): FakeWindow {
  const sent: FakeWindow['sent'] = [];
  return { sent, postMessage: (message, targetOrigin) => void sent.push({ message, targetOrigin }) };
}

export interface FakeEngine extends OverlayEngine {
  frames: Array<{ src: string; window: FakeWindow; element: HTMLElement }>;
  url: string;
  replaced: string[];
  scrolls: number[];
  popupResult: unknown;
  width: number;
  /** Delivers a message as the browser would, with explicit origin and source. */
  deliver(event: OverlayMessageEvent): void;
  key(key: string): void;
}

/** An engine over happy-dom's document whose frames are divs with fake windows (nothing loads). */
export function fakeEngine(url = 'http://localhost:8080/page?x=1'): FakeEngine {
  const messageListeners = new Set<(event: OverlayMessageEvent) => void>();
  const keyListeners = new Set<(event: KeyboardEvent) => void>();
  let y = 0;
  const engine: FakeEngine = {
    document,
    frames: [],
    url,
    replaced: [],
    scrolls: [],
    popupResult: {},
    width: 1280,
    pageUrl: () => engine.url,
    replaceUrl(next) {
      engine.replaced.push(next);
      engine.url = next;
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onKeyDown(listener) {
      keyListeners.add(listener);
      return () => keyListeners.delete(listener);
    },
    openWindow: () => engine.popupResult,
    viewportWidth: () => engine.width,
    scrollY: () => y,
    scrollTo(next) {
      engine.scrolls.push(next);
      y = next;
    },
    createFrame(src) {
      const element = document.createElement('div');
      const window = fakeWindow();
      engine.frames.push({ src, window, element });
      return { element, window };
    },
    deliver: (event) => [...messageListeners].forEach((listener) => listener(event)),
    key: (key) => [...keyListeners].forEach((listener) => listener(new KeyboardEvent('keydown', { key }))),
  };
  return engine;
}
