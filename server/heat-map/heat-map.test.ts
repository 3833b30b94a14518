/**
 * Issue 15 §8 "heat map of online hours (hoursToBeOnline)" on SQLite and
 * PostgreSQL. spec 001 §3: "Heat map record: heatMaps (date, activity level
 * start and end), hoursToBeOnline, actorName, memo, errors." The map is built
 * from periods recorded where the performer's online state flips.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAT_MAP_DAYS, heatMapWindowStart } from '../../sdk/heat-map/rules';
import { setActorOnline } from '../realtime-domain/actor-presence';
import { addressIn } from '../test/addresses';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { asGuest } from '../trust/test/env';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`heat map on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    let site: FastifyInstance;
    const db = () => database.handle.db;
    const heatMap = (actorId: number, address?: string) => asGuest(site, null, 'GET', `/rest/v1/actor/heatMap/${actorId}`, undefined, {}, address);
    const openPerformer = (online: boolean) => db().selectFrom('performers').select(['id', 'name']).where('is_online', '=', online ? 1 : 0).where('is_ticket_show', '=', 0)
      .where('id', 'not in', db().selectFrom('performer_banned_countries').select('performer_id')).orderBy('id').executeTakeFirstOrThrow();

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0.1);
      site = apps.site;
    }, 60_000);
    afterAll(async () => {
      await apps?.close();
      await database?.dispose();
    });

    it('answers the seeded history: active hours inside the window with levels 1-4, and hours per week', async () => {
      const performer = await openPerformer(false);
      const answer = await heatMap(performer.id);
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data;
      expect(data).toMatchObject({ actorId: performer.id, actorName: performer.name, days: HEAT_MAP_DAYS, memo: null });
      const from = new Date(heatMapWindowStart(Date.now())).toISOString().slice(0, 10);
      for (const slot of data.heatMaps) {
        expect(slot.date >= from).toBe(true);
        expect(slot.end).toBe(slot.start + 1);
        expect(slot.activityLevel).toBeGreaterThanOrEqual(1);
        expect(slot.activityLevel).toBeLessThanOrEqual(4);
      }
      const all = await Promise.all((await db().selectFrom('performers').select('id').limit(20).execute()).map(async (p) => (await heatMap(p.id)).json().data));
      expect(all.some((map) => map?.heatMaps.length > 0 && map.hoursToBeOnline > 0)).toBe(true);
    });

    it('records a performer going online and offline: the hour she was online shows with its level', async () => {
      const performer = await openPerformer(false);
      await db().deleteFrom('performer_online_periods').where('performer_id', '=', performer.id).execute();
      expect((await heatMap(performer.id)).json().data).toMatchObject({ heatMaps: [], hoursToBeOnline: 0 });
      // 50 minutes online an hour ago: the periods are written by the online flip itself.
      const wentOnline = new Date(Date.now() - 60 * 60_000);
      await setActorOnline(apps.context, apps.platform.hub, performer.id, true, wentOnline);
      await setActorOnline(apps.context, apps.platform.hub, performer.id, false, new Date(wentOnline.getTime() + 50 * 60_000));
      const rows = await db().selectFrom('performer_online_periods').selectAll().where('performer_id', '=', performer.id).execute();
      expect(rows).toEqual([{ performer_id: performer.id, started_at: wentOnline.toISOString(), ended_at: new Date(wentOnline.getTime() + 50 * 60_000).toISOString() }]);
      const data = (await heatMap(performer.id)).json().data;
      const minutesByLevel = data.heatMaps.map((slot: { activityLevel: number }) => slot.activityLevel);
      // 50 minutes fall into one or two clock hours: levels add up to at least 50 minutes' worth (4 = 46-60 minutes).
      expect(minutesByLevel.length).toBeGreaterThanOrEqual(1);
      expect(minutesByLevel.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThanOrEqual(4);
      expect(data.hoursToBeOnline).toBe(0.5);
    });

    it('a performer online now has an open period that counts up to now', async () => {
      const performer = await openPerformer(false);
      await db().deleteFrom('performer_online_periods').where('performer_id', '=', performer.id).execute();
      await setActorOnline(apps.context, apps.platform.hub, performer.id, true, new Date(Date.now() - 30 * 60_000));
      const rows = await db().selectFrom('performer_online_periods').selectAll().where('performer_id', '=', performer.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.ended_at).toBeNull();
      expect((await heatMap(performer.id)).json().data.heatMaps.length).toBeGreaterThanOrEqual(1);
      await setActorOnline(apps.context, apps.platform.hub, performer.id, false);
      expect((await db().selectFrom('performer_online_periods').select('ended_at').where('performer_id', '=', performer.id).executeTakeFirstOrThrow()).ended_at).not.toBeNull();
    });

    it('answers 404 naming params.actorId for an unknown performer, 400 for a bad id, and 451 where she bans the guest\'s country', async () => {
      expect((await heatMap(99_999_999)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', field: 'params.actorId' });
      const bad = await asGuest(site, null, 'GET', '/rest/v1/actor/heatMap/lena');
      expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field: 'params.actorId' });
      const ban = await db().selectFrom('performer_banned_countries').select(['performer_id', 'country_code']).orderBy('performer_id').executeTakeFirstOrThrow();
      expect((await heatMap(ban.performer_id, addressIn(ban.country_code))).statusCode).toBe(451);
    });
  });
}
