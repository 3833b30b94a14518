/**
 * A gzip answer made from a compressed template and one short text that differs per answer (the page
 * cache's HTML and this answer's script nonce), without compressing the page again for every visitor.
 *
 * The fixed parts are compressed once, each ending on a sync flush (byte-aligned, not final); the filler
 * goes between them as raw "stored" deflate blocks; a final empty block, the CRC-32 and the length close
 * the gzip member (RFC 1951 §3.2.4, RFC 1952). Per answer that is a CRC over the text and a Buffer concat.
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

export class GzipTemplate {
  private readonly raw: Buffer[];
  private readonly compressed: Buffer[];

  /** `parts` are the text around each filler: n parts take n - 1 fillers. */
  constructor(private readonly parts: readonly string[]) {
    this.raw = parts.map((part) => Buffer.from(part, 'utf8'));
    this.compressed = this.raw.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
  }

  /** The text with `filler` between the parts. */
  text(filler: string): string {
    return this.parts.join(filler);
  }

  /** The same text as one gzip member. */
  gzip(filler: string): Buffer {
    const fill = Buffer.from(filler, 'utf8');
    const fillBlocks = storedBlocks(fill);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    // zlib.crc32 of an empty buffer that went through deflate answers 0 instead of the running value: skip empty ones.
    const add = (bytes: Buffer) => {
      if (bytes.length === 0) return;
      crc = crc32(bytes, crc);
      length += bytes.length;
    };
    this.compressed.forEach((block, index) => {
      chunks.push(block);
      add(this.raw[index]!);
      if (index < this.compressed.length - 1) {
        chunks.push(...fillBlocks);
        add(fill);
      }
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}
