/**
 * The offline map's projection (issue 15 §3 "a map with markers that works offline (bundled
 * outlines, no tile server)"). One Mercator window over the seeded countries and their
 * neighbours: the outline script (scripts/build-europe-map.ts) draws the countries with it and
 * the page places the markers with it, so both always agree.
 */

/** The window of the map in degrees: Portugal to Romania, Sicily to Denmark. */
export const MAP_EXTENT = { west: -10.5, east: 31, south: 35.5, north: 58.5 } as const;

/** The map's width in its own units (the SVG viewBox); its height follows from the projection. */
export const MAP_WIDTH = 1000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + radians(lat) / 2));
const SCALE = MAP_WIDTH / radians(MAP_EXTENT.east - MAP_EXTENT.west);
const TOP = mercatorY(MAP_EXTENT.north);

/** The map's height in its own units. */
export const MAP_HEIGHT = Math.round((TOP - mercatorY(MAP_EXTENT.south)) * SCALE);

export interface MapPoint {
  x: number;
  y: number;
}

/** A point on the map (0,0 top left) for a latitude and longitude; outside the window it lies outside 0..width/height. */
export function projectToMap(lat: number, long: number): MapPoint {
  return { x: radians(long - MAP_EXTENT.west) * SCALE, y: (TOP - mercatorY(lat)) * SCALE };
}

/** The part of the map shown, in map units (an SVG viewBox). */
export interface MapView {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const FULL_MAP_VIEW: MapView = { x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT };

/** Closest zoom: about 180 km across, so one city's hits do not fill the whole map. */
export const MIN_VIEW_WIDTH = 160;

/**
 * The view that shows every point with a margin ("zoom to the hits' bounds"), in the map's aspect
 * ratio (the frame on the page keeps it), never closer than MIN_VIEW_WIDTH and never beyond the map.
 * No point: the whole map.
 */
export function viewAround(points: readonly MapPoint[], margin = 0.15): MapView {
  const inside = points.filter((p) => p.x >= 0 && p.x <= MAP_WIDTH && p.y >= 0 && p.y <= MAP_HEIGHT);
  if (inside.length === 0) return FULL_MAP_VIEW;
  const xs = inside.map((p) => p.x);
  const ys = inside.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const aspect = MAP_WIDTH / MAP_HEIGHT;
  let width = Math.max((maxX - minX) * (1 + 2 * margin), MIN_VIEW_WIDTH, (maxY - minY) * (1 + 2 * margin) * aspect);
  width = Math.min(width, MAP_WIDTH);
  const height = width / aspect;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const x = clamp((minX + maxX) / 2 - width / 2, MAP_WIDTH - width);
  const y = clamp((minY + maxY) / 2 - height / 2, MAP_HEIGHT - height);
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A point's place in a view, in percent of the frame (for markers laid over the map). */
export function percentIn(view: MapView, point: MapPoint): { left: number; top: number } {
  return { left: round(((point.x - view.x) / view.width) * 100), top: round(((point.y - view.y) / view.height) * 100) };
}

/**
 * Markers at the same place (performers of one city share its coordinates, never finer) fanned out
 * on a small circle around it, so each stays visible and clickable; `radius` in map units.
 * The order of the input is kept.
 */
export function spreadColocated(points: readonly MapPoint[], radius: number): MapPoint[] {
  const groups = new Map<string, number[]>();
  points.forEach((point, index) => {
    const key = `${Math.round(point.x)}:${Math.round(point.y)}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const spread = [...points];
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    // Wider rings for big groups, so neighbours on the ring do not overlap.
    const ring = radius * Math.max(1, members.length / 6);
    members.forEach((index, n) => {
      const angle = (2 * Math.PI * n) / members.length - Math.PI / 2;
      const at = points[index]!;
      spread[index] = { x: round(at.x + ring * Math.cos(angle)), y: round(at.y + ring * Math.sin(angle)) };
    });
  }
  return spread;
}
