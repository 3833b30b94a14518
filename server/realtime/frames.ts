/**
 * WebSocket text frames built here and written to the TCP socket in one
 * call. ws always writes a frame as two buffers (header, payload), which
 * costs a writev per socket; at 10,000 sockets per fan-out the syscalls are
 * most of the send time, and one plain write each is measurably cheaper
 * (bench/realtime.ts, section 2).
 *
 * Safe beside ws's own frames (close, pong) only because ws writes each of
 * its frames whole and synchronously when permessage-deflate is off, which
 * routes.ts sets: so a frame written here never lands inside one of ws's.
 */
import type { Writable } from 'node:stream';

/** RFC 6455 §5.2: FIN bit set, opcode 1 (text). */
const FIN_TEXT = 0x81;
/** Payload lengths from this size on take a 16-bit extended length (RFC 6455 §5.2). */
const EXTENDED_16 = 126;
/** Payload lengths from this size on take a 64-bit extended length. */
const EXTENDED_64 = 65_536;

function headerLength(payloadLength: number): number {
  if (payloadLength < EXTENDED_16) return 2;
  return payloadLength < EXTENDED_64 ? 4 : 10;
}

/** Allocates a frame for `payloadLength` bytes and writes its header; the payload goes from the returned offset. */
function allocateFrame(payloadLength: number): { frame: Buffer; offset: number } {
  const offset = headerLength(payloadLength);
  const frame = Buffer.allocUnsafe(offset + payloadLength);
  frame[0] = FIN_TEXT;
  if (offset === 2) {
    frame[1] = payloadLength;
  } else if (offset === 4) {
    frame[1] = EXTENDED_16;
    frame.writeUInt16BE(payloadLength, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(payloadLength), 2);
  }
  return { frame, offset };
}

/** One unmasked text frame (server to client) carrying `text`. */
export function textFrame(text: string): Buffer {
  const { frame, offset } = allocateFrame(Buffer.byteLength(text));
  frame.write(text, offset, 'utf8');
  return frame;
}

/**
 * The text frame of `{"type":"event","seq":N,"event":<event>}`, from the
 * event's bytes encoded once per fan-out: only the ASCII head with the seq
 * is written per socket.
 */
export function eventTextFrame(seq: number, eventTail: EventTail): Buffer {
  const head = `{"type":"event","seq":${seq},"event":`;
  const { frame, offset } = allocateFrame(head.length + eventTail.bytes.length);
  frame.write(head, offset, 'latin1');
  eventTail.bytes.copy(frame, offset + head.length);
  return frame;
}

/** An event's JSON with the frame's closing brace, as bytes (encode once, copy into every frame). */
export interface EventTail {
  bytes: Buffer;
}

export function eventTail(eventJson: string): EventTail {
  return { bytes: Buffer.from(`${eventJson}}`, 'utf8') };
}

/** Writes a prepared frame; false when the socket can no longer take writes. */
export function writeFrame(wire: Writable, frame: Buffer): boolean {
  if (wire.destroyed || !wire.writable) return false;
  wire.write(frame);
  return true;
}
