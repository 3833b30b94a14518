/** A RealtimeHub that records what it is asked to do, so suites can assert events without sockets. */
import type { Kysely } from 'kysely';
import type { ClientEnvelope, ClientMessage, ClientMessageType, ServerEvent } from '../../../sdk/realtime/protocol';
import type { Database } from '../../db/schema';
import type { GuestRecord } from '../../guests/current-guest';
import type { ActorFansProvider, ClientHandler, RealtimeHub } from '../hub-contract';

export interface RecordingHub extends RealtimeHub {
  /** Every event published, per guest, in order (fan-outs resolved through the fans provider). */
  published: Array<{ guestId: string; event: ServerEvent }>;
  disconnected: Array<{ guestId: string; code: number }>;
  /** The events one guest received. */
  eventsOf(guestId: string): ServerEvent[];
  /** Runs the registered handler for a message as the guest (with the given cid, else a fresh one); answers the ack's error or null. */
  send(guest: GuestRecord, message: ClientMessage, cid?: string): Promise<string | null>;
  clear(): void;
}

let cidCounter = 0;

/** A recording hub over the database handlers get. */
export function createRecordingHub(db: Kysely<Database>): RecordingHub {
  const handlers = new Map<ClientMessageType, ClientHandler<ClientMessageType>>();
  let fans: ActorFansProvider = async () => [];
  const hub: RecordingHub = {
    published: [],
    disconnected: [],
    async publishToGuest(guestId, event) {
      hub.published.push({ guestId, event });
    },
    async publishToActorFans(actorId, event) {
      for (const guestId of await fans(actorId)) hub.published.push({ guestId, event });
    },
    registerClientHandler(type, handler) {
      handlers.set(type, handler as unknown as ClientHandler<ClientMessageType>);
    },
    setActorFansProvider(provider) {
      fans = provider;
    },
    async disconnectGuest(guestId, code) {
      hub.disconnected.push({ guestId, code });
    },
    async close() {},
    eventsOf: (guestId) => hub.published.filter((p) => p.guestId === guestId).map((p) => p.event),
    async send(guest, message, cid) {
      const handler = handlers.get(message.type);
      if (!handler) throw new Error(`expected a handler for "${message.type}", found none`);
      const envelope = { ...message, accessToken: 'token', guestId: guest.id, cid: cid ?? `c${++cidCounter}` } as ClientEnvelope;
      const result = await handler({ guest, message: envelope, hub, db });
      return result?.error ?? null;
    },
    clear() {
      hub.published.length = 0;
      hub.disconnected.length = 0;
    },
  };
  return hub;
}
