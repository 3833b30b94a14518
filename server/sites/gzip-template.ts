/**
 * A gzip answer made from a compressed template and one short text that differs per answer (the page
 * cache's HTML and this answer's script nonce), without compressing the page again for every visitor.
 *
 * The fixed parts are compressed once, each ending on a sync flush (byte-aligned, not final); the filler
 * goes between them as raw "stored" deflate blocks; a final empty block, the CRC-32 and the length close
 * the gzip member (RFC 1951 §3.2.4, RFC 1952). Per answer that is a CRC over the filler and a Buffer concat:
 * the fixed parts' CRCs are computed once and joined to the filler's by zlib's crc32_combine (issue 15 item 9:
 * a CRC over the whole 50 KB page per answer was a quarter of the page's CPU time).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** ID1 ID2, CM deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final, empty stored block: BFINAL 1, BTYPE 00, padding, LEN 0, NLEN 0xffff. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most 65,535 bytes. */
const MAX_STORED = 0xffff;

/** Raw bytes as non-final stored blocks (the stream is byte-aligned after a sync flush, so the 3 header bits pad to one byte). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += MAX_STORED) {
    const piece = bytes.subarray(at, at + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0x00;
    header.writeUInt16LE(piece.length, 1);
    header.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(header, piece);
  }
  return blocks;
}

/** A linear operator on CRC-32 values over GF(2), as its 32 columns (the image of each bit). */
type Gf2Matrix = Uint32Array<ArrayBuffer>;

function gf2Times(matrix: Gf2Matrix, vector: number): number {
  let sum = 0;
  for (let bit = 0; vector !== 0; bit++, vector >>>= 1) if (vector & 1) sum ^= matrix[bit]!;
  return sum >>> 0;
}

/** a after b: (a ∘ b)(v) = a(b(v)). */
function gf2Compose(a: Gf2Matrix, b: Gf2Matrix): Gf2Matrix {
  const result = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) result[bit] = gf2Times(a, b[bit]!);
  return result;
}

/**
 * The operator that moves a CRC-32 past `length` more bytes (zlib's crc32_combine: the CRC of A then B is
 * shift_len(B)(crc(A)) XOR crc(B)). Built once per fixed part by squaring the one-zero-bit operator.
 */
function crcShift(length: number): Gf2Matrix {
  // One zero bit: the reflected CRC-32 polynomial, then a shift.
  let power: Gf2Matrix = new Uint32Array(32);
  power[0] = 0xedb88320;
  for (let bit = 1; bit < 32; bit++) power[bit] = (1 << (bit - 1)) >>> 0;
  // 8 bits: one zero byte.
  for (let i = 0; i < 3; i++) power = gf2Compose(power, power);
  let result: Gf2Matrix | null = null;
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = result === null ? power : gf2Compose(power, result);
    if (rest > 1) power = gf2Compose(power, power);
  }
  const identity = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) identity[bit] = (1 << bit) >>> 0;
  return result ?? identity;
}

export class GzipTemplate {
  private readonly raw: Buffer[];
  private readonly compressed: Buffer[];
  /** Per part: its CRC-32 on its own and the operator that moves a CRC past it. */
  private readonly crcs: Array<{ crc: number; shift: Gf2Matrix }>;

  /** `parts` are the text around each filler: n parts take n - 1 fillers. */
  constructor(private readonly parts: readonly string[]) {
    this.raw = parts.map((part) => Buffer.from(part, 'utf8'));
    this.compressed = this.raw.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
    this.crcs = this.raw.map((part) => ({ crc: crc32(part), shift: crcShift(part.length) }));
  }

  /** The text with `filler` between the parts. */
  text(filler: string): string {
    return this.parts.join(filler);
  }

  /**
   * The same text as UTF-8 bytes, from the parts encoded once (issue 15 item 9: sending the 50 KB page as a
   * string cost a UTF-8 length scan, an encode and a 100 KB two-byte string per answer; a copy of bytes is cheaper).
   */
  bytes(filler: string): Buffer {
    const fill = Buffer.from(filler, 'utf8');
    const chunks: Buffer[] = [];
    this.raw.forEach((part, index) => {
      if (index > 0) chunks.push(fill);
      chunks.push(part);
    });
    return Buffer.concat(chunks);
  }

  /** The same text as one gzip member. */
  gzip(filler: string): Buffer {
    const fill = Buffer.from(filler, 'utf8');
    const fillBlocks = storedBlocks(fill);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    this.compressed.forEach((block, index) => {
      chunks.push(block);
      const part = this.raw[index]!;
      // Empty parts are skipped (zlib.crc32 of an empty buffer that went through deflate answers 0, not the running value).
      if (part.length > 0) {
        const { crc: partCrc, shift } = this.crcs[index]!;
        crc = (gf2Times(shift, crc) ^ partCrc) >>> 0;
        length += part.length;
      }
      if (index < this.compressed.length - 1) {
        chunks.push(...fillBlocks);
        if (fill.length > 0) {
          crc = crc32(fill, crc);
          length += fill.length;
        }
      }
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}
