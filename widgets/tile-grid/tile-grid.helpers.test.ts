import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { columnsForWidth } from '../../sdk/tile-grid';
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
    // issue 16 §1 / spec 002 §3.1 "gk_cid, adtv, sub, option | campaign and option data": the campaign fields travel too.
    ['with the campaign fields', performerTile(1, { name: 'Anna' }), 'en', { w: 'p1', gk_cid: 'c-1', adtv: 'tv', sub: 's', option: 'o' }, 'https://site.test/en/amateur/anna/?w=p1&gk_cid=c-1&adtv=tv&sub=s&option=o'],
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

// spec 001 §9: "Tile grid columns: 5 above 1199, 4 above 991, 3 above 767"; the CSS lays the columns
// out (the server's markup must fit any viewport) and the virtualiser counts rows with
// columnsForWidth: both must agree at every width, or rows would be estimated wrong.
describe('the column breakpoints of tile-grid.css', () => {
  const css = readFileSync(new URL('./tile-grid.css', import.meta.url), 'utf8');
  const base = Number(/:host \{[^}]*--_columns: (\d+);/.exec(css)![1]);
  const breakpoints = [...css.matchAll(/@media \(min-width: (\d+)px\) \{ :host \{ --_columns: (\d+); \} \}/g)].map((match) => [Number(match[1]), Number(match[2])] as const);

  it('has a rule per breakpoint of columnsForWidth', () => {
    expect(breakpoints.length).toBe(3);
  });

  it.each([0, 320, 390, 767, 768, 991, 992, 1199, 1200, 1440, 2560])('gives %i px the columns of columnsForWidth', (width) => {
    const fromCss = breakpoints.filter(([min]) => width >= min).reduce((_columns, [, columns]) => columns, base);
    expect(fromCss).toBe(columnsForWidth(width));
  });
});
