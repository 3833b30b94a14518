import type { Clock } from '../clock';

/** Timers the bridge uses: the sdk's clock; a test passes its own to drive time (STYLE.md "take a clock"). */
export type OverlayClock = Clock;
export { systemClock } from '../clock';

/** A fresh unguessable id (default crypto.randomUUID). */
export const randomUuid = (): string => globalThis.crypto.randomUUID();
