/**
 * The performers the actor search looks through, as the pure rules take them (sdk/actor-search/performer.ts): every
 * performer not banning the guest's country (spec 000 §6), with her categories, search features and city. The
 * catalog is a few thousand performers at most (seed scale 10: 4,000), so five plain reads and the rules in memory
 * beat filtering JSON columns in two SQL dialects (the live lists do the same, server/live-lists/candidates.ts).
 */
import type { Kysely } from 'kysely';
import type { SearchPerformer } from '../../sdk/actor-search/performer';
import type { Database } from '../db/schema';
import { notBannedIn, parseJson } from '../repositories/bans';
import { collectionMemberIds } from '../collections/repository';

function groupBy<R extends { performer_id: number }>(rows: readonly R[], value: (row: R) => string): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const row of rows) {
    const list = map.get(row.performer_id);
    if (list) list.push(value(row));
    else map.set(row.performer_id, [value(row)]);
  }
  return map;
}

/** Every performer with the countries she bans: one read serves the guests of every country (./service.ts keeps it briefly). */
export interface CatalogSnapshot {
  performers: readonly SearchPerformer[];
  bans: ReadonlyMap<number, readonly string[]>;
  /** Each curated collection's members by slug (issue 15 item 6): currentCollection may name one. */
  collections: ReadonlyMap<string, ReadonlySet<number>>;
}

/** The snapshot's performers a guest from the country may see (spec 000 §6 country bans). */
export function visibleTo(snapshot: CatalogSnapshot, guestCountry: string): SearchPerformer[] {
  return snapshot.performers.filter((performer) => !snapshot.bans.get(performer.id)?.includes(guestCountry));
}

export async function readCatalogSnapshot(db: Kysely<Database>): Promise<CatalogSnapshot> {
  const [rows, categories, features, locations, bans, collections] = await Promise.all([
    db.selectFrom('performers')
      .select(['id', 'name', 'name_lower', 'gender', 'type', 'age', 'country', 'languages', 'three_words', 'is_online', 'is_new', 'rank', 'registered_at'])
      .execute(),
    db.selectFrom('performer_categories').select(['performer_id', 'category']).execute(),
    db.selectFrom('performer_search_features').select(['performer_id', 'feature']).execute(),
    db.selectFrom('performer_locations').select(['performer_id', 'city', 'lat', 'long']).execute(),
    db.selectFrom('performer_banned_countries').select(['performer_id', 'country_code']).execute(),
    collectionMemberIds(db),
  ]);
  const categoriesOf = groupBy(categories, (row) => row.category);
  const featuresOf = groupBy(features, (row) => row.feature);
  const locationOf = new Map(locations.map((row) => [row.performer_id, row]));
  const performers = rows.map((row): SearchPerformer => {
    const location = locationOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      nameLower: row.name_lower,
      gender: row.gender,
      type: row.type,
      age: row.age,
      country: row.country,
      languages: parseJson<string[]>(row.languages),
      categories: categoriesOf.get(row.id) ?? [],
      features: (featuresOf.get(row.id) ?? []).sort(),
      words: parseJson<string[]>(row.three_words),
      online: row.is_online === 1,
      isNew: row.is_new === 1,
      rank: row.rank,
      registeredAt: row.registered_at,
      city: location?.city ?? null,
      // PostgreSQL's double precision comes back as a number; Number() keeps a driver returning text honest.
      lat: location ? Number(location.lat) : null,
      long: location ? Number(location.long) : null,
    };
  });
  return {
    performers,
    bans: groupBy(bans, (row) => row.country_code),
    collections: new Map([...collections].map(([slug, ids]) => [slug, new Set(ids)])),
  };
}

/** Performers online now that do not ban the guest's country (GET monitoringActors/onlineActorsAmount). */
export async function onlineActorsAmount(db: Kysely<Database>, guestCountry: string): Promise<number> {
  const row = await db.selectFrom('performers').select((eb) => eb.fn.countAll<string | number>().as('n')).where('is_online', '=', 1).where(notBannedIn(guestCountry)).executeTakeFirstOrThrow();
  return Number(row.n);
}
