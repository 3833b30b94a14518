/**
 * Per-guest event order (protocol.ts: "Every pushed event has a per-guest
 * sequence number (seq, from 1, no gaps)"): what to do with an incoming seq.
 */

export type SeqVerdict = 'deliver' | 'duplicate' | 'gap';

/**
 * 'duplicate' for a seq already seen (a replay overlap), 'gap' when events
 * were skipped (reconnect and ask for a replay from `lastSeq`), else 'deliver'.
 * With no seq seen yet (`null`) any seq is the start.
 */
export function classifySeq(lastSeq: number | null, seq: number): SeqVerdict {
  if (lastSeq === null) return 'deliver';
  if (seq <= lastSeq) return 'duplicate';
  return seq === lastSeq + 1 ? 'deliver' : 'gap';
}
