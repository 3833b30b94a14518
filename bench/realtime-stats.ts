/**
 * Small number helpers of the realtime bench: percentiles, units, and a clock
 * that two processes on one machine share (epoch milliseconds with sub-ms
 * precision), so a send time taken in the server and a receive time taken in
 * the client can be subtracted.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Epoch milliseconds with microsecond precision; comparable across processes on the same machine. */
export function sharedNow(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * CPU time a process has run, in ms, summed over its threads (libuv and V8
 * helpers included) from /proc/<pid>/task/<tid>/schedstat (nanoseconds on
 * CPU). NaN when the process is gone or the kernel keeps no schedstat.
 */
export function cpuMs(pid: number | 'self'): number {
  try {
    let total = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return total / 1e6;
  } catch {
    return Number.NaN;
  }
}

/** The p-th percentile (0..100) of the values, nearest-rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** "12.3 ms" (or "n/a" for NaN). */
export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
}

/** "4.2 KB" / "81.0 MB": 1 KB = 1024 bytes. */
export function bytes(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  const abs = Math.abs(value);
  if (abs >= 1024 * 1024) return `${(value / 1024 / 1024).toFixed(1)} MB`;
  if (abs >= 1024) return `${(value / 1024).toFixed(2)} KB`;
  return `${value.toFixed(0)} B`;
}

/** A figure next to its target, with a verdict word; the bench prints, never asserts. */
export function againstTarget(label: string, value: string, met: boolean | null, target: string): string {
  const verdict = met === null ? '      ' : met ? '  ok  ' : ' MISS ';
  return `  ${label.padEnd(40)} ${value.padStart(12)} [${verdict}] target ${target}`;
}

/** Resolves when `check()` is true, or after `timeoutMs` (then false); polls every `everyMs`. */
export async function waitUntil(check: () => boolean, timeoutMs: number, everyMs = 20): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return true;
}

/** Runs `work` over the items with at most `concurrency` at a time; stops starting new work after `deadline` (epoch ms). */
export async function mapPool<T, R>(items: readonly T[], concurrency: number, deadline: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && Date.now() < deadline) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
