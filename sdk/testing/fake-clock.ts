/**
 * The sdk's one test clock (STYLE.md "take a clock"): time moves only when a
 * test advances it, and due timers fire in time order. It fits every clock
 * shape the sdk takes (realtime, overlay, survey, button).
 */
export interface TestClockShape {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** A clock whose time moves only when the test says so. */
export class FakeClock implements TestClockShape {
  private current: number;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private nextId = 1;
  constructor(start = 0) {
    this.current = start;
  }
  now = () => this.current;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + ms, fn });
    return id;
  };
  clearTimeout = (id: unknown) => {
    this.timers.delete(id as number);
  };
  /** Moves time forward by `ms`, firing due timers in time order. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = [...this.timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.current = Math.max(this.current, due[1].at);
      due[1].fn();
    }
    this.current = end;
  }
  /** Moves time forward WITHOUT firing timers: a throttled or frozen tab. The next advance(0) fires them late. */
  freeze(ms: number): void {
    this.current += ms;
  }
  /** How many timers wait. */
  get pending(): number {
    return this.timers.size;
  }
  /** Delays of the pending timers, soonest first. */
  pendingDelays(): number[] {
    return [...this.timers.values()].map((t) => t.at - this.current).sort((a, b) => a - b);
  }
}

