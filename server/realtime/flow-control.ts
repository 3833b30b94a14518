/**
 * Flow control for one socket (issue 11 A6, DESIGN.md "Websockets have a
 * send-buffer cap and an inbound message rate; a slow or abusive client is
 * closed, and server memory stays bounded"). Pure rules: the socket session
 * applies them with its clock and the socket's buffered byte count.
 */

/** An inbound message rate as a token bucket. */
export interface InboundRate {
  /** Messages a socket may send at once: a reconnect resends its whole outbox. */
  burst: number;
  /** Messages per second a socket may keep sending. */
  perSecond: number;
  /** Messages over the rate that are answered with an error ack before the socket is closed. */
  refusalsBeforeClose: number;
}

export interface FlowLimits {
  /** Bytes waiting to go out to one socket above which it is closed (4008). */
  sendBufferCapBytes: number;
  inbound: InboundRate;
}

/** The tokens left and when they were counted (ms). Negative tokens are refusals not yet paid back. */
export interface Bucket {
  tokens: number;
  at: number;
}

/** handle: run the message; refuse: answer it with an error ack; close: the client keeps flooding (4029). */
export type Admission = 'handle' | 'refuse' | 'close';

/** A new socket starts with a full burst. */
export function fullBucket(rate: InboundRate, now: number): Bucket {
  return { tokens: rate.burst, at: now };
}

/**
 * Takes one message out of the bucket. Tokens refill at `perSecond` up to
 * `burst`; a message over the rate is refused and still costs a token, so a
 * client that keeps sending above the rate runs into the close, while one that
 * overshoots once is back to normal after a short pause.
 */
export function admitMessage(bucket: Bucket, now: number, rate: InboundRate): { admission: Admission; bucket: Bucket } {
  const elapsedMs = Math.max(0, now - bucket.at);
  const refilled = Math.min(rate.burst, bucket.tokens + (elapsedMs * rate.perSecond) / 1000);
  const left = refilled - 1;
  const admission: Admission = left >= 0 ? 'handle' : left >= -rate.refusalsBeforeClose ? 'refuse' : 'close';
  return { admission, bucket: { tokens: left, at: Math.max(now, bucket.at) } };
}

/**
 * Whether a frame may be added to a socket's send buffer. A frame always
 * goes out when nothing waits (so one large answer never closes a reader);
 * otherwise the buffer must stay within the cap, else the client is not
 * reading and is closed instead of growing the server's memory.
 */
export function mayBuffer(bufferedBytes: number, frameBytes: number, capBytes: number): boolean {
  return bufferedBytes === 0 || bufferedBytes + frameBytes <= capBytes;
}

/** The ack error of a refused message. */
export function rateLimitedError(rate: InboundRate): string {
  return `too many messages: expected at most ${rate.perSecond} per second (bursts of ${rate.burst})`;
}
