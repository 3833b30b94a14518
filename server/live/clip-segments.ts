/**
 * The segments a live stream loops: read once per clip and rendition from the
 * clip's own VOD playlist (clips never change once renamed into place, media
 * contract §1), so a playlist reload costs no disk read.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMediaPlaylist } from '../media/hls';

export interface ClipSegment {
  /** The file name beside the playlist (seg-00000.ts …). */
  uri: string;
  seconds: number;
}

const cache = new Map<string, Promise<ClipSegment[]>>();

/** The segments of `<root>/<clipKey>/<folder>/index.m3u8`, in order. */
export function clipSegments(root: string, clipKey: string, folder: string): Promise<ClipSegment[]> {
  const path = join(root, clipKey, folder, 'index.m3u8');
  let seconds = cache.get(path);
  if (!seconds) {
    seconds = readFile(path, 'utf8').then((text) => parseMediaPlaylist(text).segments);
    // A failed read is not remembered: the next reload tries again.
    seconds.catch(() => cache.delete(path));
    cache.set(path, seconds);
  }
  return seconds;
}
