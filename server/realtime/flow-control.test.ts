/**
 * The socket flow-control rules (issue 11 A6: "Cap each socket's send buffer
 * (close with a documented code when exceeded), rate-limit inbound messages
 * per socket"), driven by the sdk's fake clock.
 */
import { describe, expect, it } from 'vitest';
import { OUTBOX_LIMIT } from '../../sdk/realtime/outbox-queue';
import { FakeClock } from '../../sdk/testing/fake-clock';
import { admitMessage, fullBucket, mayBuffer, type Admission, type Bucket, type InboundRate } from './flow-control';
import { INBOUND_RATE, INBOX_MAX, SEND_BUFFER_CAP_BYTES } from './limits';

const RATE: InboundRate = { burst: 3, perSecond: 2, refusalsBeforeClose: 2 };

/** Sends one message per entry of `gapsMs` (ms waited before it) and lists the admissions. */
function admissions(gapsMs: number[], rate = RATE): Admission[] {
  const clock = new FakeClock(1_000);
  let bucket: Bucket = fullBucket(rate, clock.now());
  return gapsMs.map((gap) => {
    clock.advance(gap);
    const result = admitMessage(bucket, clock.now(), rate);
    bucket = result.bucket;
    return result.admission;
  });
}

describe('admitMessage (token bucket: burst 3, 2 per second, 2 refusals before the close)', () => {
  it.each<[string, number[], Admission[]]>([
    ['a burst up to its size is handled', [0, 0, 0], ['handle', 'handle', 'handle']],
    ['over the burst: error acks, then the close when the flood goes on', [0, 0, 0, 0, 0, 0, 0], ['handle', 'handle', 'handle', 'refuse', 'refuse', 'close', 'close']],
    ['the rate itself is never refused', [0, 500, 500, 500, 500, 500, 500, 500], Array<Admission>(8).fill('handle')],
    ['an overshoot pays back its refusal, then is handled again', [0, 0, 0, 0, 1000], ['handle', 'handle', 'handle', 'refuse', 'handle']],
    ['the bucket refills up to the burst only', [0, 60_000, 0, 0, 0], ['handle', 'handle', 'handle', 'handle', 'refuse']],
    ['a steady flood above the rate (10 a second against 2) is closed', [0, 0, 0, 0, 100, 100, 100, 100], ['handle', 'handle', 'handle', 'refuse', 'refuse', 'close', 'close', 'close']],
  ])('%s', (_name, gaps, expected) => {
    expect(admissions(gaps)).toEqual(expected);
  });

  it('a clock that goes backwards refills nothing and never raises the bucket\'s time', () => {
    const { bucket } = admitMessage({ tokens: 0.5, at: 5_000 }, 4_000, RATE);
    expect(bucket).toEqual({ tokens: -0.5, at: 5_000 });
  });
});

describe('mayBuffer (send-buffer cap)', () => {
  it.each([
    ['an empty buffer takes any frame, even one larger than the cap', 0, 5_000, true],
    ['a frame that keeps the buffer within the cap', 600, 400, true],
    ['a frame that would pass the cap', 600, 401, false],
    ['a full buffer takes nothing more', 1_000, 1, false],
  ])('%s', (_name, buffered, frame, expected) => {
    expect(mayBuffer(buffered, frame, 1_000)).toBe(expected);
  });
});

describe('the production limits', () => {
  it('a reconnect may resend its whole outbox, requestSession and a ping at once', () => {
    expect(admissions(Array<number>(OUTBOX_LIMIT + 2).fill(0), INBOUND_RATE).every((a) => a === 'handle')).toBe(true);
  });

  it('a flood meets the rate limit before the inbox cap (1008)', () => {
    expect(INBOUND_RATE.burst + INBOUND_RATE.refusalsBeforeClose).toBeLessThan(INBOX_MAX);
  });

  it('a fan-out event (one frame of a few hundred bytes per socket) is far below the send-buffer cap', () => {
    expect(SEND_BUFFER_CAP_BYTES).toBeGreaterThanOrEqual(1000 * 1024);
  });
});
