/**
 * `npm run bench:media`: generates the full clip library (issue 13 item 1)
 * from scratch into a temporary directory, as the first `npm start` does, and
 * prints the wall time, the disk use and the CPU time per clip. Targets: at
 * most 120 s and at most 300 MB on the 2-core machine.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuiltClip } from '../server/media/build-clip';
import { ffmpegBinary } from '../server/media/ffmpeg-path';
import { createMediaLibrary } from '../server/media/library';
import { FULL_PROFILE } from '../server/media/profile';

const TARGET_SECONDS = 120;
const TARGET_MB = 300;

function diskBytes(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + diskBytes(join(path, name)), 0);
}

const mediaDir = mkdtempSync(join(tmpdir(), 'velvet-media-bench-'));
const clips: BuiltClip[] = [];
const library = createMediaLibrary({
  mediaDir,
  profile: FULL_PROFILE,
  initialsFor: (key) => `V${key.slice(1)}`,
  onClipReady: (clip) => {
    clips.push(clip);
    console.log(`  ${clip.info.key}: ${String(clip.info.durationSeconds).padStart(2)} s clip, ${clip.wallSeconds.toFixed(1).padStart(5)} s wall, ` +
      `${clip.cpuSeconds?.toFixed(1) ?? '?'} s CPU`);
  },
});
console.log(`media bench: full profile, ${FULL_PROFILE.clipCount} clips, ${FULL_PROFILE.fps} fps, x264 ${FULL_PROFILE.x264Preset}, ` +
  `ffmpeg ${ffmpegBinary().source} (${ffmpegBinary().path}), ${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
const started = performance.now();
try {
  await library.generate();
  const seconds = (performance.now() - started) / 1000;
  const megabytes = diskBytes(library.root) / 1e6;
  const videoSeconds = clips.reduce((sum, clip) => sum + clip.info.durationSeconds, 0);
  const cpu = clips.every((clip) => clip.cpuSeconds !== null) ? clips.reduce((sum, clip) => sum + clip.cpuSeconds!, 0) : null;
  console.log(`generation: ${seconds.toFixed(1)} s wall for ${videoSeconds} s of video (target <= ${TARGET_SECONDS} s)` +
    `${seconds <= TARGET_SECONDS ? '' : '  OVER TARGET'}`);
  console.log(`disk: ${megabytes.toFixed(1)} MB (target <= ${TARGET_MB} MB)${megabytes <= TARGET_MB ? '' : '  OVER TARGET'}`);
  if (cpu !== null) {
    console.log(`cpu: ${cpu.toFixed(1)} s in all, ${(cpu / clips.length).toFixed(1)} s per clip, ${(cpu / videoSeconds).toFixed(3)} s per second of video` +
      ` (on 2 idle cores that is ~${(cpu / 2).toFixed(0)} s wall)`);
  }
  console.log(`load at the end: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
} finally {
  await library.close();
  rmSync(mediaDir, { recursive: true, force: true });
}
