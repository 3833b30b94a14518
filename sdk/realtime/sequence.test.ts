import { describe, expect, it } from 'vitest';
import { classifySeq } from './sequence';

// protocol.ts: "Every pushed event has a per-guest sequence number (seq, from 1, no gaps)".
describe('classifySeq', () => {
  it.each([
    [null, 1, 'deliver'],
    [null, 42, 'deliver'],
    [4, 5, 'deliver'],
    [4, 4, 'duplicate'],
    [4, 2, 'duplicate'],
    [4, 6, 'gap'],
    [0, 1, 'deliver'],
    [0, 3, 'gap'],
  ] as const)('last seen %s, incoming %i: %s', (lastSeq, seq, verdict) => {
    expect(classifySeq(lastSeq, seq)).toBe(verdict);
  });
});
