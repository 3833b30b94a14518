/**
 * What the generator writes after ffmpeg: the adaptive master playlist and
 * the figures it needs. ffmpeg 4.1 writes the media playlists itself but its
 * master playlist lacks what hls.js and Safari choose renditions by, so the
 * CODECS string is read from the stream's own SPS (x264 decides the profile
 * it really uses) and BANDWIDTH is the measured peak segment bitrate.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface MediaPlaylist {
  segments: { uri: string; seconds: number }[];
  totalSeconds: number;
  ended: boolean;
  vod: boolean;
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const segments: MediaPlaylist['segments'] = [];
  let pending: number | null = null;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (!line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, seconds: pending });
      pending = null;
    }
  }
  const totalSeconds = Math.round(segments.reduce((sum, segment) => sum + segment.seconds, 0) * 1000) / 1000;
  return { segments, totalSeconds, ended: lines.includes('#EXT-X-ENDLIST'), vod: lines.includes('#EXT-X-PLAYLIST-TYPE:VOD') };
}

export interface RenditionFigures {
  /** Peak bits per second over the segments (HLS BANDWIDTH). */
  bandwidth: number;
  averageBandwidth: number;
  /** RFC 6381 codecs of the first segment, e.g. `avc1.4d401e,mp4a.40.2`. */
  codecs: string;
  seconds: number;
}

/** Reads a rendition's playlist and segments from disk. */
export function measureRendition(playlistPath: string): RenditionFigures {
  const playlist = parseMediaPlaylist(readFileSync(playlistPath, 'utf8'));
  const dir = dirname(playlistPath);
  let peak = 0;
  let bytes = 0;
  for (const segment of playlist.segments) {
    const size = statSync(join(dir, segment.uri)).size;
    bytes += size;
    if (segment.seconds > 0) peak = Math.max(peak, (size * 8) / segment.seconds);
  }
  const first = playlist.segments[0];
  if (!first) throw new Error(`${playlistPath} lists no segment`);
  const avc = avcCodecOfTransportStream(readFileSync(join(dir, first.uri)));
  if (!avc) throw new Error(`no H.264 SPS in ${join(dir, first.uri)}`);
  return {
    bandwidth: Math.ceil(peak),
    averageBandwidth: Math.ceil((bytes * 8) / playlist.totalSeconds),
    // AAC-LC: ffmpeg's native aac encoder writes the LC profile (object type 2).
    codecs: `${avc},mp4a.40.2`,
    seconds: playlist.totalSeconds,
  };
}

export interface MasterVariant {
  uri: string;
  width: number;
  height: number;
  fps: number;
  figures: RenditionFigures;
}

export function masterPlaylist(variants: MasterVariant[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const variant of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${variant.figures.bandwidth},AVERAGE-BANDWIDTH=${variant.figures.averageBandwidth},` +
        `RESOLUTION=${variant.width}x${variant.height},FRAME-RATE=${variant.fps.toFixed(3)},CODECS="${variant.figures.codecs}"`,
      variant.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

const TS_PACKET = 188;

/**
 * `avc1.PPCCLL` from the first sequence parameter set of the video elementary stream in an MPEG-TS buffer: the
 * payloads of the PID whose PES carries stream id 0xE0 are joined and searched for a NAL unit of type 7.
 */
export function avcCodecOfTransportStream(ts: Buffer): string | null {
  let videoPid = -1;
  const chunks: Buffer[] = [];
  for (let offset = 0; offset + TS_PACKET <= ts.length && chunks.length < 64; offset += TS_PACKET) {
    if (ts[offset] !== 0x47) return null; // lost sync: not a transport stream
    const pid = ((ts[offset + 1]! & 0x1f) << 8) | ts[offset + 2]!;
    const unitStart = (ts[offset + 1]! & 0x40) !== 0;
    const adaptation = (ts[offset + 3]! >> 4) & 0x3;
    let payload = offset + 4;
    if (adaptation === 2) continue; // adaptation field only
    if (adaptation === 3) payload += 1 + ts[offset + 4]!;
    if (payload >= offset + TS_PACKET) continue;
    const body = ts.subarray(payload, offset + TS_PACKET);
    if (videoPid < 0 && unitStart && body[0] === 0 && body[1] === 0 && body[2] === 1 && body[3] === 0xe0) videoPid = pid;
    if (pid === videoPid) chunks.push(unitStart && chunks.length === 0 ? body.subarray(9 + body[8]!) : body);
  }
  const stream = Buffer.concat(chunks);
  for (let i = 0; i + 6 < stream.length; i++) {
    if (stream[i] === 0 && stream[i + 1] === 0 && stream[i + 2] === 1 && (stream[i + 3]! & 0x1f) === 7) {
      return `avc1.${[stream[i + 4]!, stream[i + 5]!, stream[i + 6]!].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    }
  }
  return null;
}
