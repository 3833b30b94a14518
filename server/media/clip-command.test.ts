import { describe, expect, it } from 'vitest';
import { clipCommand, safeInitials, type ClipPlan } from './clip-command';
import { FULL_PROFILE } from './profile';

const plan: ClipPlan = { key: 'c03', index: 2, durationSeconds: 45, trailerSeconds: 8, thumbnailCount: 90, initials: 'LM', fontFile: '/fonts/Sans Bold.ttf' };
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;

describe('clipCommand', () => {
  it('draws the initials and the time code when there is a font', () => {
    const graph = graphOf(clipCommand(plan, FULL_PROFILE, '/out'));
    expect(graph).toContain("drawtext=fontfile='/fonts/Sans Bold.ttf':text='LM'");
    expect(graph).toContain('%{pts\\:hms}');
  });

  it('falls back to shapes only without a font', () => {
    expect(graphOf(clipCommand({ ...plan, fontFile: null }, FULL_PROFILE, '/out'))).not.toContain('drawtext');
  });

  // Contract §1: segments "about 4 s": a key frame exactly every segment, so every segment starts with one.
  it('writes three HLS renditions and the trailer with a key frame every 4 s, and at most the planned thumbnails', () => {
    const args = clipCommand(plan, FULL_PROFILE, '/out');
    const playlists = args.filter((arg) => arg.endsWith('index.m3u8'));
    expect(playlists).toEqual(['/out/240p/index.m3u8', '/out/480p/index.m3u8', '/out/720p/index.m3u8', '/out/trailer/index.m3u8']);
    expect(args.filter((arg, i) => args[i - 1] === '-g')).toEqual(Array(4).fill(String(FULL_PROFILE.fps * 4)));
    expect(args.filter((arg, i) => args[i - 1] === '-hls_playlist_type')).toEqual(Array(4).fill('vod'));
    expect(args[args.indexOf('-frames:v') + 1]).toBe('90');
    expect(args.at(-1)).toBe('/out/thumbs/%03d.jpg');
  });

  it('gives every clip its own picture and tone', () => {
    const graphs = new Set(Array.from({ length: 16 }, (_, index) => graphOf(clipCommand({ ...plan, index, initials: '' }, FULL_PROFILE, '/out'))));
    expect(graphs.size).toBe(16);
  });
});

describe('safeInitials', () => {
  it.each([
    ['LM', 'LM'],
    ['lm', 'LM'],
    ["O'Neil", 'ONE'],
    ['a:b\\c%d', 'ABC'],
    ['ÉR', 'ÉR'],
    ['', ''],
  ])('%s -> %s (letters and digits only: nothing that could break out of the quoted drawtext option)', (input, output) => {
    expect(safeInitials(input)).toBe(output);
  });
});
