/**
 * Stores tracking events (issue 6 §7 "the server stores tracking events").
 * Input is checked with the sdk's own rules (sdk/tracking/events), so client
 * and server agree on "the proper kind" and the size limits; a refusal is a
 * TrackingInputError naming the field, which routes turn into a 400.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { trackingEventProblem, type TrackingEvent } from '../../sdk/tracking/events';
import { QUOTAS } from '../../sdk/quotas';
import type { Database } from '../db/schema';
import { takeDailyQuota } from '../quotas/usage';
import type { TrackingEventsTable } from './tables';

/** The context a profile visit is stored under. */
export const ACTOR_PROFILE_CONTEXT = 'actorProfile';

/** A tracking event that breaks a rule; `field` names the offending input field. */
export class TrackingInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'TrackingInputError';
  }
}

/** The guest stored QUOTAS.trackingEventsPerDay events today already (issue 11 A11 "a per-guest daily cap"). */
export class TrackingQuotaError extends Error {
  readonly code = 'DAILY_LIMIT_REACHED';
  constructor() {
    super(`Too many tracking events: at most ${QUOTAS.trackingEventsPerDay} a day`);
    this.name = 'TrackingQuotaError';
  }
}

export interface StoredTrackingEvent {
  id: string;
  guestId: string | null;
  kind: TrackingEventsTable['kind'];
  context: string;
  action: string;
  data: unknown;
  createdAt: string;
}

/** The row of an event: which columns each kind fills (see TrackingEventsTable). */
export function trackingRow(event: TrackingEvent): Pick<TrackingEventsTable, 'kind' | 'context' | 'action' | 'data'> {
  switch (event.kind) {
    case 'track':
      return { kind: 'track', context: event.eventContext, action: event.eventAction, data: JSON.stringify(event.eventData) };
    case 'actorProfileVisit':
      return { kind: 'actorProfileVisit', context: ACTOR_PROFILE_CONTEXT, action: event.actorName, data: 'null' };
    case 'application': {
      const { source, timestamp, data, intMeasures, floatMeasures } = event;
      return { kind: 'application', context: event.context, action: event.type, data: JSON.stringify({ source, timestamp, data, intMeasures, floatMeasures }) };
    }
  }
}

/** Creates the repository over one database. */
export function createTrackingRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /**
     * Checks and stores one event; returns its id. Throws TrackingInputError on
     * a bad event, TrackingQuotaError when the guest's daily quota is used up.
     * Events without a guest are not counted (they have no one to count for).
     */
    async record(guestId: string | null, event: unknown): Promise<string> {
      const problem = trackingEventProblem(event);
      if (problem) throw new TrackingInputError(/^(\w+):/.exec(problem)?.[1] ?? 'event', problem);
      const id = randomUUID();
      const at = now();
      await db.transaction().execute(async (trx) => {
        if (guestId !== null && !(await takeDailyQuota(trx, guestId, 'trackingEventsPerDay', at.getTime()))) throw new TrackingQuotaError();
        await trx
          .insertInto('tracking_events')
          .values({ id, guest_id: guestId, ...trackingRow(event as TrackingEvent), created_at: at.toISOString() })
          .execute();
      });
      return id;
    },
    /** A guest's events, oldest first (reports, data export, tests). */
    async listForGuest(guestId: string, limit = 100): Promise<StoredTrackingEvent[]> {
      const rows = await db.selectFrom('tracking_events').selectAll().where('guest_id', '=', guestId).orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id, guestId: row.guest_id, kind: row.kind, context: row.context, action: row.action, data: JSON.parse(row.data) as unknown, createdAt: row.created_at,
      }));
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
