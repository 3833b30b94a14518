/**
 * The clip library on disk (media contract §1). Owner: helper A, who generates
 * the clips with ffmpeg. THIS IS A MINIMAL STAND-IN with the contract's
 * signatures, so the signed media routes (helper B) build and test before A's
 * branch is merged: it only reads the clips already complete under `root`
 * (a clip directory exists only once complete) and generates nothing.
 * Keep A's version at merge.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ClipState = 'ready' | 'preparing';
export interface ClipInfo {
  key: string;
  durationSeconds: number;
  trailerSeconds: number;
  thumbnailCount: number;
  renditions: { name: string; width: number; height: number; bandwidth: number }[];
}
export interface MediaLibrary {
  readonly root: string; // <mediaDir>/clips
  state(clipKey: string): ClipState; // cheap, in-memory (no disk stat per request)
  clip(clipKey: string): ClipInfo | undefined; // undefined while preparing
  /** Starts generation in the background (idempotent); resolves when every clip is ready. */
  generate(): Promise<void>;
}

/** A library of the complete clips under `root` (read once, and again on generate()). */
export function createMediaLibrary(root: string): MediaLibrary {
  const clips = new Map<string, ClipInfo>();
  const scan = () => {
    clips.clear();
    if (!existsSync(root)) return;
    for (const name of readdirSync(root)) {
      if (!/^c\d{2}$/.test(name)) continue;
      try {
        clips.set(name, JSON.parse(readFileSync(join(root, name, 'clip.json'), 'utf8')) as ClipInfo);
      } catch {
        // No clip.json (yet): the clip counts as preparing.
      }
    }
  };
  scan();
  return {
    root,
    state: (key) => (clips.has(key) ? 'ready' : 'preparing'),
    clip: (key) => clips.get(key),
    async generate() {
      scan();
    },
  };
}
