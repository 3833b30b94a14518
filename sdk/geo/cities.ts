/**
 * The bundled city table (issue 15 item 3): every seeded performer lives in one of these cities, and the map and the
 * distance use the city's centre, never a finer place. Countries: those the demo catalog seeds
 * (server/db/seed/words.ts COUNTRIES). zip: the city's main postcode, for the countries whose postcodes are 5 digits
 * (DE, ES, IT, FR), else null. Coordinates: the city centre, three decimals (about 100 m).
 */
export interface City { name: string; country: string; lat: number; long: number; zip: string | null }

type Row = readonly [name: string, lat: number, long: number, zip: string | null];

const TABLE: Record<string, readonly Row[]> = {
  DE: [
    ['Berlin', 52.52, 13.405, '10115'], ['Hamburg', 53.551, 9.994, '20095'], ['München', 48.137, 11.575, '80331'],
    ['Köln', 50.938, 6.96, '50667'], ['Frankfurt am Main', 50.11, 8.682, '60311'], ['Stuttgart', 48.776, 9.183, '70173'],
    ['Düsseldorf', 51.227, 6.773, '40213'], ['Leipzig', 51.34, 12.375, '04109'], ['Dresden', 51.05, 13.738, '01067'],
    ['Hannover', 52.375, 9.732, '30159'], ['Nürnberg', 49.452, 11.077, '90402'], ['Bremen', 53.079, 8.802, '28195'],
  ],
  AT: [['Wien', 48.208, 16.373, null], ['Graz', 47.071, 15.439, null], ['Linz', 48.306, 14.286, null], ['Salzburg', 47.809, 13.055, null], ['Innsbruck', 47.269, 11.404, null]],
  CH: [['Zürich', 47.377, 8.541, null], ['Genève', 46.204, 6.143, null], ['Basel', 47.56, 7.588, null], ['Bern', 46.948, 7.447, null], ['Lausanne', 46.52, 6.633, null]],
  NL: [['Amsterdam', 52.37, 4.895, null], ['Rotterdam', 51.924, 4.478, null], ['Den Haag', 52.07, 4.3, null], ['Utrecht', 52.091, 5.122, null], ['Eindhoven', 51.441, 5.47, null]],
  ES: [
    ['Madrid', 40.417, -3.704, '28013'], ['Barcelona', 41.385, 2.173, '08002'], ['Valencia', 39.47, -0.376, '46002'],
    ['Sevilla', 37.389, -5.984, '41004'], ['Málaga', 36.721, -4.421, '29015'], ['Bilbao', 43.263, -2.935, '48001'], ['Zaragoza', 41.649, -0.889, '50001'],
  ],
  CZ: [['Praha', 50.076, 14.438, null], ['Brno', 49.195, 16.607, null], ['Ostrava', 49.82, 18.262, null]],
  PL: [['Warszawa', 52.23, 21.012, null], ['Kraków', 50.065, 19.945, null], ['Wrocław', 51.108, 17.039, null], ['Gdańsk', 54.352, 18.647, null], ['Poznań', 52.406, 16.925, null]],
  RO: [['București', 44.426, 26.103, null], ['Cluj-Napoca', 46.771, 23.624, null], ['Timișoara', 45.748, 21.209, null], ['Iași', 47.158, 27.601, null]],
  HU: [['Budapest', 47.498, 19.04, null], ['Debrecen', 47.532, 21.627, null], ['Szeged', 46.253, 20.141, null], ['Pécs', 46.073, 18.233, null]],
  IT: [
    ['Roma', 41.903, 12.496, '00184'], ['Milano', 45.464, 9.19, '20121'], ['Napoli', 40.852, 14.268, '80133'],
    ['Torino', 45.07, 7.687, '10121'], ['Firenze', 43.77, 11.256, '50122'], ['Bologna', 44.494, 11.343, '40121'],
  ],
  FR: [
    ['Paris', 48.857, 2.352, '75001'], ['Marseille', 43.296, 5.37, '13001'], ['Lyon', 45.764, 4.836, '69001'], ['Toulouse', 43.605, 1.444, '31000'],
    ['Nice', 43.71, 7.262, '06000'], ['Bordeaux', 44.838, -0.579, '33000'], ['Strasbourg', 48.573, 7.752, '67000'],
  ],
};

/** Every city, grouped by country code (ISO 3166 alpha-2). */
export const CITIES_BY_COUNTRY: Readonly<Record<string, readonly City[]>> = Object.fromEntries(
  Object.entries(TABLE).map(([country, rows]) => [country, rows.map(([name, lat, long, zip]) => ({ name, country, lat, long, zip }))]),
);

export const CITIES: readonly City[] = Object.values(CITIES_BY_COUNTRY).flat();

/** The cities of a country; empty for a country the table does not hold. */
export function citiesOf(country: string): readonly City[] {
  return CITIES_BY_COUNTRY[country.toUpperCase()] ?? [];
}
