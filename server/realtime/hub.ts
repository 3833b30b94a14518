/**
 * The realtime hub (issue 4 §7): one per process, created on first use. Other
 * backend code publishes with `getRealtimeHub(context).publishToGuest(id, event)`
 * AFTER its transaction commits. With config.redisUrl the hub shares events
 * with the other processes through Redis; without it everything is in memory.
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { GuestRecord } from '../guests/current-guest';
import type { ClientEnvelope, ClientMessageType, ServerEvent } from '../../sdk/realtime/protocol';
import { HubCore } from './hub-core';
import type { FlowLimits } from './flow-control';
import type { BusMessage } from './redis-bus';

export type ClientHandler<T extends ClientMessageType> = (input: {
  guest: GuestRecord;
  message: Extract<ClientEnvelope, { type: T }>;
  hub: RealtimeHub;
  db: Kysely<Database>;
}) => Promise<void | { error: string }>;

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

export { PONG_TTL_SECONDS, RESTART_SPREAD_MS, SWEEP_INTERVAL_MS } from './limits';

const hubs = new WeakMap<AppContext, RealtimeHub>();

/** Creates the process's hub for this context with options (tests); throws if it already has one. */
export function createRealtimeHub(context: AppContext, options: HubOptions = {}): RealtimeHub {
  if (hubs.has(context)) throw new Error('createRealtimeHub: expected no hub for this context yet, found one');
  const hub: RealtimeHub = new HubCore(context, options, () => {
    if (hubs.get(context) === hub) hubs.delete(context);
  });
  hubs.set(context, hub);
  return hub;
}

/** The hub of this context, created on first use. */
export function getRealtimeHub(context: AppContext): RealtimeHub {
  return hubs.get(context) ?? createRealtimeHub(context);
}

/** Closes the context's hub if it has one (server shutdown: before the apps and the database). */
export async function closeRealtimeHub(context: AppContext): Promise<void> {
  await hubs.get(context)?.close();
}
