/** One stored tracking event (migration 009). */
export interface TrackingEventsTable {
  id: string;
  guest_id: string | null;
  kind: 'track' | 'actorProfileVisit' | 'application';
  /** track: eventContext; actorProfileVisit: 'actorProfile'; application: context. */
  context: string;
  /** track: eventAction; actorProfileVisit: the actor name; application: type. */
  action: string;
  /** JSON text: track: eventData; application: { source, timestamp, data, intMeasures, floatMeasures }. */
  data: string;
  created_at: string;
}
