/**
 * Online periods of performers (issue 15 §8, the heat map of online hours):
 * written where her online state flips (server/realtime-domain/actor-presence.ts),
 * read for the heat map (rules in sdk/heat-map/rules.ts).
 */
import type { Kysely } from 'kysely';
import { heatMapOf, heatMapWindowStart, type OnlinePeriod } from '../../sdk/heat-map/rules';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Opens a period when she comes online, closes her open ones when she goes offline. */
export async function recordOnlineChange(db: Db, performerId: number, online: boolean, now: Date): Promise<void> {
  const at = now.toISOString();
  if (online) {
    await db.insertInto('performer_online_periods').values({ performer_id: performerId, started_at: at, ended_at: null }).execute();
    return;
  }
  await db.updateTable('performer_online_periods').set({ ended_at: at }).where('performer_id', '=', performerId).where('ended_at', 'is', null).execute();
}

/** Her periods that touch the heat map's window. */
export async function onlinePeriods(db: Db, performerId: number, nowMs: number): Promise<OnlinePeriod[]> {
  const from = new Date(heatMapWindowStart(nowMs)).toISOString();
  const rows = await db.selectFrom('performer_online_periods').select(['started_at', 'ended_at'])
    .where('performer_id', '=', performerId)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', from)]))
    .execute();
  return rows.map((row) => ({ start: Date.parse(row.started_at), end: row.ended_at === null ? null : Date.parse(row.ended_at) }));
}

/** The heat map answer of a performer (spec 001 §3 "Heat map record"). */
export async function performerHeatMap(db: Db, performer: { id: number; name: string }, nowMs: number) {
  return { actorId: performer.id, actorName: performer.name, memo: null, ...heatMapOf(await onlinePeriods(db, performer.id, nowMs), nowMs) };
}
