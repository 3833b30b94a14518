#!/usr/bin/env -S node --import tsx
/**
 * Writes the actor search's offline map (issue 15 §3 "bundled outlines, no tile server"):
 * host-site/public/maps/europe.svg, the country outlines of Natural Earth 1:50m (world-atlas)
 * inside the map's window, clipped to it, pre-projected with the page's own projection
 * (sdk/actor-search/map-projection.ts) and simplified, so the file stays a few KB.
 * The page lays it under the markers as an image: it costs the page no script.
 *
 *   node --import tsx scripts/build-europe-map.ts
 *
 * Run it again (and commit the file) after changing the projection's window.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { MAP_HEIGHT, MAP_WIDTH, projectToMap, type MapPoint } from '../sdk/actor-search/map-projection';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, 'host-site/public/maps/europe.svg');
const atlas = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');

// The countries performers are seeded in (server/db/seed/words.ts COUNTRIES), by ISO 3166 numeric
// code as world-atlas names them: drawn a little brighter than their neighbours.
const SEEDED = new Set(['276', '040', '756', '528', '724', '203', '616', '642', '348', '380', '250']);
// Points closer than this (map units, 1000 across) to the simplified line are dropped: about 1.5 km.
const TOLERANCE = 1.3;
// Rings smaller than this (square map units) are left out: islets that would be a dot.
const MIN_AREA = 4;
// Clipped a little outside the frame, so the cut never shows as a line along the edge.
const PAD = 8;

type Ring = MapPoint[];

/** Sutherland-Hodgman against one edge of the padded frame. */
function clipEdge(ring: Ring, inside: (p: MapPoint) => boolean, cross: (a: MapPoint, b: MapPoint) => MapPoint): Ring {
  const result: Ring = [];
  ring.forEach((current, index) => {
    const previous = ring[(index + ring.length - 1) % ring.length]!;
    if (inside(current)) {
      if (!inside(previous)) result.push(cross(previous, current));
      result.push(current);
    } else if (inside(previous)) {
      result.push(cross(previous, current));
    }
  });
  return result;
}

function clipToFrame(ring: Ring): Ring {
  const [left, top, right, bottom] = [-PAD, -PAD, MAP_WIDTH + PAD, MAP_HEIGHT + PAD];
  const atX = (x: number) => (a: MapPoint, b: MapPoint) => ({ x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) });
  const atY = (y: number) => (a: MapPoint, b: MapPoint) => ({ x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y });
  let clipped = clipEdge(ring, (p) => p.x >= left, atX(left));
  clipped = clipEdge(clipped, (p) => p.x <= right, atX(right));
  clipped = clipEdge(clipped, (p) => p.y >= top, atY(top));
  return clipEdge(clipped, (p) => p.y <= bottom, atY(bottom));
}

/** Douglas-Peucker on an open polyline. */
function simplify(points: Ring, tolerance: number): Ring {
  if (points.length < 3) return points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const dx = last.x - first.x;
  const dy = last.y - first.y;
  const length = Math.hypot(dx, dy) || 1;
  let farthest = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i]!;
    const distance = Math.abs(dy * p.x - dx * p.y + last.x * first.y - last.y * first.x) / length;
    if (distance > farthest) [farthest, at] = [distance, i];
  }
  if (farthest <= tolerance) return [first, last];
  return [...simplify(points.slice(0, at + 1), tolerance).slice(0, -1), ...simplify(points.slice(at), tolerance)];
}

const area = (ring: Ring) => Math.abs(ring.reduce((sum, p, i) => {
  const next = ring[(i + 1) % ring.length]!;
  return sum + p.x * next.y - next.x * p.y;
}, 0)) / 2;

const fmt = (value: number) => String(Math.round(value * 10) / 10);

/** One ring as path data with relative moves (shorter than absolute numbers), or '' when it vanished. */
function ringPath(positions: Position[]): string {
  const projected = positions.map(([long, lat]) => projectToMap(lat!, long!));
  // The closed ring split in two halves, so Douglas-Peucker has two distinct ends to keep.
  const clipped = clipToFrame(projected.slice(0, -1));
  if (clipped.length < 3) return '';
  const half = Math.floor(clipped.length / 2);
  const ring = [...simplify(clipped.slice(0, half + 1), TOLERANCE).slice(0, -1), ...simplify([...clipped.slice(half), clipped[0]!], TOLERANCE).slice(0, -1)];
  if (ring.length < 3 || area(ring) < MIN_AREA) return '';
  const rounded = ring.map((p) => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 }));
  let previous = rounded[0]!;
  let d = `M${fmt(previous.x)} ${fmt(previous.y)}`;
  for (const p of rounded.slice(1)) {
    const [dx, dy] = [p.x - previous.x, p.y - previous.y];
    if (dx === 0 && dy === 0) continue;
    d += `l${fmt(dx)} ${fmt(dy)}`;
    previous = p;
  }
  return `${d}z`;
}

function countryPath(country: Feature<Polygon | MultiPolygon>): string {
  const polygons = country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
  return polygons.flatMap((rings) => rings.map(ringPath)).join('');
}

const topology = JSON.parse(readFileSync(atlas, 'utf8')) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const countries = feature(topology, topology.objects.countries).features as Array<Feature<Polygon | MultiPolygon, { name: string }>>;

const paths: string[] = [];
for (const country of countries) {
  if (!country.geometry) continue;
  const d = countryPath(country);
  if (!d) continue;
  const seeded = SEEDED.has(String(country.id));
  // Names as <title> would be read by nobody (the image is decorative); a data attribute helps the next editor.
  paths.push(`<path data-country="${country.properties.name.replace(/[^\w .-]/g, '')}"${seeded ? ' class="s"' : ''} d="${d}"/>`);
}

// Colours for a dark page of either brand (the image cannot read the page's CSS): light land, lighter borders.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`
  + '<style>path{fill:#fff;fill-opacity:.08;stroke:#fff;stroke-opacity:.35;stroke-width:.8;stroke-linejoin:round}.s{fill-opacity:.16}</style>'
  + `${paths.join('')}</svg>\n`;

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, svg);
console.log(`${out}: ${paths.length} countries, ${(svg.length / 1024).toFixed(1)} KB`);
