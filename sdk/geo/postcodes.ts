/**
 * Postcode -> coordinates (issue 15 item 3; spec 001 §5 "Search by zip runs only when the code is exactly 5
 * characters"). First the exact postcodes of the bundled cities, then the 2-digit region's centre. A 5-digit code is
 * ambiguous between DE, ES, IT and FR (28013 is Madrid and a Bremen-area code), so the caller says which countries to
 * try first (the routes pass the guest's country, then the page language's: es -> ES on the Spanish brand); the
 * exact city codes win over any region.
 */
import { ZIP_LENGTH } from '../actor-search/types';
import { CITIES, type City } from './cities';
import { DE, ES } from './postcode-exact';
import { POSTCODE_COUNTRIES, REGION_CENTRES, type PostcodeCountry } from './postcode-regions';

export interface PostcodeLocation { lat: number; long: number; country: PostcodeCountry; city: string | null }

type Exact = Pick<City, 'lat' | 'long' | 'country'> & { city: string | null };
const EXACT = new Map<string, Exact[]>();
const addExact = (zip: string, entry: Exact) => {
  const list = EXACT.get(zip) ?? [];
  // The cities' codes come first: the city the seed gives performers wins over the older table's coordinates.
  if (!list.some((e) => e.country === entry.country)) list.push(entry);
  EXACT.set(zip, list);
};
for (const city of CITIES) if (city.zip !== null) addExact(city.zip, { lat: city.lat, long: city.long, country: city.country, city: city.name });
for (const [country, entries] of [['DE', DE], ['ES', ES]] as const) {
  for (const [zip, lat, long] of entries) addExact(zip, { lat, long, country, city: null });
}

/** True for a code the lookup takes: exactly 5 characters (spec 001 §5). */
export const isZipLength = (zip: string) => zip.length === ZIP_LENGTH;

/**
 * The countries whose regions are tried, in order: the preferred ones that have 5-digit postcodes; all four when none
 * is. Only those: nearly every 2-digit prefix is a region somewhere, so trying all would turn any typo into a place.
 */
function countryOrder(preferred: readonly (string | null | undefined)[]): PostcodeCountry[] {
  const first = preferred.map((c) => c?.toUpperCase()).filter((c): c is PostcodeCountry => POSTCODE_COUNTRIES.includes(c as PostcodeCountry));
  return first.length > 0 ? [...new Set(first)] : [...POSTCODE_COUNTRIES];
}

/** The location of a postcode, or null (wrong length, not digits, or a region no country uses). */
export function lookupPostcode(zip: string, preferredCountries: readonly (string | null | undefined)[] = []): PostcodeLocation | null {
  if (!isZipLength(zip) || !/^\d{5}$/.test(zip)) return null;
  const order = countryOrder(preferredCountries);
  const exact = EXACT.get(zip);
  if (exact) {
    // Exact city codes count in every country; among equal codes the preferred country wins.
    const city = order.map((country) => exact.find((c) => c.country === country)).find(Boolean) ?? exact[0]!;
    return { lat: city.lat, long: city.long, country: city.country as PostcodeCountry, city: city.city };
  }
  for (const country of order) {
    const centre = REGION_CENTRES[country].get(zip.slice(0, 2));
    if (centre) return { ...centre, country, city: null };
  }
  return null;
}
