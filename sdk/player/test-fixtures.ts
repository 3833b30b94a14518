/**
 * Fakes for the player controller's tests: a <video> whose events the test fires, an engine that
 * records what the controller asked, and a probe that answers from a table.
 */
import type { CreateEngine, EngineCallbacks, MediaEngine, PlayerVideo } from './engine';
import type { ProbeResult } from './probe';
import type { ResumeStorage } from './resume';
import type { EngineKind, QualityChoice, QualityLevel } from './rules';

export class FakeVideo implements PlayerVideo {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  volume = 1;
  muted = false;
  plays = 0;
  /** What the next play() does: resolve, or reject with this error name (the autoplay policy). */
  refuseNextPlay: string | null = null;
  readonly #listeners = new Map<string, Set<() => void>>();

  play(): Promise<void> {
    this.plays++;
    if (this.refuseNextPlay) {
      const name = this.refuseNextPlay;
      this.refuseNextPlay = null;
      return Promise.reject(Object.assign(new Error(name), { name }));
    }
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }
  addEventListener(type: string, listener: () => void): void {
    if (!this.#listeners.has(type)) this.#listeners.set(type, new Set());
    this.#listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void): void {
    this.#listeners.get(type)?.delete(listener);
  }
  listenerCount(): number {
    return [...this.#listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
  fire(type: string): void {
    for (const listener of this.#listeners.get(type) ?? []) listener();
  }
  /** The media plays from `time`: what the browser reports once frames flow. */
  startPlaying(time = this.currentTime): void {
    this.paused = false;
    this.currentTime = time;
    this.fire('playing');
  }
  advanceTo(time: number): void {
    this.currentTime = time;
    this.fire('timeupdate');
  }
}

export const LEVELS: QualityLevel[] = [
  { index: 0, height: 240, width: 426, bitrate: 400_000 },
  { index: 1, height: 480, width: 854, bitrate: 1_200_000 },
  { index: 2, height: 720, width: 1280, bitrate: 2_800_000 },
];

export class FakeEngine implements MediaEngine {
  readonly calls: string[] = [];
  destroyed = false;
  constructor(
    readonly kind: EngineKind,
    readonly callbacks: EngineCallbacks,
  ) {}
  load(src: string, startPosition: number): void {
    this.calls.push(`load ${src} @${startPosition}`);
  }
  setQuality(choice: QualityChoice): void {
    this.calls.push(`quality ${choice}`);
  }
  capLevel(maxLevel: number | null): void {
    this.calls.push(`cap ${maxLevel}`);
  }
  recover(): void {
    this.calls.push('recover');
  }
  destroy(): void {
    this.destroyed = true;
    this.calls.push('destroy');
  }
}

/** createEngine that records each engine it made. */
export function fakeEngineFactory() {
  const engines: FakeEngine[] = [];
  const createEngine: CreateEngine = async (kind, callbacks) => {
    const engine = new FakeEngine(kind, callbacks);
    engines.push(engine);
    return engine;
  };
  return { engines, createEngine, last: () => engines[engines.length - 1]! };
}

/** A probe answering each URL with the next queued result, 200 when nothing is queued. */
export function fakeProbe() {
  const queued = new Map<string, ProbeResult[]>();
  const asked: string[] = [];
  return {
    asked,
    answer(src: string, ...results: Array<number | ProbeResult>) {
      queued.set(src, results.map((result) => (typeof result === 'number' ? { status: result, retryAfterSeconds: null } : result)));
    },
    probe: async (src: string): Promise<ProbeResult> => {
      asked.push(src);
      return queued.get(src)?.shift() ?? { status: 200, retryAfterSeconds: null };
    },
  };
}

/** Storage over a map. */
export function memoryStorage(): ResumeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** Lets pending promise callbacks (the probe, the engine factory) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
