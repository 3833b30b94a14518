/** Timers the bridge uses; a test passes its own to drive time (STYLE.md "take a clock"). */
export interface OverlayClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock. */
export const systemClock: OverlayClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A fresh unguessable id (default crypto.randomUUID). */
export const randomUuid = (): string => globalThis.crypto.randomUUID();
