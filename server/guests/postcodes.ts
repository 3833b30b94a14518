/**
 * The bundled postcode table of GET utility/getGeoLocationByZip (issue 3 §2):
 * city-centre postcodes of the countries the demo seeds (DE, ES) with the
 * approximate coordinates of that centre. Small and real rather than large
 * and invented; an unknown code answers success false (spec 000 §5: the
 * client then resets the search location).
 */
type Entry = readonly [zip: string, lat: number, long: number];

const DE: readonly Entry[] = [
  ['10115', 52.532, 13.385], ['10117', 52.517, 13.389], ['10178', 52.521, 13.41], ['20095', 53.551, 9.997], ['20354', 53.556, 9.989],
  ['80331', 48.137, 11.575], ['80333', 48.146, 11.568], ['50667', 50.938, 6.957], ['60311', 50.11, 8.682], ['60313', 50.115, 8.683],
  ['70173', 48.777, 9.18], ['40213', 51.225, 6.773], ['44135', 51.514, 7.466], ['45127', 51.455, 7.012], ['04109', 51.34, 12.374],
  ['28195', 53.077, 8.807], ['01067', 51.055, 13.732], ['30159', 52.374, 9.738], ['90402', 49.451, 11.075], ['47051', 51.432, 6.762],
  ['44787', 51.481, 7.216], ['42103', 51.257, 7.15], ['33602', 52.021, 8.532], ['53111', 50.737, 7.098], ['48143', 51.962, 7.626],
  ['76133', 49.009, 8.404], ['68161', 49.487, 8.466], ['86150', 48.366, 10.898], ['65183', 50.082, 8.24], ['41061', 51.196, 6.44],
  ['24103', 54.323, 10.135], ['06108', 51.483, 11.97], ['39104', 52.127, 11.629], ['79098', 47.995, 7.849], ['23552', 53.866, 10.684],
  ['18055', 54.089, 12.14], ['99084', 50.978, 11.029], ['14467', 52.399, 13.061], ['55116', 49.999, 8.273], ['66111', 49.234, 6.996],
];

const ES: readonly Entry[] = [
  ['28013', 40.418, -3.708], ['28012', 40.412, -3.703], ['28001', 40.425, -3.684], ['08002', 41.383, 2.177], ['08001', 41.38, 2.17],
  ['46002', 39.47, -0.376], ['41004', 37.386, -5.993], ['50001', 41.652, -0.881], ['29015', 36.721, -4.421], ['30004', 37.986, -1.13],
  ['07001', 39.57, 2.65], ['35002', 28.101, -15.416], ['48001', 43.262, -2.925], ['03002', 38.345, -0.483], ['14003', 37.884, -4.776],
  ['47001', 41.652, -4.724], ['36201', 42.238, -8.72], ['33201', 43.542, -5.662], ['08901', 41.36, 2.1], ['01001', 42.847, -2.672],
  ['15001', 43.371, -8.396], ['18009', 37.177, -3.598], ['33003', 43.362, -5.849], ['31001', 42.818, -1.644], ['20003', 43.322, -1.984],
  ['39003', 43.462, -3.81], ['37002', 40.965, -5.664], ['11005', 36.529, -6.292], ['38002', 28.468, -16.254], ['45001', 39.857, -4.024],
];

const TABLES: Readonly<Record<string, readonly Entry[]>> = { DE, ES };
const INDEX = new Map(Object.entries(TABLES).map(([country, entries]) => [country, new Map(entries.map(([zip, lat, long]) => [zip, { lat, long }]))]));

/** The coordinates of a postcode, looking in the guest's country first, then in the other seeded countries. */
export function lookUpPostcode(zip: string, preferredCountry: string): { lat: number; long: number; country: string } | null {
  const order = [preferredCountry, ...Object.keys(TABLES).filter((c) => c !== preferredCountry)];
  for (const country of order) {
    const hit = INDEX.get(country)?.get(zip);
    if (hit) return { ...hit, country };
  }
  return null;
}

/** Every bundled code of a country (tests check the table is well-formed). */
export function postcodesOf(country: string): readonly Entry[] {
  return TABLES[country] ?? [];
}
