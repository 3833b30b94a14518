/**
 * The geo tables and distance (issue 15 item 3): "Location: by postcode (exactly 5 characters, a bundled postcode
 * table for the seeded countries; a failed lookup resets the location to empty) ... distance computed on the server".
 */
import { describe, expect, it } from 'vitest';
import { CITIES, citiesOf } from './cities';
import { distanceKm, haversineKm } from './haversine';
import { POSTCODE_COUNTRIES, REGION_CENTRES } from './postcode-regions';
import { lookupPostcode } from './postcodes';

const berlin = { lat: 52.52, long: 13.405 };
const munich = { lat: 48.137, long: 11.575 };

// Expected values computed independently with the spherical law of cosines (same radius).
describe('distance: haversine in km with one decimal', () => {
  it.each([
    ['Berlin - München', berlin, munich, 504.3],
    ['Berlin - Berlin', berlin, berlin, 0],
    ['Madrid - Barcelona', { lat: 40.417, long: -3.704 }, { lat: 41.385, long: 2.173 }, 505.4],
    ['Paris - Wien', { lat: 48.857, long: 2.352 }, { lat: 48.208, long: 16.373 }, 1033.5],
    ['across the antimeridian', { lat: 0, long: 179.5 }, { lat: 0, long: -179.5 }, 111.2],
  ])('%s', (_name, from, to, km) => {
    expect(distanceKm(from, to)).toBe(km);
  });

  it('is symmetric and keeps one decimal', () => {
    expect(distanceKm(munich, berlin)).toBe(distanceKm(berlin, munich));
    expect(String(distanceKm(berlin, munich))).toMatch(/^\d+\.\d$/);
    expect(haversineKm(berlin, munich)).not.toBe(distanceKm(berlin, munich));
  });
});

describe('city table: every seeded country has cities with plausible coordinates', () => {
  it.each(['DE', 'AT', 'CH', 'NL', 'ES', 'CZ', 'PL', 'RO', 'HU', 'IT', 'FR'])('%s', (country) => {
    const cities = citiesOf(country);
    expect(cities.length).toBeGreaterThanOrEqual(3);
    for (const city of cities) {
      // Every seeded country lies within Europe's box: a swapped lat/long or a sign error lands outside.
      expect(city.lat).toBeGreaterThan(35);
      expect(city.lat).toBeLessThan(56);
      expect(city.long).toBeGreaterThan(-10);
      expect(city.long).toBeLessThan(28);
      // Cities with 5-digit postcodes carry their code; the others none.
      expect(city.zip === null).toBe(!POSTCODE_COUNTRIES.includes(country as never));
    }
  });

  it('an unknown country has no cities', () => {
    expect(citiesOf('US')).toEqual([]);
  });

  it('every exact city code lies in the region its prefix names (within 150 km of the region centre)', () => {
    for (const city of CITIES) {
      if (city.zip === null) continue;
      const centre = REGION_CENTRES[city.country as 'DE'].get(city.zip.slice(0, 2));
      expect(centre, `${city.name} ${city.zip}`).toBeDefined();
      expect(distanceKm(centre!, city), `${city.name} ${city.zip}`).toBeLessThan(150);
    }
  });
});

describe('postcode lookup: spec 001 §5 "Search by zip runs only when the code is exactly 5 characters"', () => {
  it.each([
    ['exact city code', '10115', ['DE'], { lat: 52.52, long: 13.405, country: 'DE', city: 'Berlin' }],
    ['exact code of another country than the preferred one', '28013', ['DE'], { lat: 40.417, long: -3.704, country: 'ES', city: 'Madrid' }],
    ['exact code shared by two countries: the preferred wins', '50122', ['IT'], { lat: 43.77, long: 11.256, country: 'IT', city: 'Firenze' }],
    ['region centre of a DE code', '80999', ['DE'], { lat: 48.14, long: 11.58, country: 'DE', city: null }],
    ['region centre of an ES code', '08999', ['ES'], { lat: 41.39, long: 2.17, country: 'ES', city: null }],
    ['region centre of an IT code', '90100', ['IT'], { lat: 38.12, long: 13.36, country: 'IT', city: null }],
    ['region centre of a FR code', '59000', ['FR'], { lat: 50.63, long: 3.06, country: 'FR', city: null }],
    ['the same code in the brand country (ES) when the guest is Austrian', '46100', ['AT', 'ES'], { lat: 39.47, long: -0.38, country: 'ES', city: null }],
    ['no preferred postcode country: the four are tried in order', '70000', [], { lat: 48.78, long: 9.18, country: 'DE', city: null }],
  ])('%s: %s', (_name, zip, preferred, expected) => {
    expect(lookupPostcode(zip, preferred)).toEqual(expected);
  });

  it.each([
    ['4 characters', '1011'],
    ['6 characters', '101150'],
    ['not digits', 'ABCDE'],
    ['a prefix no DE region uses', '00999'],
    ['a prefix no ES province uses', '99999'],
  ])('unknown: %s', (_name, zip) => {
    const preferred = zip === '99999' ? ['ES'] : ['DE'];
    expect(lookupPostcode(zip, preferred)).toBeNull();
  });
});

describe('the exact table of issue 3 §2 (DE and ES city-centre codes)', () => {
  it.each([
    ['44135', ['DE'], { lat: 51.514, long: 7.466, country: 'DE', city: null }],
    ['30004', ['ES'], { lat: 37.986, long: -1.13, country: 'ES', city: null }],
  ])('%s', (zip, preferred, expected) => {
    expect(lookupPostcode(zip, preferred)).toEqual(expected);
  });
});
