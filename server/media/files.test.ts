import { describe, expect, it } from 'vitest';
import { allowedFile, byteRange, mediaType } from './files';

// media contract §1: the files of one clip; §2: "path traversal refused" by naming only those.
describe('allowedFile', () => {
  it.each([
    ['full', 'master.m3u8', true],
    ['full', '480p/index.m3u8', true],
    ['full', '720p/seg-00012.ts', true],
    ['full', 'trailer/index.m3u8', false],
    ['full', 'thumbs/000.jpg', false],
    ['full', '../c02/master.m3u8', false],
    ['full', '480p/../../c02/master.m3u8', false],
    ['full', '/etc/passwd', false],
    ['full', 'clip.json', false],
    ['full', '480p\\index.m3u8', false],
    ['trailer', 'trailer/seg-00000.ts', true],
    ['trailer', 'master.m3u8', false],
    ['thumbs', 'thumbs/042.jpg', true],
    ['thumbs', 'thumbs/42.jpg', false],
  ] as const)('%s %s -> %s', (kind, file, expected) => {
    expect(allowedFile(kind, file)).toBe(expected);
  });
});

describe('mediaType', () => {
  it.each([
    ['master.m3u8', 'application/vnd.apple.mpegurl'],
    ['480p/seg-00001.ts', 'video/mp2t'],
    ['thumbs/001.jpg', 'image/jpeg'],
  ])('%s is %s', (file, type) => expect(mediaType(file)).toBe(type));
});

// issue 13 §2: "Range requests"; RFC 9110 §14.1.2 byte ranges.
describe('byteRange of a 1000-byte file', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-10', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-1', { kind: 'full' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
  ] as const)('%s -> %o', (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });
});
