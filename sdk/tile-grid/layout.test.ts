import { describe, expect, it } from 'vitest';
import { columnsForWidth, visibleRowRange } from './layout';

// spec 001 §9: "Tile grid columns: 5 above 1199, 4 above 991, 3 above 767"
describe('columnsForWidth (spec 001 §9: "Tile grid columns: 5 above 1199, 4 above 991, 3 above 767")', () => {
  it.each([
    [1920, 5],
    [1200, 5],
    [1199, 4],
    [992, 4],
    [991, 3],
    [768, 3],
    [767, 2],
    [390, 2],
    [0, 2],
  ])('width %i px gets %i columns', (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });
});

describe('visibleRowRange keeps only visible rows plus overscan in the DOM', () => {
  const base = { scrollOffset: 0, viewportHeight: 800, rowHeight: 200, rowCount: 100, overscanRows: 2 };
  it.each([
    ['grid top at viewport top', {}, { first: 0, last: 5 }],
    ['scrolled 10 rows down', { scrollOffset: 2000 }, { first: 8, last: 15 }],
    ['scrolled half a row', { scrollOffset: 2100 }, { first: 8, last: 16 }],
    ['near the end clamps to the last row', { scrollOffset: 19_500 }, { first: 95, last: 99 }],
    ['grid starts 300 px below the viewport top', { scrollOffset: -300 }, { first: 0, last: 4 }],
    ['grid entirely below the viewport', { scrollOffset: -5000 }, { first: 0, last: -1 }],
    ['scrolled far past the grid', { scrollOffset: 50_000 }, { first: 100, last: 99 }],
    ['no rows loaded', { rowCount: 0 }, { first: 0, last: -1 }],
    ['row height not measured yet renders the first rows', { rowHeight: 0 }, { first: 0, last: 2 }],
    ['no overscan', { scrollOffset: 400, overscanRows: 0 }, { first: 2, last: 5 }],
  ])('%s', (_name, patch, expected) => {
    expect(visibleRowRange({ ...base, ...patch })).toEqual(expected);
  });

  it('renders a bounded number of rows however many are loaded', () => {
    for (const rowCount of [10, 1_000, 100_000]) {
      const { first, last } = visibleRowRange({ ...base, rowCount, scrollOffset: 4_000 });
      expect(last - first + 1).toBeLessThanOrEqual(8);
    }
  });
});
