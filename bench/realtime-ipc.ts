/**
 * The messages between the realtime bench (parent) and its server process
 * (child, bench/realtime-server.ts) over Node's IPC channel. The bench has no
 * HTTP route to publish to thousands of guests, so it asks the server process
 * to call the real hub; the server process answers with its own measurements.
 */

/** Parent to server process. */
export type BenchCommand =
  /** Remember these guests: the fans of the bench actor, and the targets of the publish stream. */
  | { type: 'setGuests'; guestIds: string[] }
  /** Collect garbage (the child runs with --expose-gc), then report memory. */
  | { type: 'memory' }
  /** One loyaltyPoints event with points = marker, fanned out through hub.publishToActorFans. */
  | { type: 'fanOut'; marker: number }
  /** Publish loyaltyPoints events, one per tick, marker m to guest (m % guests): a steady stream for the restart test. */
  | { type: 'startStream'; firstMarker: number; everyMs: number }
  | { type: 'stopStream' }
  /** Reset or read the event-loop delay histogram. */
  | { type: 'loopDelay'; reset: boolean }
  /** At the end of a run: delete this run's keys from Redis (its own namespace), so runs do not pile up keys. */
  | { type: 'dropRedisNamespace' };

/** Server process to parent. */
export type BenchReply =
  /** Code loaded, database migrated, routes built; next it waits for its port to be free and listens. */
  | { type: 'loaded'; loadMs: number }
  /** Listening; `at` on the shared clock (bench/realtime-stats.ts sharedNow). */
  | { type: 'ready'; siteUrl: string; loadMs: number; at: number }
  | { type: 'guestsSet'; count: number }
  | { type: 'memory'; rss: number; heapUsed: number; external: number; arrayBuffers: number }
  | { type: 'fanOutDone'; marker: number; startedAt: number; sendMs: number; error: string | null }
  | { type: 'stream'; firstMarker: number; published: number[]; failed: number[]; firstError: string | null; final: boolean }
  | { type: 'loopDelay'; maxMs: number; p99Ms: number; meanMs: number; sinceMs: number }
  | { type: 'redisNamespaceDropped'; keys: number }
  /** Sent from the SIGTERM handler once the server closed, just before exit. */
  | { type: 'closed'; closeMs: number; loopMaxMs: number };

/** The event the bench publishes: harmless for anonymous guests, and its number field carries the marker. */
export function markerEvent(marker: number) {
  return { type: 'loyaltyPoints' as const, points: marker };
}

/** The actor the bench's guests are fans of (no such actor exists in the catalog). */
export const BENCH_ACTOR_ID = 999_999_001;
