/**
 * The ffmpeg command line that renders one clip: one process, one filter
 * graph. The picture (moving gradient, boxes, a disc, initials, time code) is
 * drawn once at 720p and split into the three renditions, the trailer and
 * the thumbnails; the tone is computed once and split the same way. One
 * ffmpeg with single-threaded filters and encoders is about one core, so the
 * library runs two of them on the 2-core machine.
 */
import { join } from 'node:path';
import { clipLook, type ClipLook, type Wave } from './clip-look';
import { RENDITIONS, THUMBNAIL_SIZE, TRAILER_RENDITION, type MediaProfile, type RenditionSpec } from './profile';

export interface ClipPlan {
  key: string;
  index: number;
  durationSeconds: number;
  trailerSeconds: number;
  thumbnailCount: number;
  /** Up to three letters drawn large; empty draws none. */
  initials: string;
  /** A TrueType/OpenType file for drawtext, or null: then the clip has shapes only. */
  fontFile: string | null;
}

const COMMON = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-filter_complex_threads', '1'];

/** Where the audio pass leaves the clip's and the trailer's sound (removed before the clip is renamed into place). */
export function audioFiles(outDir: string) {
  return { clip: join(outDir, 'audio.aac'), trailer: join(outDir, 'trailer-audio.aac') };
}

/**
 * First pass: the tone, encoded once to AAC-LC. The video pass copies it into every rendition, which costs a
 * fraction of encoding it three more times and gives all renditions the very same audio frames.
 */
export function audioCommand(plan: ClipPlan, profile: MediaProfile, outDir: string): string[] {
  const files = audioFiles(outDir);
  const encode = ['-c:a', 'aac', '-b:a', `${profile.audioKbps}k`, '-ac', '2', '-ar', '48000', '-f', 'adts'];
  return [...COMMON, '-filter_complex', audioGraph(plan, clipLook(plan.index)).join(';'),
    '-map', '[aclip]', ...encode, files.clip, '-map', '[atrailer]', ...encode, files.trailer];
}

/** Second pass: the picture, split into the renditions, the trailer and the thumbnails; every output lies under `outDir`. */
export function clipCommand(plan: ClipPlan, profile: MediaProfile, outDir: string): string[] {
  const look = clipLook(plan.index);
  const files = audioFiles(outDir);
  const args = [...COMMON, '-i', files.clip, '-i', files.trailer, '-filter_complex', videoGraph(plan, profile, look).join(';')];
  for (const rendition of RENDITIONS) {
    args.push(...hlsOutput(`[v${rendition.name}]`, '0:a', rendition, profile, join(outDir, rendition.name)));
  }
  args.push(...hlsOutput('[vtrailer]', '1:a', TRAILER_RENDITION, profile, join(outDir, 'trailer')));
  args.push('-map', '[vthumbs]', '-frames:v', String(plan.thumbnailCount), '-q:v', '5', '-threads', '1',
    '-start_number', '0', join(outDir, 'thumbs', '%03d.jpg'));
  return args;
}

function hlsOutput(video: string, audio: string, rendition: RenditionSpec, profile: MediaProfile, dir: string): string[] {
  const gop = String(profile.fps * profile.segmentSeconds);
  return [
    '-map', video, '-map', audio,
    '-c:v', 'libx264', '-threads', '1', '-preset', profile.x264Preset, '-profile:v', 'main', '-level', rendition.level,
    '-pix_fmt', 'yuv420p', '-crf', String(profile.crf),
    '-maxrate', `${rendition.maxrateKbps}k`, '-bufsize', `${rendition.maxrateKbps * 2}k`,
    // A key frame exactly every segment: every segment starts with one, so quality switches are clean.
    '-g', gop, '-keyint_min', gop, '-sc_threshold', '0',
    // ffmpeg 4.1 reads the copied audio input in bursts next to a filter graph without inputs; without this the
    // muxer gives up interleaving after 10 s and segments get their audio late. Waiting costs only compressed packets.
    '-c:a', 'copy', '-max_interleave_delta', '0',
    '-f', 'hls', '-hls_time', String(profile.segmentSeconds), '-hls_playlist_type', 'vod', '-hls_list_size', '0',
    '-hls_segment_filename', join(dir, 'seg-%05d.ts'), join(dir, 'index.m3u8'),
  ];
}

function videoGraph(plan: ClipPlan, profile: MediaProfile, look: ClipLook): string[] {
  const { fps } = profile;
  const d = plan.durationSeconds;
  const source = (color: string, size: number) => `color=c=${color}:s=${size}x${size}:r=${fps}:d=${d}`;
  const [box1, box2] = look.boxes;
  const { disc } = look;
  const still = `r=${fps}:d=1`;
  // Computed on one frame, then repeated by `loop` (which caches it): per-pixel expressions cost nothing per frame.
  const once = `loop=loop=-1:size=1,setpts=N/(${fps}*TB),trim=duration=${d}`;
  const chains = [
    // A 320x180 blend of three colours, smoothed up to 2560x1440; a 720p window wanders over it.
    `color=c=black:s=320x180:${still},${gradientGeq(look)},scale=2560:1440:flags=bicubic,setsar=1,format=yuv420p,${once},` +
      `crop=1280:720:x='640+640*sin(0.21*t+${plan.index})':y='360+360*cos(0.17*t+${plan.index})'[bg]`,
    `${source(box1!.color, box1!.size)}[box1]`,
    `${source(box2!.color, box2!.size)}[box2]`,
    `color=c=${disc.color}:s=${disc.size}x${disc.size}:${still},format=rgba,` +
      `geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='255*lte(hypot(X-W/2+0.5,Y-H/2+0.5),W/2-1)',${once}[disc]`,
    `[bg][box1]overlay=shortest=1:x='${lissajous('W-w', box1!.fx, box1!.phase, 'sin')}':y='${lissajous('H-h', box1!.fy, box1!.phase, 'cos')}'[o1]`,
    `[o1][box2]overlay=x='${lissajous('W-w', box2!.fx, box2!.phase, 'cos')}':y='${lissajous('H-h', box2!.fy, box2!.phase, 'sin')}'[o2]`,
    `[o2][disc]overlay=x='${lissajous('W-w', disc.fx, 0, 'sin')}':y='${lissajous('H-h', disc.fy, 1, 'sin')}'[o3]`,
    `[o3]${textFilters(plan)}format=yuv420p,split=5[v720p][s480][s240][strailer][sthumbs]`,
    `[s480]scale=${RENDITIONS[1]!.width}:${RENDITIONS[1]!.height}:flags=bilinear,setsar=1[v480p]`,
    `[s240]scale=${RENDITIONS[0]!.width}:${RENDITIONS[0]!.height}:flags=bilinear,setsar=1[v240p]`,
    // The trailer is the clip's opening seconds: trimming from 0 keeps every output of the split in step
    // (a later start makes ffmpeg queue seconds of 720p frames in memory).
    `[strailer]trim=end=${plan.trailerSeconds},scale=${TRAILER_RENDITION.width}:${TRAILER_RENDITION.height}:flags=bilinear,setsar=1,` +
      `fade=t=out:st=${plan.trailerSeconds - 0.5}:d=0.5[vtrailer]`,
    `[sthumbs]fps=fps=${plan.thumbnailCount}/${d},scale=${THUMBNAIL_SIZE.width}:${THUMBNAIL_SIZE.height}:flags=bilinear,setsar=1[vthumbs]`,
  ];
  return chains;
}

function audioGraph(plan: ClipPlan, look: ClipLook): string[] {
  const { left, right, pulse } = look.tone;
  const d = plan.durationSeconds;
  const voice = (f: number, wave: 'sin' | 'cos') =>
    `0.14*sin(2*PI*${f}*t)*(0.6+0.4*${wave}(2*PI*${pulse}*t))+0.05*sin(2*PI*${f * 2}*t)+0.03*sin(2*PI*${f * 3}*t)`;
  return [
    `aevalsrc='${voice(left, 'sin')}|${voice(right, 'cos')}':s=48000:d=${d},afade=t=in:d=0.5,afade=t=out:st=${d - 0.5}:d=0.5,` +
      'asplit=2[aclip][atrailer0]',
    `[atrailer0]atrim=end=${plan.trailerSeconds},afade=t=out:st=${plan.trailerSeconds - 0.5}:d=0.5[atrailer]`,
  ];
}

/** The initials, large, and the clip key with the time code (no brand: both brands' sites play the same clips). */
function textFilters(plan: ClipPlan): string {
  if (!plan.fontFile) return '';
  const font = `fontfile='${plan.fontFile}'`;
  const initials = plan.initials
    ? `drawtext=${font}:text='${plan.initials}':fontsize=220:fontcolor=white@0.9:shadowcolor=black@0.35:shadowx=6:shadowy=6:` +
      `x='(w-tw)/2+70*sin(0.6*t)':y='(h-th)/2+35*cos(0.45*t)',`
    : '';
  const label = `drawtext=${font}:text='${plan.key}   %{pts\\:hms}':fontsize=26:fontcolor=white@0.9:` +
    'box=1:boxcolor=black@0.35:boxborderw=10:x=30:y=h-th-30,';
  return initials + label;
}

/** One coordinate of a Lissajous path: from 0 to `span`, frequency in Hz. */
function lissajous(span: string, frequency: number, phase: number, wave: 'sin' | 'cos'): string {
  return `(${span})/2+(${span})/2*${wave}(2*PI*${frequency}*t+${phase})`;
}

/** geq on RGB: colour = mix(mix(A, B, T), C, 0.7 S) with T, S two plane waves from 0 to 1. */
function gradientGeq(look: ClipLook): string {
  const [a, b, c] = look.gradient.colors;
  const wave = ({ x, y, phase }: Wave, fn: 'sin' | 'cos') => `(0.5+0.5*${fn}(2*PI*(X/W*${round(x)}+Y/H*${round(y)})+${round(phase)}))`;
  const t = wave(look.gradient.waves[0], 'sin');
  const s = wave(look.gradient.waves[1], 'cos');
  const channel = (i: 0 | 1 | 2) => {
    const [va, vb, vc] = [a, b, c].map((color) => parseInt(color.slice(2 + i * 2, 4 + i * 2), 16));
    return `(${va}*(1-${t})+${vb}*${t})*(1-0.7*${s})+${vc}*0.7*${s}`;
  };
  return `geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}'`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Letters and digits only, at most three, upper-cased: safe inside a quoted drawtext option. */
export function safeInitials(text: string): string {
  return [...text.normalize('NFC')].filter((char) => /[\p{L}\p{N}]/u.test(char)).slice(0, 3).join('').toUpperCase();
}
