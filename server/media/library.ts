/**
 * The clip library (media contract §1): which clips are ready, what each
 * holds, and the background generation that fills `<mediaDir>/clips/` at
 * first start. State is in memory; it is read from disk once at start (so a
 * restart regenerates nothing) and updated as each clip is renamed into place.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { allClipKeys } from '../../sdk/media/clips';
import { buildClip, TMP_PREFIX, toClipInfo, type BuildOptions, type BuiltClip, type ClipInfo } from './build-clip';
import { safeInitials } from './clip-command';
import { ffmpegBinary } from './ffmpeg-path';
import { findFontFile } from './font';
import { FULL_PROFILE, thumbnailCount, type MediaProfile } from './profile';

export type { ClipInfo } from './build-clip';
export type ClipState = 'ready' | 'preparing';

export interface MediaLibrary {
  /** <mediaDir>/clips */
  readonly root: string;
  /** Cheap, in memory (no disk stat per request). */
  state(clipKey: string): ClipState;
  /** undefined while preparing (and for keys that are no clip). */
  clip(clipKey: string): ClipInfo | undefined;
  /** Starts generation in the background (idempotent); resolves when every clip is ready. */
  generate(): Promise<void>;
  /** Stops a running generation (kills ffmpeg, removes its temporary directories). */
  close(): Promise<void>;
}

export interface MediaLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface MediaLibraryOptions {
  mediaDir: string;
  profile?: MediaProfile;
  /** Clips built at once: one ffmpeg is about one core; the machine has two. */
  concurrency?: number;
  log?: MediaLog;
  /** The letters drawn on a clip (the performer's initials); none given or null: the clip key's number. */
  initialsFor?: (clipKey: string) => Promise<string | null> | string | null;
  /** undefined: look for one (font.ts); null: shapes only. */
  fontFile?: string | null;
  /** Called as each clip is renamed into place (the bench records the figures). */
  onClipReady?: (clip: BuiltClip) => void;
  /** Test hook, see BuildOptions. */
  beforeRename?: (clipKey: string, tmpDir: string) => Promise<void> | void;
}

const SILENT: MediaLog = { info: () => undefined, warn: () => undefined };

export function createMediaLibrary(options: MediaLibraryOptions): MediaLibrary {
  const profile = options.profile ?? FULL_PROFILE;
  const log = options.log ?? SILENT;
  const root = join(options.mediaDir, 'clips');
  const keys = allClipKeys(profile.clipCount);
  const ready = new Map<string, ClipInfo>();
  for (const key of keys) {
    const info = readClip(root, key);
    if (info) ready.set(key, info);
  }
  let running: Promise<void> | null = null;
  let abort = new AbortController();

  async function run(): Promise<void> {
    const missing = keys.filter((key) => !ready.has(key));
    if (missing.length === 0) return log.info(`media: ${keys.length}/${keys.length} clips ready in ${root}`);
    mkdirSync(root, { recursive: true });
    removeAbandonedTemporaries(root);
    const ffmpeg = ffmpegBinary();
    const fontFile = options.fontFile === undefined ? findFontFile() : options.fontFile;
    const started = performance.now();
    log.info(`media: generating ${missing.length} of ${keys.length} clips (${profile.name} profile) into ${root} ` +
      `with ${ffmpeg.source === 'npm' ? 'the npm' : ffmpeg.source === 'os' ? "the system's" : 'VELVET_FFMPEG'} ffmpeg` +
      `${fontFile ? '' : ' (no font found: shapes only, no initials)'}; the site answers meanwhile, players say "preparing"`);
    const failures: string[] = [];
    const queue = [...missing];
    const signal = abort.signal;
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined && !signal.aborted; key = queue.shift()) {
        try {
          const built = await buildOne(key, ffmpeg.path, fontFile, signal);
          ready.set(key, built.info);
          options.onClipReady?.(built);
          log.info(`media: ${ready.size}/${keys.length} clips ready (${key}: ${built.info.durationSeconds} s of video in ` +
            `${built.wallSeconds.toFixed(1)} s${built.cpuSeconds === null ? '' : `, ${built.cpuSeconds.toFixed(1)} s CPU`})`);
        } catch (error) {
          if (signal.aborted) return;
          failures.push(key);
          log.warn(`media: clip ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
    if (signal.aborted) return;
    if (failures.length > 0) throw new Error(`media: ${failures.length} clips failed (${failures.join(', ')}); they stay "preparing"`);
    log.info(`media: all ${keys.length} clips ready; generated ${missing.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  async function buildOne(key: string, ffmpegPath: string, fontFile: string | null, signal: AbortSignal) {
    const index = keys.indexOf(key);
    const durationSeconds = profile.durationSeconds(index);
    // Another process sharing the directory (test runs) may have finished it meanwhile: take theirs.
    const finished = readClip(root, key);
    if (finished) return { info: finished, cpuSeconds: null, wallSeconds: 0 };
    // A directory without a readable clip.json is no clip (never renamed in by a generator): rebuild it.
    rmSync(join(root, key), { recursive: true, force: true });
    const initials = safeInitials((await options.initialsFor?.(key)) ?? '') || String(index + 1);
    const build: BuildOptions = {
      root,
      profile,
      ffmpegPath,
      signal,
      plan: {
        key, index, durationSeconds, trailerSeconds: profile.trailerSeconds,
        thumbnailCount: thumbnailCount(profile, durationSeconds), initials, fontFile,
      },
    };
    if (options.beforeRename) build.beforeRename = (tmp) => options.beforeRename!(key, tmp);
    return buildClip(build);
  }

  return {
    root,
    state: (clipKey) => (ready.has(clipKey) ? 'ready' : 'preparing'),
    clip: (clipKey) => ready.get(clipKey),
    generate() {
      running ??= run().catch((error: unknown) => {
        running = null; // a later call tries the failed clips again
        throw error;
      });
      return running;
    },
    async close() {
      abort.abort(new Error('media library closed'));
      await running?.catch(() => undefined);
      running = null;
      abort = new AbortController();
    },
  };
}

/** The clip's info if its directory holds a readable clip.json, else undefined. */
function readClip(root: string, key: string): ClipInfo | undefined {
  const file = join(root, key, 'clip.json');
  if (!existsSync(file)) return undefined;
  try {
    const info = toClipInfo(JSON.parse(readFileSync(file, 'utf8')));
    return info.key === key ? info : undefined;
  } catch {
    return undefined;
  }
}

/** `.tmp-<key>-<pid>` directories whose process is gone (a crash or kill mid-clip). */
function removeAbandonedTemporaries(root: string): void {
  for (const name of readdirSync(root)) {
    if (!name.startsWith(TMP_PREFIX)) continue;
    const pid = Number(name.slice(name.lastIndexOf('-') + 1));
    if (pid !== process.pid && isRunning(pid)) continue; // another process is filling a shared directory
    rmSync(join(root, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
