/**
 * Writes the demo catalog into the database: one transaction per table,
 * multi-row inserts sized under both dialects' bound-parameter limits.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { generateCatalog, type Catalog } from './generate';
import { catalogImages } from './images';
import { albumComments } from './album-comments';
import { videoSales } from './video-sales';
import { SEED_VOTER_PREFIX, seedVideoVotes } from './video-votes';
import { seedChatRatings } from '../../live-chat/seed-ratings';
import { seedOnlineHistory } from '../../heat-map/seed-history';
import { performerLocations, performerSearchFeatures } from './performer-locations';
import { collectionCandidates, seedCollections } from './collections';

export interface SeedOptions {
  seed: number;
  /** 1 = the full catalog (400 performers, 5,000 videos, 800 albums). */
  scale?: number;
}

export type TableCounts = Record<keyof Database, number>;

export interface SeedReport {
  seeded: boolean;
  milliseconds: number;
  counts: TableCounts;
}

/** Meta key written after a complete seed; its absence means "seed on start". */
export const CATALOG_META_KEY = 'catalog';
/** SQLite allows 32,766 bound parameters per statement, PostgreSQL 65,535. */
const MAX_PARAMETERS = 30_000;
/** Children first, so deleting never trips a foreign key. */
const TABLES_CHILDREN_FIRST: (keyof Database)[] = [
  'collection_performers', 'collection_texts', 'collections', 'album_comments', 'images', 'pictures', 'albums', 'video_sales', 'video_tags', 'videos', 'performer_banned_countries', 'performer_tags',
  'performer_categories', 'performer_locations', 'performer_search_features', 'performers', 'meta', 'chat_ratings', 'performer_online_periods',
];

/** Inserts rows in batches inside one transaction. */
async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Iterable<Database[T]>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let batch: Database[T][] = [];
    let perBatch = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      // Kysely's generic insert typing cannot follow a table-name parameter; the rows are typed above.
      await trx.insertInto(table).values(batch as never).execute();
      batch = [];
    };
    for (const row of rows) {
      if (perBatch === 0) perBatch = Math.min(2000, Math.floor(MAX_PARAMETERS / Object.keys(row as object).length));
      batch.push(row);
      if (batch.length >= perBatch) await flush();
    }
    await flush();
  });
}

/** Deletes any previous catalog and writes a fresh one; returns the time taken and row counts. */
export async function seedCatalog(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const scale = options.scale ?? 1;
  const catalog: Catalog = generateCatalog(options.seed, scale);
  // Only the seed's own votes: real guests' votes stay (the ids of a seed's videos are the same every time).
  await db.deleteFrom('video_votes').where('guest_id', 'like', `${SEED_VOTER_PREFIX}%`).execute();
  for (const table of TABLES_CHILDREN_FIRST) await db.deleteFrom(table).execute();
  await insertAll(db, 'performers', catalog.performers);
  await insertAll(db, 'performer_categories', catalog.performerCategories);
  await insertAll(db, 'performer_tags', catalog.performerTags);
  await insertAll(db, 'performer_banned_countries', catalog.performerBans);
  await insertAll(db, 'performer_locations', performerLocations(options.seed, catalog.performers));
  await insertAll(db, 'performer_search_features', performerSearchFeatures(options.seed, catalog.performers));
  await insertCollections(db, options.seed, catalog.performers);
  await insertAll(db, 'videos', catalog.videos);
  await insertAll(db, 'video_tags', catalog.videoTags);
  await insertAll(db, 'video_sales', videoSales(options.seed, catalog.videos));
  await insertAll(db, 'video_votes', seedVideoVotes(options.seed, catalog.videos));
  await insertAll(db, 'albums', catalog.albums);
  await insertAll(db, 'pictures', catalog.pictures);
  await insertAll(db, 'album_comments', albumComments(options.seed, catalog.albums, catalog.performers));
  await insertAll(db, 'images', catalogImages(catalog));
  await insertAll(db, 'chat_ratings', seedChatRatings(options.seed, catalog.performers, Date.now()));
  await insertAll(db, 'performer_online_periods', seedOnlineHistory(options.seed, catalog.performers, Date.now()));
  const value = JSON.stringify({ seed: options.seed, scale });
  await db.insertInto('meta').values({ key: CATALOG_META_KEY, value, updated_at: new Date().toISOString() }).execute();
  return { seeded: true, milliseconds: performance.now() - started, counts: await countRows(db) };
}

/** The seed a recorded catalog was made with (meta value { seed, scale }). */
function seedOf(value: string): number | null {
  try {
    const seed = (JSON.parse(value) as { seed?: unknown }).seed;
    return typeof seed === 'number' ? seed : null;
  } catch {
    return null;
  }
}

/**
 * A catalog seeded before migration 026 has performers but no cities or search features: they are added (from the
 * same streams as a fresh seed) so the actor search's distances and map work on an existing data directory too.
 */
export async function backfillPerformerLocations(db: Kysely<Database>, seed: number): Promise<void> {
  const located = await db.selectFrom('performer_locations').select('performer_id').limit(1).executeTakeFirst();
  if (located) return;
  const performers = await db.selectFrom('performers').selectAll().orderBy('id').execute();
  if (performers.length === 0) return;
  await insertAll(db, 'performer_locations', performerLocations(seed, performers));
  await insertAll(db, 'performer_search_features', performerSearchFeatures(seed, performers));
}

/** The curated collections (issue 15 item 6), their members picked from the performers and their search features. */
async function insertCollections(db: Kysely<Database>, seed: number, performers: readonly Database['performers'][]): Promise<void> {
  const rows = seedCollections(collectionCandidates(performers, performerSearchFeatures(seed, performers)));
  await insertAll(db, 'collections', rows.collections);
  await insertAll(db, 'collection_texts', rows.texts);
  await insertAll(db, 'collection_performers', rows.members);
}

/** A catalog seeded before migration 030 has no collections: they are added from the same rules as a fresh seed. */
export async function backfillCollections(db: Kysely<Database>, seed: number): Promise<void> {
  const any = await db.selectFrom('collections').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const performers = await db.selectFrom('performers').selectAll().orderBy('id').execute();
  if (performers.length === 0) return;
  await insertCollections(db, seed, performers);
}

/** Seeds only when no complete catalog is recorded in meta (first start, or an interrupted seed). */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const marker = await db.selectFrom('meta').select('value').where('key', '=', CATALOG_META_KEY).executeTakeFirst();
  if (marker) {
    await backfillPerformerLocations(db, seedOf(marker.value) ?? options.seed);
    await backfillCollections(db, seedOf(marker.value) ?? options.seed);
    return { seeded: false, milliseconds: performance.now() - started, counts: await countRows(db) };
  }
  return seedCatalog(db, options);
}

/** Row count of every table. */
export async function countRows(db: Kysely<Database>): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of [...TABLES_CHILDREN_FIRST].reverse()) {
    const row = await db.selectFrom(table).select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
