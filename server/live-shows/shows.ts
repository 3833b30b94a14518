/**
 * The ticket-show schedule the simulator runs (issue 14 item 7): every
 * performer whose features.ticketShow is true has one upcoming show in the
 * next half-hour slot (sdk/live/ticket-rules.ts nextShowSlot), priced at the
 * performer's prices.ticketShow. Each tick moves shows along their times:
 * scheduled -> running at the start (the holders get privateTicketShowInvitation,
 * the stream state becomes ticketShow) -> ended at the end. Status changes are
 * conditional updates, so two processes ticking at once start a show once.
 */
import type { Kysely } from 'kysely';
import { nextShowSlot } from '../../sdk/live/ticket-rules';
import type { Database } from '../db/schema';
import { ticketHolders } from './tickets';
import { parseJsonObject } from '../guests/records';

/** Fallback price when a performer's prices carry no ticketShow (decision: the lowest seeded one). */
export const DEFAULT_TICKET_PRICE = 20;


/** True when the performer's features say she runs ticket shows. */
export function performerRunsTicketShows(featuresJson: string): boolean {
  return parseJsonObject(featuresJson).ticketShow === true;
}

/** prices.ticketShow, a positive whole number of coins, else the default. */
export function ticketShowPrice(pricesJson: string): number {
  const price = parseJsonObject(pricesJson).ticketShow;
  return typeof price === 'number' && Number.isSafeInteger(price) && price > 0 ? price : DEFAULT_TICKET_PRICE;
}

/** Puts the next show on the schedule for every ticket-show performer without an upcoming or running one; answers the new show ids. */
export async function scheduleShows(db: Kysely<Database>, now = new Date()): Promise<number[]> {
  const performers = (await db.selectFrom('performers').select(['id', 'features', 'prices']).orderBy('id').execute()).filter((p) => performerRunsTicketShows(p.features));
  if (performers.length === 0) return [];
  const open = await db.selectFrom('ticket_shows').select('performer_id').where('status', '!=', 'ended').where('ends_at', '>', now.toISOString()).execute();
  const busy = new Set(open.map((row) => row.performer_id));
  const slot = nextShowSlot(now.getTime());
  const created: number[] = [];
  for (const performer of performers) {
    if (busy.has(performer.id)) continue;
    const row = await db.insertInto('ticket_shows')
      .values({ performer_id: performer.id, starts_at: slot.startsAt, ends_at: slot.endsAt, price: ticketShowPrice(performer.prices), status: 'scheduled', created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['performer_id', 'starts_at']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) created.push(row.id);
  }
  return created;
}

export interface ShowStart {
  showId: number;
  actorId: number;
  actorName: string;
  startsAt: string;
  holders: string[];
}

/** Moves shows along their times; answers the shows this call started and the actors whose show this call ended. */
export async function advanceShows(db: Kysely<Database>, now = new Date()): Promise<{ started: ShowStart[]; ended: number[] }> {
  const at = now.toISOString();
  const ending = await db.selectFrom('ticket_shows').select(['id', 'performer_id', 'status']).where('status', '!=', 'ended').where('ends_at', '<=', at).execute();
  const ended: number[] = [];
  for (const show of ending) {
    const result = await db.updateTable('ticket_shows').set({ status: 'ended' }).where('id', '=', show.id).where('status', '=', show.status).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1 && show.status === 'running') ended.push(show.performer_id);
  }
  const due = await db.selectFrom('ticket_shows').innerJoin('performers', 'performers.id', 'ticket_shows.performer_id')
    .select(['ticket_shows.id', 'ticket_shows.performer_id', 'ticket_shows.starts_at', 'performers.name'])
    .where('ticket_shows.status', '=', 'scheduled').where('ticket_shows.starts_at', '<=', at).where('ticket_shows.ends_at', '>', at)
    .orderBy('ticket_shows.id').execute();
  const started: ShowStart[] = [];
  for (const show of due) {
    const result = await db.updateTable('ticket_shows').set({ status: 'running' }).where('id', '=', show.id).where('status', '=', 'scheduled').executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    started.push({ showId: show.id, actorId: show.performer_id, actorName: show.name, startsAt: show.starts_at, holders: await ticketHolders(db, show.id) });
  }
  return { started, ended };
}

/** The actor's running show, or null (the stream state is ticketShow while there is one). */
export async function runningShow(db: Kysely<Database>, actorId: number): Promise<{ id: number; startsAt: string; endsAt: string } | null> {
  const row = await db.selectFrom('ticket_shows').select(['id', 'starts_at', 'ends_at']).where('performer_id', '=', actorId).where('status', '=', 'running').executeTakeFirst();
  return row ? { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/** The actor's next show not yet ended (running or scheduled), or null: what the chat button's "buy a ticket" offers. */
export async function upcomingShow(db: Kysely<Database>, actorId: number, now = new Date()) {
  return db.selectFrom('ticket_shows').select(['id', 'performer_id', 'starts_at', 'ends_at', 'price', 'status'])
    .where('performer_id', '=', actorId).where('status', '!=', 'ended').where('ends_at', '>', now.toISOString())
    .orderBy('starts_at').executeTakeFirst() ?? null;
}

/**
 * Performers whose stream state disagrees with the schedule (a process that
 * stopped between a show's status change and its state change): flagged in a
 * ticket show without a running one, and running shows whose performer is not flagged.
 */
export async function showStateDrift(db: Kysely<Database>): Promise<{ stale: number[]; missing: ShowStart[] }> {
  const running = await db.selectFrom('ticket_shows').innerJoin('performers', 'performers.id', 'ticket_shows.performer_id')
    .select(['ticket_shows.id', 'ticket_shows.performer_id', 'ticket_shows.starts_at', 'performers.name', 'performers.is_ticket_show'])
    .where('ticket_shows.status', '=', 'running').execute();
  const runningActors = new Set(running.map((show) => show.performer_id));
  const flagged = await db.selectFrom('performers').select('id').where('is_ticket_show', '=', 1).execute();
  return {
    stale: flagged.map((row) => row.id).filter((id) => !runningActors.has(id)),
    missing: running.filter((show) => show.is_ticket_show !== 1)
      .map((show) => ({ showId: show.id, actorId: show.performer_id, actorName: show.name, startsAt: show.starts_at, holders: [] })),
  };
}
