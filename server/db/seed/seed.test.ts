import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_TYPES, GENDERS } from '../../../sdk/api/types';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { migrateToLatest } from '../migrate';
import { generateCatalog, FULL_CATALOG } from './generate';
import { countRows, seedCatalog, seedIfEmpty } from './index';
import { createRandom, mulberry32 } from './prng';

describe('mulberry32', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const take = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    expect(take(42).every((n) => n >= 0 && n < 1)).toBe(true);
  });
  it('picks weighted values in proportion', () => {
    const random = createRandom(7);
    const picks = Array.from({ length: 10_000 }, () => random.weighted([['a', 9], ['b', 1]] as const));
    const share = picks.filter((p) => p === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
  });
});

describe('generateCatalog', () => {
  const catalog = generateCatalog(1);

  it('is deterministic: same seed, same data; another seed, other data', () => {
    expect(generateCatalog(1)).toEqual(catalog);
    expect(generateCatalog(2).performers.map((p) => p.name)).not.toEqual(catalog.performers.map((p) => p.name));
  });

  it('has the full catalog sizes: 400 performers, 5,000 videos, 800 albums of 4-12 pictures', () => {
    expect(catalog.performers).toHaveLength(FULL_CATALOG.performers);
    expect(catalog.videos).toHaveLength(FULL_CATALOG.videos);
    expect(catalog.albums).toHaveLength(FULL_CATALOG.albums);
    expect(catalog.albums.every((a) => a.picture_count >= 4 && a.picture_count <= 12)).toBe(true);
    expect(catalog.pictures).toHaveLength(catalog.albums.reduce((sum, a) => sum + a.picture_count, 0));
  });

  it('uses only the gender and type values of spec 000 §3, mostly F, ages 18-55, unique names', () => {
    expect(catalog.performers.every((p) => (GENDERS as readonly string[]).includes(p.gender) && (ACTOR_TYPES as readonly string[]).includes(p.type))).toBe(true);
    expect(catalog.performers.filter((p) => p.type === 'F').length / 400).toBeGreaterThan(0.5);
    expect(catalog.performers.every((p) => p.age >= 18 && p.age <= 55)).toBe(true);
    expect(new Set(catalog.performers.map((p) => p.name_lower)).size).toBe(400);
  });

  it('has about 25% online and about 10% with banned countries', () => {
    const online = catalog.performers.filter((p) => p.is_online === 1).length / 400;
    const banning = new Set(catalog.performerBans.map((b) => b.performer_id)).size / 400;
    expect(online).toBeGreaterThan(0.18);
    expect(online).toBeLessThan(0.32);
    expect(banning).toBeGreaterThan(0.05);
    expect(banning).toBeLessThan(0.16);
  });

  it('prices videos consistently: free costs 0, on-sale costs less than base, free only for the female acting group (spec 001 §5)', () => {
    const typeOf = new Map(catalog.performers.map((p) => [p.id, p.type]));
    for (const v of catalog.videos) {
      if (v.free) {
        expect(v.price).toBe(0);
        expect(['F', 'FF']).toContain(typeOf.get(v.performer_id));
      }
      if (v.on_sale) expect(v.price).toBeLessThan(v.base_price);
      if (!v.on_sale) expect(v.price).toBe(v.base_price);
      expect([16, 18]).toContain(v.age_rating);
    }
    for (const flag of ['free', 'vip', 'is_new', 'on_sale', 'classic'] as const) {
      expect(catalog.videos.some((v) => v[flag] === 1)).toBe(true);
    }
  });
});

describe('seeding SQLite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.handle.db);
  });
  afterAll(() => database.dispose());

  it('writes the full catalog with every image size in well under 30 s', async () => {
    const report = await seedCatalog(database.handle.db, { seed: 1 });
    expect(report.milliseconds).toBeLessThan(30_000);
    const catalog = generateCatalog(1);
    expect(report.counts).toMatchObject({
      performers: 400,
      videos: 5000,
      albums: 800,
      pictures: catalog.pictures.length,
      performer_banned_countries: catalog.performerBans.length,
      // 5 avatar + 3 cover sizes per performer, 3 preview sizes per video and per picture.
      images: 400 * 8 + 5000 * 3 + catalog.pictures.length * 3,
      meta: 1,
    });
  });

  it('does not reseed a seeded catalog', async () => {
    await database.handle.db.updateTable('performers').set({ favorite_count: -1 }).where('id', '=', 1).execute();
    const report = await seedIfEmpty(database.handle.db, { seed: 1 });
    expect(report.seeded).toBe(false);
    const row = await database.handle.db.selectFrom('performers').select('favorite_count').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.favorite_count).toBe(-1);
  });

  it('writes identical rows for the same seed into two databases', async () => {
    const other = await createTestDatabase('sqlite');
    try {
      await migrateToLatest(other.handle.db);
      await seedCatalog(database.handle.db, { seed: 5, scale: 0.05 });
      await seedCatalog(other.handle.db, { seed: 5, scale: 0.05 });
      for (const table of ['performers', 'videos', 'pictures', 'images'] as const) {
        const rows = (db: TestDatabase) => db.handle.db.selectFrom(table).selectAll().execute();
        expect(await rows(other)).toEqual(await rows(database));
      }
      expect(await countRows(other.handle.db)).toEqual(await countRows(database.handle.db));
    } finally {
      await other.dispose();
    }
  });
});
