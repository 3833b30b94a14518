/**
 * Issue 15 §8 "SEO content per tag group" on SQLite and PostgreSQL: spec 001 "GET
 * seo/getActorSeoContent/{actorId}/{tagGroup}" (a performer's videos with one tag, her page
 * videos/tag/{tagGroup}) and its counterpart for the video list of a tag. The facts count what the tag's
 * list shows: spec 001 §5 "Default video list filters exclude bought and classic", and spec 000 §6 "Each
 * performer may ban countries; the guest's country is checked against bannedCountryCodes".
 */
import { describe, expect, it } from 'vitest';
import { addressIn } from '../test/addresses';
import { POSTGRES_URL, seededApps } from '../test/harness';

const FROM = addressIn('DE');

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`tag SEO content on ${dialect}`, () => {
    const seeded = seededApps(dialect);
    const db = () => seeded.database.handle.db;
    const get = (url: string, address = FROM) => seeded.site.inject({ method: 'GET', url: `/rest/v1/${url}`, remoteAddress: address });
    const tagContent = (tag: string, address = FROM) => get(`seo/getTagSeoContent/${encodeURIComponent(tag)}`, address);
    const actorContent = (actorId: number, tag: string, address = FROM) => get(`seo/getActorSeoContent/${actorId}/${encodeURIComponent(tag)}`, address);
    /** The total of the tag's own video list: the SEO text must tell what the list below it shows. */
    const listTotal = async (filter: object, address = FROM) => {
      const payload = encodeURIComponent(JSON.stringify({ offset: 0, limit: 1, filter }));
      const answer = await get(`tileGrid/get/videos/${payload}`, address);
      expect(answer.statusCode).toBe(200);
      return answer.json().data.total as number;
    };
    const notBannedIn = (country: string) => db().selectFrom('performer_banned_countries').select('performer_id').where('country_code', '=', country);

    it('tells the tag list what it shows: its total, running time, newest release, its group, tags used with it and who has most of it', async () => {
      const answer = await tagContent('Dance');
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data;
      expect(data).toMatchObject({ tag: 'dance', tagGroup: 'moves' });
      expect(data.videoCount).toBeGreaterThan(0);
      expect(data.videoCount).toBe(await listTotal({ tag: 'dance' }));
      const rows = await db().selectFrom('videos').innerJoin('video_tags', 'video_tags.video_id', 'videos.id')
        .select(['videos.duration', 'videos.released_at', 'videos.performer_id'])
        .where('video_tags.tag', '=', 'dance').where('videos.classic', '=', 0).where('videos.performer_id', 'not in', notBannedIn('DE')).execute();
      expect(data.videoCount).toBe(rows.length);
      expect(data.totalDuration).toBe(rows.reduce((sum, row) => sum + row.duration, 0));
      expect(data.newestReleasedAt).toBe(rows.map((row) => row.released_at).sort().at(-1));
      expect(data.performerCount).toBe(new Set(rows.map((row) => row.performer_id)).size);
      expect(data.relatedTags.length).toBeGreaterThan(0);
      expect(data.relatedTags.map((entry: { tag: string }) => entry.tag)).not.toContain('dance');
      const relatedCounts = data.relatedTags.map((entry: { count: number }) => entry.count);
      expect(relatedCounts).toEqual([...relatedCounts].sort((a, b) => b - a));
      // The first related tag's count is the number of dance videos that also carry it.
      const first = data.relatedTags[0].tag as string;
      const both = await db().selectFrom('video_tags as a').innerJoin('video_tags as b', 'b.video_id', 'a.video_id').innerJoin('videos', 'videos.id', 'a.video_id')
        .select('a.video_id').where('a.tag', '=', 'dance').where('b.tag', '=', first).where('videos.classic', '=', 0)
        .where('videos.performer_id', 'not in', notBannedIn('DE')).execute();
      expect(data.relatedTags[0].count).toBe(both.length);
      const top = data.topPerformers as { actorId: number; count: number }[];
      expect(top.length).toBeGreaterThan(0);
      expect(top[0]!.count).toBe(Math.max(...[...Object.values(rows.reduce<Record<number, number>>((acc, row) => ({ ...acc, [row.performer_id]: (acc[row.performer_id] ?? 0) + 1 }), {}))]));
      for (const performer of top) expect(performer.count).toBe(await listTotal({ tag: 'dance', actorId: performer.actorId }));
    });

    it("tells a performer's tag page her own count (the grid's total below it) and the catalog's, with her other tags", async () => {
      const top = (await tagContent('music')).json().data.topPerformers[0] as { actorId: number; actorName: string; count: number };
      const answer = await actorContent(top.actorId, 'music');
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data;
      expect(data).toMatchObject({ actorId: top.actorId, actorName: top.actorName, tag: 'music', tagGroup: 'moves', videoCount: top.count });
      expect(data.videoCount).toBe(await listTotal({ actorId: top.actorId, tag: 'music' }));
      expect(data.catalogVideoCount).toBe(await listTotal({ tag: 'music' }));
      for (const { tag, count } of data.relatedTags as { tag: string; count: number }[]) {
        expect(count).toBeLessThanOrEqual(await listTotal({ actorId: top.actorId, tag }));
      }
    });

    it("lists a performer's video tags (spec 001 \"actor video tags\"), most used first, each count her tag page's total", async () => {
      const top = (await tagContent('music')).json().data.topPerformers[0] as { actorId: number };
      const answer = await get(`actor/videoTags/${top.actorId}`);
      expect(answer.statusCode).toBe(200);
      const { actorId, tags } = answer.json().data as { actorId: number; tags: { tag: string; count: number }[] };
      expect(actorId).toBe(top.actorId);
      expect(tags.map((entry) => entry.tag)).toContain('music');
      expect(tags.map((entry) => entry.count)).toEqual([...tags.map((entry) => entry.count)].sort((a, b) => b - a));
      for (const { tag, count } of tags) expect(count).toBe(await listTotal({ actorId: top.actorId, tag }));
      expect((await get('actor/videoTags/99999999')).statusCode).toBe(404);
    });

    it('leaves classic videos out, as the list does', async () => {
      const before = (await tagContent('yoga')).json().data.videoCount as number;
      const video = await db().selectFrom('videos').innerJoin('video_tags', 'video_tags.video_id', 'videos.id').select('videos.id')
        .where('video_tags.tag', '=', 'yoga').where('videos.classic', '=', 0).where('videos.performer_id', 'not in', notBannedIn('DE')).orderBy('videos.id').executeTakeFirstOrThrow();
      await db().updateTable('videos').set({ classic: 1 }).where('id', '=', video.id).execute();
      try {
        expect((await tagContent('yoga')).json().data.videoCount).toBe(before - 1);
      } finally {
        await db().updateTable('videos').set({ classic: 0 }).where('id', '=', video.id).execute();
      }
    });

    it("leaves out a performer who bans the guest's country, and answers her own page with 451", async () => {
      const ban = await db().selectFrom('performer_banned_countries').innerJoin('videos', 'videos.performer_id', 'performer_banned_countries.performer_id')
        .innerJoin('video_tags', 'video_tags.video_id', 'videos.id')
        .select(['performer_banned_countries.performer_id as id', 'performer_banned_countries.country_code as country', 'video_tags.tag as tag'])
        .where('videos.classic', '=', 0).where('performer_banned_countries.country_code', 'in', ['DE', 'AT', 'CH', 'NL', 'ES', 'US', 'GB', 'FR'])
        .orderBy('performer_banned_countries.performer_id').executeTakeFirstOrThrow();
      const inBanned = (await tagContent(ban.tag, addressIn(ban.country))).json().data;
      const seen = await db().selectFrom('videos').innerJoin('video_tags', 'video_tags.video_id', 'videos.id').select('videos.id')
        .where('video_tags.tag', '=', ban.tag).where('videos.classic', '=', 0).where('videos.performer_id', 'not in', notBannedIn(ban.country)).execute();
      expect(inBanned.videoCount).toBe(seen.length);
      expect(inBanned.videoCount).toBe(await listTotal({ tag: ban.tag }, addressIn(ban.country)));
      expect(inBanned.topPerformers.map((p: { actorId: number }) => p.actorId)).not.toContain(ban.id);
      expect((await get(`actor/videoTags/${ban.id}`, addressIn(ban.country))).statusCode).toBe(451);
      const refused = await actorContent(ban.id, ban.tag, addressIn(ban.country));
      expect(refused.statusCode).toBe(451);
      expect(refused.json()).toMatchObject({ code: 'NOT_AVAILABLE_IN_COUNTRY' });
    });

    it('answers a tag no video carries with zero counts in the group "other" (the page stays, kept out of the index)', async () => {
      const data = (await tagContent('knitting')).json().data;
      expect(data).toEqual({ tag: 'knitting', tagGroup: 'other', videoCount: 0, totalDuration: 0, newestReleasedAt: null, relatedTags: [], performerCount: 0, topPerformers: [] });
    });

    it('refuses an address that cannot name a tag (400 naming params.tagGroup) and an unknown performer (404 naming params.actorId)', async () => {
      for (const bad of ["o'neil", '-x', 'a'.repeat(41), '<b>']) {
        for (const answer of [await tagContent(bad), await actorContent(1, bad)]) {
          expect(answer.statusCode, bad).toBe(400);
          expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'params.tagGroup' });
        }
      }
      const missing = await actorContent(99_999_999, 'dance');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', field: 'params.actorId' });
      expect((await get('seo/getActorSeoContent/0/dance')).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'params.actorId' });
    });
  });
}
