// batched-read.ts: the lists' versions are read once per burst of requests, yet no request is answered from a read
// that began before it arrived (a write it saw committed must be in its version: issue 15 item 9, "caching that is
// invalidated when the data changes").
import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read';

/** A read whose answers the test releases one by one; `started` counts the reads begun. */
function controlledRead() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  let started = 0;
  const read = () => {
    started++;
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { read, pending, started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedRead', () => {
  it('shares one read among the requests that arrive while no read runs', async () => {
    const source = controlledRead();
    const version = batchedRead(source.read);
    const first = version();
    expect(source.started()).toBe(1);
    source.pending[0]!.resolve(7);
    expect(await first).toBe(7);
  });

  it('answers a request that arrives while a read runs from the next read, shared by all who arrived meanwhile', async () => {
    const source = controlledRead();
    const version = batchedRead(source.read);
    const early = version();
    // These arrive after the first read left: it may predate a write they already saw.
    const late = [version(), version(), version()];
    expect(source.started()).toBe(1);
    source.pending[0]!.resolve(1);
    expect(await early).toBe(1);
    await settle();
    expect(source.started()).toBe(2);
    source.pending[1]!.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('starts the waiting read after a failed one, and reads again once nothing runs', async () => {
    const source = controlledRead();
    const version = batchedRead(source.read);
    const failing = version();
    const waiting = version();
    source.pending[0]!.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    source.pending[1]!.resolve(3);
    expect(await waiting).toBe(3);
    await settle();
    const later = version();
    expect(source.started()).toBe(3);
    source.pending[2]!.resolve(4);
    expect(await later).toBe(4);
  });
});
