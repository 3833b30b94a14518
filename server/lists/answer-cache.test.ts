/**
 * The lists' answer cache (./answer-cache.ts) on a real database: a value every page of a list needs (its total, a
 * count of some 40 ms at 50,000 videos) is kept apart from the pages' answers, so a flood of distinct pages (bench/search
 * "videos sorted, deep": every request another page) never pushes it out and makes a request count again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { createListAnswers, readyAnswer } from './answer-cache';

describe('list answer cache', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.handle.db);
  });
  afterAll(() => database?.dispose());

  it('a remembered total outlives more distinct answers than the answers\' store holds', async () => {
    const lists = createListAnswers(database.handle, { entries: 3 });
    const version = await lists.version('videos');
    let counts = 0;
    const total = () => lists.remember(version, 'total|videos|DE|{}', async () => ++counts * 100);
    expect(await total()).toBe(100);
    for (let page = 0; page < 10; page++) {
      await lists.get(version, `grid|page ${page}`, async () => readyAnswer({ page }, JSON.stringify));
    }
    expect(await total()).toBe(100);
    expect(counts).toBe(1);
    // The answers' store keeps its bound: the oldest page is made again.
    let built = 0;
    await lists.get(version, 'grid|page 0', async () => readyAnswer({ page: 0, built: ++built }, JSON.stringify));
    expect(built).toBe(1);
  });
});
