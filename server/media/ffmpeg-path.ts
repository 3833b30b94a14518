/**
 * Where the ffmpeg binary is (issue 13 item 1: "ffmpeg must come with `npm
 * install` (a registry package that ships the binary) or be the OS's where
 * present"): VELVET_FFMPEG if set, else `ffmpeg` on PATH when it has
 * libx264, else the static build that @ffmpeg-installer/ffmpeg ships (ffmpeg
 * 4.1 with libx264, aac, drawtext; no ffprobe). Resolved once per process.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

export interface FfmpegBinary {
  path: string;
  source: 'env' | 'os' | 'npm';
}

let resolved: FfmpegBinary | null = null;

/** The ffmpeg to run; throws with a message naming both ways to get one when there is none. */
export function ffmpegBinary(env: Record<string, string | undefined> = process.env): FfmpegBinary {
  if (resolved) return resolved;
  const configured = env.VELVET_FFMPEG?.trim();
  if (configured) return (resolved = { path: configured, source: 'env' });
  const onPath = findOnPath('ffmpeg', env.PATH ?? '');
  if (onPath && hasLibx264(onPath)) return (resolved = { path: onPath, source: 'os' });
  return (resolved = { path: packagedFfmpeg(), source: 'npm' });
}

/** The first executable `name` in a PATH string, or null. */
export function findOnPath(name: string, pathVariable: string): string | null {
  for (const dir of pathVariable.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there, or not executable: try the next directory
    }
  }
  return null;
}

/** Some distributions build ffmpeg without x264 (patents): such an ffmpeg cannot make the H.264 the browsers need. */
function hasLibx264(path: string): boolean {
  try {
    return execFileSync(path, ['-hide_banner', '-encoders'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] })
      .includes('libx264');
  } catch {
    return false;
  }
}

function packagedFfmpeg(): string {
  let path: string;
  try {
    const require = createRequire(import.meta.url);
    path = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    throw new Error(`no ffmpeg: none on PATH and @ffmpeg-installer/ffmpeg is not installed (run npm install) (${String(error)})`);
  }
  // Some npm set-ups (tarball extraction without modes, --no-bin-links copies) lose the execute bit.
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, 0o755);
  }
  return path;
}
