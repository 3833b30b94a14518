/**
 * Recognises an uploaded image by its magic number and reads its size from
 * the header bytes (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X), so a file that
 * claims to be an image but is not is refused before it is stored.
 */

export type ImageFormat = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageHeader {
  type: ImageFormat;
  width: number;
  height: number;
}

const FORMAT_NAMES: Record<ImageFormat, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** "a PNG image" / "bytes starting 47 49 46 38": what came, for error messages. */
export function describeBytes(bytes: Uint8Array): string {
  const format = sniffFormat(bytes);
  if (format) return `a ${FORMAT_NAMES[format]} image`;
  if (bytes.length === 0) return 'an empty body';
  return `bytes starting ${Array.from(bytes.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join(' ')}`;
}

/** The format the magic number says, or null. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89 && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return null;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] ?? 0) * 0x1000000) + (((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0));

function pngSize(b: Uint8Array): [number, number] | null {
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return [u32be(b, 16), u32be(b, 20)];
}

/** Walks the JPEG segments to the first start-of-frame (SOF0-SOF15 except DHT C4, JPG C8, DAC CC). */
function jpegSize(b: Uint8Array): [number, number] | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) { at += 1; continue; } // fill byte
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; } // no length
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      return [u16be(b, at + 7), u16be(b, at + 5)];
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  }
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X' && b.length >= 30) return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  return null;
}

/**
 * The image's format and size when the bytes are a JPEG, PNG or WebP whose
 * header can be read; otherwise a reason naming what was expected and what came.
 */
export function readImageHeader(bytes: Uint8Array): { ok: true; header: ImageHeader } | { ok: false; reason: string } {
  const type = sniffFormat(bytes);
  if (!type) return { ok: false, reason: `expected a JPEG, PNG or WebP image, got ${describeBytes(bytes)}` };
  const size = type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (!size || size[0] < 1 || size[1] < 1) return { ok: false, reason: `expected a readable ${FORMAT_NAMES[type]} header with a width and height, got a damaged or truncated file` };
  return { ok: true, header: { type, width: size[0], height: size[1] } };
}
