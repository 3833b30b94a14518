import { describe, expect, it } from 'vitest';
import { FULL_MAP_VIEW, MAP_HEIGHT, MAP_WIDTH, MIN_VIEW_WIDTH, percentIn, projectToMap, spreadColocated, viewAround } from './map-projection';

// Issue 15 §3: "the results on a map with markers that works offline (bundled outlines, no tile server)";
// the outlines (scripts/build-europe-map.ts) and the markers share this projection.
describe('projectToMap', () => {
  it.each([
    ['the north-west corner', 58.5, -10.5, 0, 0],
    ['the south-east corner', 35.5, 31, MAP_WIDTH, MAP_HEIGHT],
  ])('%s lies on the frame', (_, lat, long, x, y) => {
    const point = projectToMap(lat, long);
    expect(point.x).toBeCloseTo(x, 6);
    // The height is rounded to a whole unit.
    expect(Math.abs(point.y - y)).toBeLessThan(0.5);
  });

  it('puts Berlin east of Paris and north of Rome, inside the map', () => {
    const [berlin, paris, rome] = [projectToMap(52.52, 13.4), projectToMap(48.86, 2.35), projectToMap(41.9, 12.5)];
    expect(berlin.x).toBeGreaterThan(paris.x);
    expect(berlin.y).toBeLessThan(rome.y);
    for (const p of [berlin, paris, rome]) expect(p.x > 0 && p.x < MAP_WIDTH && p.y > 0 && p.y < MAP_HEIGHT).toBe(true);
  });
});

describe('viewAround ("zoom to the hits\' bounds")', () => {
  it('shows the whole map without a point, or with only points outside it', () => {
    expect(viewAround([])).toEqual(FULL_MAP_VIEW);
    expect(viewAround([{ x: -50, y: 10 }])).toEqual(FULL_MAP_VIEW);
  });

  it('frames the points with a margin, in the map\'s aspect ratio', () => {
    const view = viewAround([{ x: 400, y: 300 }, { x: 600, y: 350 }]);
    expect(view.width / view.height).toBeCloseTo(MAP_WIDTH / MAP_HEIGHT, 2);
    expect(view.x).toBeLessThan(400);
    expect(view.x + view.width).toBeGreaterThan(600);
    expect(view.y).toBeLessThan(300);
    expect(view.y + view.height).toBeGreaterThan(350);
  });

  it('never zooms closer than MIN_VIEW_WIDTH (one city\'s hits) and stays inside the map at its edge', () => {
    expect(viewAround([{ x: 500, y: 400 }]).width).toBe(MIN_VIEW_WIDTH);
    const corner = viewAround([{ x: 2, y: 2 }]);
    expect([corner.x, corner.y]).toEqual([0, 0]);
  });
});

describe('percentIn and spreadColocated', () => {
  it('places a point in percent of the view', () => {
    expect(percentIn({ x: 100, y: 100, width: 200, height: 100 }, { x: 150, y: 175 })).toEqual({ left: 25, top: 75 });
  });

  it('fans out markers of one city so each can be clicked, and leaves lone ones in place', () => {
    const spread = spreadColocated([{ x: 10, y: 10 }, { x: 10, y: 10 }, { x: 90, y: 90 }], 4);
    expect(spread[2]).toEqual({ x: 90, y: 90 });
    expect(spread[0]).not.toEqual(spread[1]);
    for (const p of spread.slice(0, 2)) expect(Math.hypot(p.x - 10, p.y - 10)).toBeCloseTo(4, 0);
  });
});
