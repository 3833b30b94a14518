/**
 * The realtime hub (issue 4 §7): one per process, made by the platform
 * (server/plugins/platform.ts) and shared by its apps as the `hub` decorator.
 * Code publishes through it AFTER its transaction commits (routes use
 * `app.publishChanges`). With Redis clients the hub shares events with the
 * other processes; without them everything is in memory. The hub knows no
 * domain: the platform registers the domain's client handlers on it.
 */
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { GuestSession } from '../../sdk/api/guest-types';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { GuestRecord } from '../guests/records';
import type { AckRefusal, ClientEnvelope, ClientMessageType, ServerEvent } from '../../sdk/realtime/protocol';
import type { FlowLimits } from './flow-control';
import type { BusMessage } from './redis-bus';

export type ClientHandler<T extends ClientMessageType> = (input: {
  guest: GuestRecord;
  message: Extract<ClientEnvelope, { type: T }>;
  hub: RealtimeHub;
  db: Kysely<Database>;
}) => Promise<void | AckRefusal>;

/** Who cares about an actor: the guest ids to tell when it goes online or offline. */
export type ActorFansProvider = (actorId: number) => Promise<string[]>;

export interface RealtimeHub {
  /** Gives the event the guest's next seq, keeps it for replay and sends it to every open socket of the guest (all processes). */
  publishToGuest(guestId: string, event: ServerEvent): Promise<void>;
  /** publishToGuest for every fan the provider names, batched. */
  publishToActorFans(actorId: number, event: ServerEvent): Promise<void>;
  /** Handles one client message type (a later registration replaces an earlier one). */
  registerClientHandler<T extends ClientMessageType>(type: T, handler: ClientHandler<T>): void;
  setActorFansProvider(provider: ActorFansProvider): void;
  /** Closes every socket of the guest in this process with the code (e.g. 4423 after a lock). */
  disconnectGuest(guestId: string, code: number, reason?: string): Promise<void>;
  /** Tells every client to come back after a spread delay (4001), then stops. */
  close(): Promise<void>;
}

/** Knobs for tests and benches; production uses the defaults. */
export interface HubOptions {
  /** Redis key and channel prefix; default derived from the database, so deployments on one Redis stay apart. */
  redisPrefix?: string;
  /** Test hook: return true to drop an incoming pub/sub message (to prove gaps heal). */
  dropBusMessage?: (message: BusMessage) => boolean;
  /** Random number in [0, 1) for the restart spread. */
  random?: () => number;
  /** Milliseconds between sweeps of stale sessions and expired buffers. */
  sweepIntervalMs?: number;
  /** The send-buffer cap and inbound rate of every socket (default SEND_BUFFER_CAP_BYTES, INBOUND_RATE). */
  flowLimits?: Partial<FlowLimits>;
  /** The clock of the inbound rate (ms); a test freezes it. */
  now?: () => number;
}

/** Who a snapshot is for: the connection's guest, session, token and language. */
export interface SnapshotRequest {
  guestId: string;
  sessionId: string;
  token: string | null;
  language: string;
}

/** What the hub is made from; the platform owns each of them (and closes the Redis clients itself). */
export interface HubDeps {
  /** Configuration, database and token secret: the socket's authentication reads them. */
  context: AppContext;
  /** The process's realtime Redis clients (commands, and the subscription a subscribed connection needs), or null: in memory. */
  redis: { commands: Redis; subscriber: Redis } | null;
  /** The guest session a snapshot carries (spec 000 §3), or null when the guest no longer exists. */
  snapshotSession(request: SnapshotRequest): Promise<GuestSession | null>;
}

export { PONG_TTL_SECONDS, RESTART_SPREAD_MS, SWEEP_INTERVAL_MS } from './limits';
