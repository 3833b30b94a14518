import { describe, expect, it } from 'vitest';
import { createOutboxQueue } from './outbox-queue';

describe('outbox queue', () => {
  it('keeps messages in send order until acknowledged', () => {
    const queue = createOutboxQueue(10);
    queue.add({ cid: 'a', message: { type: 'pin', kind: 'actor', id: 1 } });
    queue.add({ cid: 'b', message: { type: 'unpin', kind: 'actor', id: 1 } });
    queue.add({ cid: 'c', message: { type: 'removeStatusBar' } });
    expect(queue.acknowledge('b')).toBe(true);
    expect(queue.acknowledge('b')).toBe(false);
    expect(queue.entries().map((e) => e.cid)).toEqual(['a', 'c']);
  });

  it('refuses (never drops) when full, and takes messages again once one is acknowledged', () => {
    const queue = createOutboxQueue(2);
    expect(queue.add({ cid: 'a', message: { type: 'removeStatusBar' } })).toBe(true);
    expect(queue.add({ cid: 'b', message: { type: 'removeStatusBar' } })).toBe(true);
    expect(queue.add({ cid: 'c', message: { type: 'removeStatusBar' } })).toBe(false);
    expect(queue.entries().map((e) => e.cid)).toEqual(['a', 'b']);
    queue.acknowledge('a');
    expect(queue.add({ cid: 'c', message: { type: 'removeStatusBar' } })).toBe(true);
    expect(queue.size).toBe(2);
  });
});
