/**
 * Builds one clip: ffmpeg renders into `<root>/.tmp-<key>-<pid>/`, then the
 * master playlist and clip.json are written and the directory is renamed to
 * `<root>/<key>/` in one step, so "the directory exists" means "the clip is
 * ready" (media contract §1) and no half-written clip is ever served. The pid
 * in the temporary name lets two processes fill one shared cache directory.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { audioCommand, audioFiles, clipCommand, type ClipPlan } from './clip-command';
import { masterPlaylist, measureRendition, parseMediaPlaylist } from './hls';
import { GENERATOR_VERSION, RENDITIONS, type MediaProfile } from './profile';

export interface ClipInfo {
  key: string;
  durationSeconds: number;
  trailerSeconds: number;
  thumbnailCount: number;
  renditions: { name: string; width: number; height: number; bandwidth: number }[];
}

/** clip.json: the contract's ClipInfo plus how it was made. */
export interface ClipManifest extends ClipInfo {
  profile: MediaProfile['name'];
  generatorVersion: number;
  initials: string;
  codecs: Record<string, string>;
}

export interface BuildOptions {
  root: string;
  plan: ClipPlan;
  profile: MediaProfile;
  ffmpegPath: string;
  /** Aborting kills ffmpeg and removes the temporary directory. */
  signal?: AbortSignal;
  /** Runs when every file is written, just before the rename (tests look at the half-way state here). */
  beforeRename?: (tmpDir: string) => Promise<void> | void;
}

export interface BuiltClip {
  info: ClipInfo;
  /** CPU seconds ffmpeg used (Linux: from the reaped children's times), null where unknown. */
  cpuSeconds: number | null;
  wallSeconds: number;
}

export const TMP_PREFIX = '.tmp-';
const FFMPEG_NICENESS = 10;

export function tmpDirFor(root: string, key: string): string {
  return join(root, `${TMP_PREFIX}${key}-${process.pid}`);
}

export async function buildClip(options: BuildOptions): Promise<BuiltClip> {
  const { root, plan, profile } = options;
  const started = performance.now();
  const tmp = tmpDirFor(root, plan.key);
  rmSync(tmp, { recursive: true, force: true });
  for (const dir of [...RENDITIONS.map((rendition) => rendition.name), 'trailer', 'thumbs']) mkdirSync(join(tmp, dir), { recursive: true });
  try {
    const audioCpu = await runFfmpeg(options.ffmpegPath, audioCommand(plan, profile, tmp), options.signal);
    const videoCpu = await runFfmpeg(options.ffmpegPath, clipCommand(plan, profile, tmp), options.signal);
    for (const file of Object.values(audioFiles(tmp))) rmSync(file);
    const cpuSeconds = audioCpu === null || videoCpu === null ? null : Math.round((audioCpu + videoCpu) * 100) / 100;
    const manifest = finishClip(tmp, plan, profile);
    await options.beforeRename?.(tmp);
    options.signal?.throwIfAborted();
    const target = join(root, plan.key);
    if (existsSync(target)) {
      // Another process sharing this directory finished the same clip first: keep theirs.
      rmSync(tmp, { recursive: true, force: true });
    } else {
      renameSync(tmp, target);
    }
    return { info: toClipInfo(manifest), cpuSeconds, wallSeconds: (performance.now() - started) / 1000 };
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

/** Writes master.m3u8 and clip.json next to what ffmpeg wrote; trims surplus thumbnails. */
function finishClip(dir: string, plan: ClipPlan, profile: MediaProfile): ClipManifest {
  const thumbs = readdirSync(join(dir, 'thumbs')).filter((name) => name.endsWith('.jpg')).sort();
  for (const extra of thumbs.slice(plan.thumbnailCount)) rmSync(join(dir, 'thumbs', extra));
  const measured = RENDITIONS.map((rendition) => ({ rendition, figures: measureRendition(join(dir, rendition.name, 'index.m3u8')) }));
  writeFileSync(join(dir, 'master.m3u8'), masterPlaylist(measured.map(({ rendition, figures }) => ({
    uri: `${rendition.name}/index.m3u8`, width: rendition.width, height: rendition.height, fps: profile.fps, figures,
  }))));
  const trailer = parseMediaPlaylist(readFileSync(join(dir, 'trailer', 'index.m3u8'), 'utf8'));
  const manifest: ClipManifest = {
    key: plan.key,
    durationSeconds: measured[measured.length - 1]!.figures.seconds,
    trailerSeconds: trailer.totalSeconds,
    thumbnailCount: Math.min(thumbs.length, plan.thumbnailCount),
    renditions: measured.map(({ rendition, figures }) => ({
      name: rendition.name, width: rendition.width, height: rendition.height, bandwidth: figures.bandwidth,
    })),
    profile: profile.name,
    generatorVersion: GENERATOR_VERSION,
    initials: plan.initials,
    codecs: {
      ...Object.fromEntries(measured.map(({ rendition, figures }) => [rendition.name, figures.codecs])),
      trailer: measureRendition(join(dir, 'trailer', 'index.m3u8')).codecs,
    },
  };
  if (manifest.thumbnailCount < 1) throw new Error(`ffmpeg wrote no thumbnail for ${plan.key}`);
  writeFileSync(join(dir, 'clip.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The contract's ClipInfo from a clip.json (extra fields dropped); throws on a malformed file. */
export function toClipInfo(json: unknown): ClipInfo {
  const value = json as Partial<ClipInfo> | null;
  if (!value || typeof value.key !== 'string' || typeof value.durationSeconds !== 'number' || typeof value.trailerSeconds !== 'number' ||
    typeof value.thumbnailCount !== 'number' || !Array.isArray(value.renditions)) {
    throw new Error('clip.json lacks key, durationSeconds, trailerSeconds, thumbnailCount or renditions');
  }
  return {
    key: value.key,
    durationSeconds: value.durationSeconds,
    trailerSeconds: value.trailerSeconds,
    thumbnailCount: value.thumbnailCount,
    renditions: value.renditions.map(({ name, width, height, bandwidth }) => ({ name, width, height, bandwidth })),
  };
}


function runFfmpeg(path: string, args: string[], signal?: AbortSignal): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const child = spawn(path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    // Below the server's priority: pages stay quick while the first start renders clips on the same cores.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, FFMPEG_NICENESS);
      } catch {
        // not allowed here (some containers): run at normal priority
      }
    }
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.once('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.once('close', (code, killedBy) => {
      signal?.removeEventListener('abort', abort);
      const cpu = reapedChildrenCpuDelta();
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve(cpu);
      else reject(new Error(`ffmpeg exited with ${code ?? killedBy}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

let lastChildrenCpu: number | null = null;

/**
 * CPU seconds of the child processes reaped since the previous call (Linux: cutime + cstime of /proc/self/stat,
 * which grows when a child is waited for). Children exit one at a time, so each 'close' sees its own ffmpeg's time.
 */
function reapedChildrenCpuDelta(): number | null {
  const now = childrenCpuSeconds();
  if (now === null) return null;
  const previous = lastChildrenCpu ?? now;
  lastChildrenCpu = now;
  return Math.round((now - previous) * 100) / 100;
}

lastChildrenCpu = childrenCpuSeconds();

/** All reaped children's CPU seconds so far, or null off Linux. */
export function childrenCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command name start at field 3; cutime and cstime are fields 16 and 17.
    const ticks = Number(fields[16 - 3]) + Number(fields[17 - 3]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}
