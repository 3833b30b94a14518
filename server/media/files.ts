/**
 * Which files a grant opens and how they go out: the file names a clip has
 * (media contract §1), nothing else, so no path (.., /, %2e, \) leaves the
 * clip; single byte ranges (RFC 9110 §14) for the players' seeks.
 */
import type { MediaKind } from '../../sdk/media/entitlement';

/** The files of each grant kind, relative to the clip directory. */
const FILES: Record<MediaKind, RegExp> = {
  full: /^(?:master\.m3u8|[0-9]{3,4}p\/(?:index\.m3u8|seg-[0-9]{5}\.ts))$/,
  trailer: /^trailer\/(?:index\.m3u8|seg-[0-9]{5}\.ts)$/,
  thumbs: /^thumbs\/[0-9]{3}\.jpg$/,
};

/** True when `file` is a file name the grant kind may open (a plain relative name, never a traversal). */
export function allowedFile(kind: MediaKind, file: string): boolean {
  return FILES[kind].test(file);
}

/** The media types of contract §2. */
export function mediaType(file: string): string {
  if (file.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (file.endsWith('.ts')) return 'video/mp2t';
  return 'image/jpeg';
}

export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * The byte range a Range header asks of a file of `size` bytes. One range only:
 * a multi-range or malformed header is ignored (the whole file, as RFC 9110
 * allows); a range starting past the end is unsatisfiable (416).
 */
export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  const [, from = '', to = ''] = match;
  if (from === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
