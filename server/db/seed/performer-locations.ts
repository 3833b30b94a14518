/**
 * Where the seeded performers live and their search features (issue 15 items 2-3): every performer gets a city of
 * her country from the bundled table (sdk/geo/cities.ts), so the actor search can compute distances and place her on
 * the map, and the features the catalog's JSON does not hold (hd, toy control, audio). Streams of their own, so the
 * catalog's other rows stay byte-identical for a seed.
 */
import { citiesOf } from '../../../sdk/geo/cities';
import type { PerformersTable } from '../schema';
import type { PerformerLocationsTable, PerformerSearchFeaturesTable } from '../../actor-search/tables';
import { createRandom } from './prng';

/** Feature shares of the seeded performers: most stream in HD, fewer connect a toy. */
const FEATURE_CHANCES = { hd: 0.6, toyControl: 0.25, audio: 0.5 } as const;

export function* performerLocations(seed: number, performers: readonly PerformersTable[]): Generator<PerformerLocationsTable> {
  const random = createRandom(seed * 7_919 + 26);
  for (const performer of performers) {
    const cities = citiesOf(performer.country);
    // Every seeded country is in the table (table test in sdk/geo); Berlin keeps a country added later on the map.
    const city = cities.length > 0 ? random.pick(cities) : citiesOf('DE')[0]!;
    yield { performer_id: performer.id, city: city.name, country: performer.country, lat: city.lat, long: city.long };
  }
}

export function* performerSearchFeatures(seed: number, performers: readonly PerformersTable[]): Generator<PerformerSearchFeaturesTable> {
  const random = createRandom(seed * 6_007 + 26);
  for (const performer of performers) {
    const features = JSON.parse(performer.features) as { livePreview?: boolean };
    if (features.livePreview) yield { performer_id: performer.id, feature: 'livePreview' };
    for (const [feature, chance] of Object.entries(FEATURE_CHANCES)) {
      if (random.chance(chance)) yield { performer_id: performer.id, feature };
    }
  }
}
