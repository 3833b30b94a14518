/**
 * The seeded votes (issue 15 item 6: "all and vip30 top rated"; stop 20's gap: "Top rated equals Newest on a
 * fresh demo, because the seed has no votes"). spec 001 §3 "rating likes": topRated orders by likes minus
 * dislikes. On SQLite and PostgreSQL: the seed writes the same rows on both.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../test/harness';
import { migrateToLatest } from '../migrate';
import { seedCatalog } from './index';
import { SEED_VOTER_PREFIX } from './video-votes';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`seeded video votes on ${dialect}`, () => {
    let database: TestDatabase;
    const db = () => database.handle.db;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      await migrateToLatest(db());
      await seedCatalog(db(), { seed: 3, scale: 0.05 });
    }, 60_000);
    afterAll(async () => {
      await database?.dispose();
    });

    const ratings = () => db().selectFrom('video_votes')
      .select(['video_id', sql<string | number>`sum(case when vote = 'like' then 1 else -1 end)`.as('rating')])
      .groupBy('video_id').execute();

    it('gives videos spread-out ratings, so the top rated videos are not the newest ones', async () => {
      const votes = await db().selectFrom('video_votes').selectAll().execute();
      expect(votes.length).toBeGreaterThan(0);
      for (const vote of votes) expect(vote.guest_id.startsWith(SEED_VOTER_PREFIX)).toBe(true);
      expect(votes.some((vote) => vote.vote === 'dislike')).toBe(true);
      const byRating = new Map((await ratings()).map((row) => [row.video_id, Number(row.rating)]));
      expect(new Set(byRating.values()).size).toBeGreaterThan(5);
      const videos = await db().selectFrom('videos').select(['id', 'released_at']).where('classic', '=', 0).execute();
      const newest = [...videos].sort((a, b) => b.released_at.localeCompare(a.released_at) || b.id - a.id).slice(0, 10).map((v) => v.id);
      const topRated = [...videos].sort((a, b) => (byRating.get(b.id) ?? 0) - (byRating.get(a.id) ?? 0) || b.released_at.localeCompare(a.released_at) || b.id - a.id)
        .slice(0, 10).map((v) => v.id);
      expect(topRated).not.toEqual(newest);
    });

    it('a reseed writes its votes again and keeps the votes of real guests', async () => {
      const seeded = (await db().selectFrom('video_votes').select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;
      const video = await db().selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow();
      const guestId = '6f1c2a9e-0000-4000-8000-000000000001';
      await db().insertInto('video_votes').values({ video_id: video.id, guest_id: guestId, vote: 'like', voted_at: new Date().toISOString() }).execute();
      await seedCatalog(db(), { seed: 3, scale: 0.05 });
      const after = await db().selectFrom('video_votes').select(['guest_id']).execute();
      expect(after.filter((vote) => vote.guest_id === guestId)).toHaveLength(1);
      expect(after.filter((vote) => vote.guest_id.startsWith(SEED_VOTER_PREFIX))).toHaveLength(Number(seeded));
    });
  });
}
