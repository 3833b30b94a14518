/**
 * Pure layout rules of the tile grid: how many columns a viewport gets and which
 * rows a virtualised grid must keep in the DOM.
 */

/** spec 001 §9 breakpoints, widest first: [min width exclusive, columns]. */
const COLUMN_BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [
  [1199, 5],
  [991, 4],
  [767, 3],
];
const NARROW_COLUMNS = 2;

/** Columns of the tile grid for a viewport width in CSS px (spec 001 §9: 5 above 1199, 4 above 991, 3 above 767, else 2). */
export function columnsForWidth(viewportWidth: number): number {
  for (const [above, columns] of COLUMN_BREAKPOINTS) {
    if (viewportWidth > above) return columns;
  }
  return NARROW_COLUMNS;
}

export interface RowRangeInput {
  /** How far the viewport top is below the grid's top edge, in px (negative while the grid starts below the viewport top). */
  scrollOffset: number;
  viewportHeight: number;
  /** Distance from one row's top to the next row's top, in px. */
  rowHeight: number;
  rowCount: number;
  /** Extra rows kept above and below the visible ones so fast scrolling shows no blank. */
  overscanRows: number;
}

/** An inclusive row range; `last < first` means no row is needed. */
export interface RowRange {
  first: number;
  last: number;
}

/** Rows a virtualised grid renders: the visible ones plus overscan, clamped to the loaded rows. */
export function visibleRowRange(input: RowRangeInput): RowRange {
  const { scrollOffset, viewportHeight, rowHeight, rowCount, overscanRows } = input;
  if (rowCount <= 0) return { first: 0, last: -1 };
  // Before a row could be measured there is no geometry: render the first rows so one can be.
  if (!(rowHeight > 0)) return { first: 0, last: Math.min(rowCount - 1, overscanRows) };
  const firstVisible = Math.floor(scrollOffset / rowHeight);
  const lastVisible = Math.ceil((scrollOffset + viewportHeight) / rowHeight) - 1;
  const first = clamp(firstVisible - overscanRows, 0, rowCount);
  const last = clamp(lastVisible + overscanRows, -1, rowCount - 1);
  return last < first ? { first, last: first - 1 } : { first, last };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
