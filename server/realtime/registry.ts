/**
 * The session registry: the open sockets of this process by guest, and the
 * in-order delivery of events to them. Each connection remembers the last seq
 * it was sent; an event that does not follow it (a lost pub/sub message, or
 * events published while the connection was syncing) starts a catch-up from
 * the event log, and a catch-up the log cannot serve ends in a snapshot.
 */
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import { CLOSE_CODES } from '../../sdk/realtime/protocol';
import type { EventLog } from './event-log';
import { mayBuffer, type FlowLimits } from './flow-control';
import { eventTail, eventTextFrame, textFrame, writeFrame, type EventTail } from './frames';

/** A received frame waiting its turn; one over the inbound rate is only answered with an error ack. */
export interface InboxEntry {
  text: string;
  overRate: boolean;
}

/** One open socket. Kept small: an idle session should cost well under 10 KB. */
export class Connection {
  /** The last seq sent to this socket; -1 until its requestSession was answered. */
  seq = -1;
  /** Language of the last requestSession (for snapshots). */
  language = 'en';
  lastSeenAt: number;
  /** When the session row and lock were last checked (pings re-check at most every few minutes). */
  checkedAt: number;
  /** Frames received while an earlier one is still being handled (null when idle). */
  inbox: InboxEntry[] | null = null;
  closed = false;

  constructor(
    readonly socket: WebSocket,
    /** The TCP socket under `socket`: frames are written to it in one call each (frames.ts). */
    private readonly wire: Writable,
    public guestId: string,
    public sessionId: string,
    public token: string | null,
    /** Expiry of `token` in ms since the epoch. */
    public tokenExpiresAt: number,
    public isLoggedIn: boolean,
    now: number,
    /** The hub's limits (shared, not copied: an idle session stays small). */
    private readonly flow: FlowLimits,
  ) {
    this.lastSeenAt = now;
    this.checkedAt = now;
  }

  /** Sends a text message if the socket is still open. */
  send(text: string): void {
    if (this.isOpen()) this.write(textFrame(text));
  }

  /** Sends event `seq` (the fan-out path: the event's bytes were encoded once for every socket). */
  sendEvent(seq: number, tail: EventTail): void {
    if (this.isOpen()) this.write(eventTextFrame(seq, tail));
  }

  /**
   * Writes a frame unless the bytes already waiting for this client say it
   * stopped reading: then the socket is closed with 4008 instead, and ws cuts
   * it if the close is not answered (CLOSE_HANDSHAKE_TIMEOUT_MS). writableLength
   * counts ws's own frames too, as they go to the same TCP socket.
   */
  private write(frame: Buffer): void {
    if (mayBuffer(this.wire.writableLength, frame.length, this.flow.sendBufferCapBytes)) {
      writeFrame(this.wire, frame);
      return;
    }
    this.closed = true;
    this.socket.close(CLOSE_CODES.sendBufferFull, `send buffer full: more than ${this.flow.sendBufferCapBytes} bytes waited`);
  }

  private isOpen(): boolean {
    return !this.closed && this.socket.readyState === 1;
  }
}

/** Sends the whole state instead of a replay; sets connection.seq to the seq the snapshot is current at. */
export type SendSnapshot = (connection: Connection) => Promise<void>;

export class Registry {
  private readonly byGuest = new Map<string, Connection[]>();
  /** Connections catching up, with the highest seq announced to them meanwhile. */
  private readonly catchingUp = new Map<Connection, number>();
  size = 0;

  constructor(
    private readonly log: EventLog,
    private readonly sendSnapshot: SendSnapshot,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(connection: Connection): void {
    const list = this.byGuest.get(connection.guestId);
    if (list?.includes(connection)) return;
    if (list) list.push(connection);
    else this.byGuest.set(connection.guestId, [connection]);
    this.size += 1;
  }

  remove(connection: Connection): void {
    const list = this.byGuest.get(connection.guestId);
    const index = list?.indexOf(connection) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (list.length === 0) this.byGuest.delete(connection.guestId);
    this.catchingUp.delete(connection);
    this.size -= 1;
  }

  has(guestId: string): boolean {
    return this.byGuest.has(guestId);
  }

  forGuest(guestId: string): readonly Connection[] {
    return this.byGuest.get(guestId) ?? [];
  }

  *all(): Iterable<Connection> {
    for (const list of this.byGuest.values()) yield* list;
  }

  /** Delivers event `seq` of a guest to its sockets here, in order, healing gaps from the log. */
  deliver(guestId: string, seq: number, tail: EventTail): void {
    const list = this.byGuest.get(guestId);
    if (!list) return;
    for (const connection of list) {
      if (connection.seq < 0 || seq <= connection.seq) continue;
      const pending = this.catchingUp.get(connection);
      if (pending !== undefined) {
        this.catchingUp.set(connection, Math.max(pending, seq));
      } else if (seq === connection.seq + 1) {
        connection.sendEvent(seq, tail);
        connection.seq = seq;
      } else {
        void this.catchUp(connection, seq);
      }
    }
  }

  /** Starts a requestSession sync: the connection is registered, and deliveries only raise its catch-up target. */
  beginSync(connection: Connection): void {
    this.add(connection);
    this.catchingUp.set(connection, Math.max(this.catchingUp.get(connection) ?? 0, 0));
  }

  /** Ends a sync: sends whatever was published meanwhile (up to `latest` at least); returns how many events it sent. */
  endSync(connection: Connection, latest: number): Promise<number> {
    this.catchingUp.set(connection, Math.max(this.catchingUp.get(connection) ?? 0, latest));
    return this.drain(connection);
  }

  /** Heals a gap: a catch-up already running just gets a higher target. */
  private catchUp(connection: Connection, target: number): void {
    const running = this.catchingUp.get(connection);
    this.catchingUp.set(connection, Math.max(running ?? 0, target));
    if (running === undefined) void this.drain(connection);
  }

  /** Sends from the log up to the highest seq announced; a snapshot when the log no longer has them. */
  private async drain(connection: Connection): Promise<number> {
    let sent = 0;
    let snapshotSent = false;
    try {
      for (;;) {
        const goal = this.catchingUp.get(connection) ?? 0;
        if (goal <= connection.seq || connection.closed) break;
        const events = await this.log.range(connection.guestId, connection.seq, goal);
        if (events === null) {
          // One snapshot per catch-up: it is current at the log's seq, so a second miss means the goal was never issued.
          if (snapshotSent) break;
          await this.sendSnapshot(connection);
          snapshotSent = true;
          continue;
        }
        for (const event of events) {
          connection.sendEvent(event.seq, eventTail(event.json));
          connection.seq = event.seq;
          sent += 1;
        }
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.catchingUp.delete(connection);
    }
    return sent;
  }
}
