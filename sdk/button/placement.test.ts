import { describe, expect, it } from 'vitest';
import { placeTooltip, type PlacementInput } from './placement';

const viewport = { width: 400, height: 300 };
const tooltip = { width: 100, height: 40 };
const at = (top: number, left: number) => ({ top, left, width: 20, height: 20 });

// spec 002 §9: "Tooltip ... edge margin 8 px": the tooltip stays 8 px inside the viewport and flips above/below.
describe('placeTooltip', () => {
  it.each<[string, Partial<PlacementInput>, { top: number; left: number; side: string }]>([
    ['centred above when it fits', { anchor: at(150, 190) }, { top: 150 - 6 - 40, left: 150, side: 'above' }],
    ['flips below when there is no room above', { anchor: at(20, 190) }, { top: 20 + 20 + 6, left: 150, side: 'below' }],
    ['flips above when below is preferred but there is no room', { anchor: at(260, 190), preferred: 'below' }, { top: 260 - 6 - 40, left: 150, side: 'above' }],
    ['clamps to 8 px from the left edge', { anchor: at(150, 0) }, { top: 104, left: 8, side: 'above' }],
    ['clamps to 8 px from the right edge', { anchor: at(150, 390) }, { top: 104, left: 400 - 8 - 100, side: 'above' }],
    ['neither side fits, more room above: above, clamped to 8 px from the top', { anchor: at(50, 190), viewport: { width: 400, height: 100 } }, { top: 8, left: 150, side: 'above' }],
    ['neither side fits, more room below: below, clamped to 8 px from the bottom', { anchor: at(30, 190), viewport: { width: 400, height: 100 } }, { top: 100 - 8 - 40, left: 150, side: 'below' }],
  ])('%s', (_name, input, expected) => {
    expect(placeTooltip({ viewport, tooltip, anchor: at(0, 0), ...input })).toEqual(expected);
  });

  it('never leaves the 8 px margin for any anchor position', () => {
    for (let top = 0; top <= 280; top += 7) {
      for (let left = 0; left <= 380; left += 13) {
        const p = placeTooltip({ anchor: at(top, left), tooltip, viewport });
        expect(p.left).toBeGreaterThanOrEqual(8);
        expect(p.left + tooltip.width).toBeLessThanOrEqual(viewport.width - 8);
        expect(p.top).toBeGreaterThanOrEqual(8);
        expect(p.top + tooltip.height).toBeLessThanOrEqual(viewport.height - 8);
      }
    }
  });
});
