/** The upload check (issue 5 §1 "Image messages: upload with type and size limits"): magic numbers and header sizes. */
import { describe, expect, it } from 'vitest';
import { readImageHeader, sniffFormat } from './image-header';
import { jpegBytes, pngBytes, webpBytes } from './test/image-bytes';

describe('readImageHeader', () => {
  it.each([
    ['PNG IHDR', pngBytes(640, 480), 'image/png', 640, 480],
    ['JPEG SOF0 after an APP0 segment', jpegBytes(1024, 768), 'image/jpeg', 1024, 768],
    ['JPEG SOF2 (progressive)', jpegBytes(300, 200, 0xc2), 'image/jpeg', 300, 200],
    ['WebP VP8 (lossy)', webpBytes('VP8 ', 800, 600), 'image/webp', 800, 600],
    ['WebP VP8L (lossless)', webpBytes('VP8L', 1, 16384), 'image/webp', 1, 16384],
    ['WebP VP8X (extended)', webpBytes('VP8X', 4000, 3000), 'image/webp', 4000, 3000],
  ])('reads the type and size of %s', (_name, bytes, type, width, height) => {
    expect(readImageHeader(bytes)).toEqual({ ok: true, header: { type, width, height } });
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'expected a JPEG, PNG or WebP image, got bytes starting 47 49 46 38 39 61 01 00'],
    ['an empty body', Buffer.alloc(0), 'expected a JPEG, PNG or WebP image, got an empty body'],
    ['HTML', Buffer.from('<html><script>'), 'expected a JPEG, PNG or WebP image, got bytes starting 3c 68 74 6d 6c 3e 3c 73'],
    ['a truncated PNG', pngBytes(10, 10).subarray(0, 12), 'expected a readable PNG header with a width and height, got a damaged or truncated file'],
    ['a JPEG without a frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'expected a readable JPEG header with a width and height, got a damaged or truncated file'],
    ['a PNG of width 0', pngBytes(0, 10), 'expected a readable PNG header with a width and height, got a damaged or truncated file'],
  ])('refuses %s, saying what was expected and what came', (_name, bytes, reason) => {
    expect(readImageHeader(bytes)).toEqual({ ok: false, reason });
  });

  it('tells the formats apart by magic number only', () => {
    expect([pngBytes(1, 1), jpegBytes(1, 1), webpBytes('VP8X', 1, 1)].map(sniffFormat)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });
});
