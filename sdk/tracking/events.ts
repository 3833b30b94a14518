/**
 * The tracking events (spec 002 §3.11 "timestamp, source, type, context, data,
 * five integer measures and five float measures", §7.8 tracker/track and
 * trackActorProfileVisit) as one typed union, with the runtime check that
 * spec 002 §5 asks for: "Tracking events are sent only if the event object is
 * of the proper kind". The server imports the limits, so both sides agree.
 */

/** Longest context, action, type, source and actor name. */
export const TRACKING_NAME_MAX = 100;
/** Longest JSON text of an event's data. */
export const TRACKING_DATA_MAX = 4000;
/** spec 002 §3.11: "five integer measures and five float measures". */
export const TRACKING_MEASURE_COUNT = 5;

/** tracker/track (eventContext, eventAction, eventData). */
export interface TrackEvent {
  kind: 'track';
  eventContext: string;
  eventAction: string;
  eventData: Record<string, unknown> | null;
}

/** tracker/trackActorProfileVisit (actorName). */
export interface ActorProfileVisitEvent {
  kind: 'actorProfileVisit';
  actorName: string;
}

/** The query service's trackApplication mutation (spec 002 §3.11, §7.8). */
export interface ApplicationEvent {
  kind: 'application';
  /** ISO 8601 time the event happened on the client. */
  timestamp: string;
  source: string;
  type: string;
  context: string;
  data: Record<string, unknown> | null;
  /** Up to five integers (32-bit, as GraphQL Int). */
  intMeasures: number[];
  /** Up to five finite numbers. */
  floatMeasures: number[];
}

export type TrackingEvent = TrackEvent | ActorProfileVisitEvent | ApplicationEvent;
export type TrackingEventKind = TrackingEvent['kind'];

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= TRACKING_NAME_MAX;

function isData(value: unknown): value is Record<string, unknown> | null {
  if (value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  try {
    return JSON.stringify(value).length <= TRACKING_DATA_MAX;
  } catch {
    // Cycles and BigInts cannot travel as JSON.
    return false;
  }
}

const isMeasures = (value: unknown, isMeasure: (n: unknown) => boolean): value is number[] =>
  Array.isArray(value) && value.length <= TRACKING_MEASURE_COUNT && value.every(isMeasure);
const isInt32 = (n: unknown) => Number.isInteger(n) && (n as number) >= INT32_MIN && (n as number) <= INT32_MAX;
const isFiniteNumber = (n: unknown) => typeof n === 'number' && Number.isFinite(n);

/**
 * Why a value is not a sendable tracking event, or null when it is one.
 * Exposed so a caller's mistake is logged with the field that was wrong.
 */
export function trackingEventProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return `expected a tracking event object, got ${value === null ? 'null' : typeof value}`;
  const event = value as Record<string, unknown>;
  switch (event.kind) {
    case 'track':
      if (!isName(event.eventContext)) return `eventContext: expected 1 to ${TRACKING_NAME_MAX} characters`;
      if (!isName(event.eventAction)) return `eventAction: expected 1 to ${TRACKING_NAME_MAX} characters`;
      if (!isData(event.eventData)) return `eventData: expected an object or null of at most ${TRACKING_DATA_MAX} JSON characters`;
      return null;
    case 'actorProfileVisit':
      return isName(event.actorName) ? null : `actorName: expected 1 to ${TRACKING_NAME_MAX} characters`;
    case 'application':
      if (typeof event.timestamp !== 'string' || Number.isNaN(Date.parse(event.timestamp))) return 'timestamp: expected an ISO 8601 time';
      for (const field of ['source', 'type', 'context'] as const) {
        if (!isName(event[field])) return `${field}: expected 1 to ${TRACKING_NAME_MAX} characters`;
      }
      if (!isData(event.data)) return `data: expected an object or null of at most ${TRACKING_DATA_MAX} JSON characters`;
      if (!isMeasures(event.intMeasures, isInt32)) return `intMeasures: expected at most ${TRACKING_MEASURE_COUNT} 32-bit integers`;
      if (!isMeasures(event.floatMeasures, isFiniteNumber)) return `floatMeasures: expected at most ${TRACKING_MEASURE_COUNT} finite numbers`;
      return null;
    default:
      return `kind: expected "track", "actorProfileVisit" or "application", got ${JSON.stringify(event.kind)}`;
  }
}

/** spec 002 §5: true only for an event "of the proper kind" with every field in its limits. */
export function isTrackingEvent(value: unknown): value is TrackingEvent {
  return trackingEventProblem(value) === null;
}

/** Builds an application event with the current time and empty measures filled in. */
export function applicationEvent(
  fields: Omit<ApplicationEvent, 'kind' | 'timestamp' | 'intMeasures' | 'floatMeasures' | 'data'> &
    Partial<Pick<ApplicationEvent, 'timestamp' | 'intMeasures' | 'floatMeasures' | 'data'>>,
  now: () => number = Date.now,
): ApplicationEvent {
  return {
    kind: 'application',
    timestamp: fields.timestamp ?? new Date(now()).toISOString(),
    source: fields.source,
    type: fields.type,
    context: fields.context,
    data: fields.data ?? null,
    intMeasures: fields.intMeasures ?? [],
    floatMeasures: fields.floatMeasures ?? [],
  };
}
