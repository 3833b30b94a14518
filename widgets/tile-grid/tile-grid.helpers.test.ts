import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';
import { estimateRowHeight } from './tile-geometry';
import { tileHref } from './tile-href';
import { performerTile, videoTile } from './test-fixtures';

describe('formatDuration shows video length as m:ss', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [754, '12:34'],
    [3599, '59:59'],
    [3725, '1:02:05'],
    [61.9, '1:01'],
    [-5, '0:00'],
  ])('%s s -> %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('tileHref', () => {
  it.each([
    ['performer, English, with tracking', performerTile(1, { name: 'Anna' }), 'en', { w: 'partner-123', ws: 'sidebar', wt: 'demo' }, 'https://site.test/en/amateur/anna/?w=partner-123&ws=sidebar&wt=demo'],
    ['performer, German without prefix', performerTile(1, { name: 'Anna' }), 'de', {}, 'https://site.test/amateur/anna/'],
    ['video, Dutch, only w', videoTile(55), 'nl', { w: 'p1' }, 'https://site.test/nl/amateur/mia/videos/55/?w=p1'],
  ] as const)('%s', (_name, tile, language, tracking, expected) => {
    expect(tileHref(tile, { linkBase: 'https://site.test/', language, tracking })).toBe(expected);
  });

  it('keeps links relative on the host site (linkBase "")', () => {
    expect(tileHref(performerTile(1, { name: 'Lu' }), { linkBase: '', language: 'es', tracking: {} })).toBe('/es/amateur/lu/');
  });
});

describe('estimateRowHeight', () => {
  it('adds caption and gap to the picture height of one column', () => {
    // 5 columns in 1064 px: tiles 200 px wide -> 3:4 portrait 266.67 px + 72 caption + 16 gap
    expect(estimateRowHeight('performers', 1064, 5)).toBeCloseTo(354.67, 1);
    // videos 16:9 -> 112.5 px picture
    expect(estimateRowHeight('videos', 1064, 5)).toBeCloseTo(200.5, 1);
  });
});
