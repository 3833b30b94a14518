import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpegBinary } from './ffmpeg-path';
import { avcCodecOfTransportStream, masterPlaylist, parseMediaPlaylist } from './hls';
import { createMediaLibrary } from './library';
import { TEST_PROFILE } from './profile';

describe('parseMediaPlaylist', () => {
  it('reads segments, total length, VOD and ENDLIST', () => {
    const playlist = parseMediaPlaylist('#EXTM3U\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:4.000000,\nseg-00000.ts\n#EXTINF:2.5,\nseg-00001.ts\n#EXT-X-ENDLIST\n');
    expect(playlist).toEqual({ segments: [{ uri: 'seg-00000.ts', seconds: 4 }, { uri: 'seg-00001.ts', seconds: 2.5 }], totalSeconds: 6.5, ended: true, vod: true });
  });

  it('sees an unfinished live playlist', () => {
    expect(parseMediaPlaylist('#EXTM3U\n#EXTINF:4,\na.ts\n')).toMatchObject({ ended: false, vod: false });
  });
});

describe('masterPlaylist', () => {
  // Contract §1: variants with "BANDWIDTH, RESOLUTION, CODECS" and relative URIs.
  it('lists each variant with its figures and a relative URI', () => {
    const text = masterPlaylist([{ uri: '240p/index.m3u8', width: 426, height: 240, fps: 24,
      figures: { bandwidth: 400000, averageBandwidth: 380000, codecs: 'avc1.42c015,mp4a.40.2', seconds: 12 } }]);
    expect(text).toBe('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
      '#EXT-X-STREAM-INF:BANDWIDTH=400000,AVERAGE-BANDWIDTH=380000,RESOLUTION=426x240,FRAME-RATE=24.000,CODECS="avc1.42c015,mp4a.40.2"\n240p/index.m3u8\n');
  });
});

describe('avcCodecOfTransportStream', () => {
  it('refuses what is no transport stream', () => {
    expect(avcCodecOfTransportStream(Buffer.from('#EXTM3U\n'.repeat(40)))).toBeNull();
  });

  // The CODECS attribute must say what the stream is: profile and level as ffmpeg's own parser reads them.
  it.each([['240p', '15'], ['480p', '1e'], ['720p', '1f']])('%s: the SPS of a generated segment gives level 0x%s and the profile ffmpeg reports', (rendition, level) => {
    const root = createMediaLibrary({ mediaDir: process.env.VELVET_MEDIA_DIR!, profile: TEST_PROFILE }).root;
    const segment = join(root, 'c02', rendition, 'seg-00000.ts');
    const codec = avcCodecOfTransportStream(readFileSync(segment))!;
    expect(codec).toMatch(new RegExp(`^avc1\\.(42|4d)[0-9a-f]{2}${level}$`));
    const reported = spawnSync(ffmpegBinary().path, ['-hide_banner', '-i', segment], { encoding: 'utf8' }).stderr;
    const profile = /Video: h264 \(([^)]+)\)/.exec(reported)![1];
    expect(profile).toBe(codec.startsWith('avc1.42') ? 'Constrained Baseline' : 'Main');
  });
});
