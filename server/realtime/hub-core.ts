/**
 * The hub's implementation: publishing (log, local delivery, Redis fan-out),
 * the client-handler table, snapshots, the one sweep timer and the graceful
 * shutdown. Socket handling lives in socket-session.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import pino, { type Logger } from 'pino';
import type { WebSocket } from 'ws';
import { normalizeLanguage } from '../../sdk/config';
import { CLOSE_CODES, type ClientMessageType, type ServerEvent, type ServerFrame } from '../../sdk/realtime/protocol';
import type { AppContext } from '../context';
import { createMemoryCidStore, createRedisCidStore, type CidStore } from './cid-store';
import { createMemoryEventLog, createRedisEventLog, type EventLog } from './event-log';
import type { ActorFansProvider, ClientHandler, HubDeps, HubOptions, RealtimeHub } from './hub';
import type { FlowLimits } from './flow-control';
import { CLOSE_WAIT_MS, INBOUND_RATE, PONG_TTL_SECONDS, RESTART_SPREAD_MS, SEND_BUFFER_CAP_BYTES, SWEEP_INTERVAL_MS } from './limits';
import { eventTail } from './frames';
import { createRedisBus, type BusMessage, type RedisBus } from './redis-bus';
import { Connection, Registry } from './registry';

/** Fan-out works in chunks of this many guests and yields to the event loop between them (no long stall). */
const FANOUT_CHUNK = 1_000;
/** The first chunk is smaller: its seqs come back from the log sooner, so the first sockets hear sooner. */
const FIRST_FANOUT_CHUNK = 200;

/** The guests of one fan-out in delivery order: a small first chunk, then FANOUT_CHUNK each. */
export function fanOutChunks(guestIds: readonly string[]): Array<readonly string[]> {
  const chunks: Array<readonly string[]> = [guestIds.slice(0, FIRST_FANOUT_CHUNK)];
  for (let start = FIRST_FANOUT_CHUNK; start < guestIds.length; start += FANOUT_CHUNK) chunks.push(guestIds.slice(start, start + FANOUT_CHUNK));
  return chunks;
}

/** The default key prefix: one namespace per database, so two deployments on one Redis never mix guests. */
export function defaultRedisPrefix(context: AppContext): string {
  const { databaseUrl, databaseSchema, sqliteFile } = context.config;
  const identity = databaseUrl ? `${new URL(databaseUrl).pathname}/${databaseSchema ?? ''}` : resolve(sqliteFile);
  return `velvet:rt:${createHash('sha1').update(identity).digest('hex').slice(0, 12)}:`;
}

/** A close reason is at most 123 bytes; longer ones are cut (the code carries the meaning). */
export function closeReason(reason: string): string {
  return Buffer.byteLength(reason) <= 123 ? reason : Buffer.from(reason).subarray(0, 120).toString('utf8').replace(/\uFFFD$/, '') + '...';
}

/**
 * Closes a socket with `code`. A 4401 is preceded by the sessionExpired
 * notice (spec 000 §4: "Session expired reloads the page unless a payment is
 * awaiting feedback"): a close code alone leaves the page dead, and the page
 * reloads on the event, not on the code.
 */
export function closeSocket(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState !== 0 && socket.readyState !== 1) return;
  // ws queues the data frame ahead of the close frame, so the notice always arrives first.
  if (code === CLOSE_CODES.sessionExpired && socket.readyState === 1) socket.send(SESSION_EXPIRED_NOTICE);
  socket.close(code, closeReason(reason));
}
const SESSION_EXPIRED_NOTICE = JSON.stringify({ type: 'notice', event: { type: 'sessionExpired' } } satisfies ServerFrame);

export class HubCore implements RealtimeHub {
  readonly log: Logger;
  readonly events: EventLog;
  readonly cids: CidStore;
  readonly registry: Registry;
  readonly handlers = new Map<ClientMessageType, ClientHandler<ClientMessageType>>();
  readonly context: AppContext;
  /** Every socket's send-buffer cap and inbound rate (one object, shared by all connections). */
  readonly flow: FlowLimits;
  /** The inbound rate's clock. */
  readonly now: () => number;
  /** Tells this process's own pub/sub echoes apart. */
  private readonly origin = randomUUID();
  private readonly bus: RedisBus | null = null;
  private readonly sweepTimer: NodeJS.Timeout;
  private fansProvider: ActorFansProvider | null = null;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly deps: HubDeps,
    private readonly options: HubOptions = {},
  ) {
    const { context, redis } = deps;
    this.context = context;
    this.log = pino({ level: context.config.logLevel, name: 'realtime' });
    this.flow = { sendBufferCapBytes: SEND_BUFFER_CAP_BYTES, inbound: INBOUND_RATE, ...options.flowLimits };
    this.now = options.now ?? Date.now;
    if (redis) {
      const prefix = options.redisPrefix ?? defaultRedisPrefix(context);
      this.events = createRedisEventLog(redis.commands, prefix);
      this.cids = createRedisCidStore(redis.commands, prefix);
      this.bus = createRedisBus(redis.commands, redis.subscriber, `${prefix}events`, this.origin, (message) => this.onBusMessage(message), (error) => this.log.warn({ err: error }, 'redis bus'));
    } else {
      this.events = createMemoryEventLog();
      this.cids = createMemoryCidStore();
    }
    this.registry = new Registry(this.events, (connection) => this.sendSnapshot(connection), (error) => this.log.error({ err: error }, 'realtime catch-up failed'));
    this.sweepTimer = setInterval(() => this.sweep(), options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  /** Resolves once the Redis subscription is active (immediately without Redis). */
  async ready(): Promise<void> {
    await this.bus?.ready;
  }

  async publishToGuest(guestId: string, event: ServerEvent): Promise<void> {
    await this.publishMany([guestId], JSON.stringify(event));
  }

  async publishToActorFans(actorId: number, event: ServerEvent): Promise<void> {
    const fans = await this.fansOf(actorId);
    if (fans.length > 0) await this.publishMany(fans, JSON.stringify(event));
  }

  /** The guests the fans provider names for the actor, each once. */
  protected async fansOf(actorId: number): Promise<string[]> {
    return this.fansProvider ? [...new Set(await this.fansProvider(actorId))] : [];
  }

  /**
   * Every chunk's append is sent to the log at once, each as its own command
   * (not auto-pipelined), so Redis answers the first while this process still
   * writes to sockets; the first chunk is small so deliveries start within a
   * few ms. Each chunk is delivered as its seqs come back, yielding between
   * chunks, and shared on the bus without a round trip each.
   */
  private async publishMany(guestIds: readonly string[], eventJson: string): Promise<void> {
    const chunks = fanOutChunks(guestIds);
    const appends = chunks.map((chunk) => this.events.append(chunk, eventJson));
    // A failure surfaces once, from the first chunk that awaits it; the rest must not be unhandled rejections.
    for (const append of appends) append.catch(() => undefined);
    const tail = eventTail(eventJson);
    const shared: Array<Promise<void>> = [];
    for (let index = 0; index < chunks.length; index += 1) {
      if (index > 0) await new Promise((done) => setImmediate(done));
      const seqs = await appends[index]!;
      const targets: BusMessage['targets'] = chunks[index]!.map((guestId, at) => [guestId, seqs[at]!]);
      for (const [guestId, seq] of targets) this.registry.deliver(guestId, seq, tail);
      if (this.bus) {
        const publish = this.bus.publish({ origin: this.origin, targets, eventJson });
        publish.catch(() => undefined); // reported by the Promise.all below
        shared.push(publish);
      }
    }
    await Promise.all(shared);
  }

  private onBusMessage(message: BusMessage): void {
    if (this.options.dropBusMessage?.(message)) return;
    const tail = eventTail(message.eventJson);
    for (const [guestId, seq] of message.targets) this.registry.deliver(guestId, seq, tail);
  }

  registerClientHandler<T extends ClientMessageType>(type: T, handler: ClientHandler<T>): void {
    this.handlers.set(type, handler as unknown as ClientHandler<ClientMessageType>);
  }

  setActorFansProvider(provider: ActorFansProvider): void {
    this.fansProvider = provider;
  }

  async disconnectGuest(guestId: string, code: number, reason = ''): Promise<void> {
    for (const connection of [...this.registry.forGuest(guestId)]) {
      connection.closed = true;
      closeSocket(connection.socket, code, reason);
    }
  }

  /** The whole state, current at the log's seq; sets connection.seq to it. */
  async sendSnapshot(connection: Connection): Promise<void> {
    const seq = await this.events.currentSeq(connection.guestId);
    const { guestId, sessionId, token } = connection;
    const session = await this.deps.snapshotSession({ guestId, sessionId, token, language: normalizeLanguage(connection.language) });
    if (!session) {
      connection.closed = true;
      connection.socket.close(CLOSE_CODES.authenticationFailed, 'the guest no longer exists');
      return;
    }
    connection.send(JSON.stringify({ type: 'snapshot', seq, session, avsStatus: session.avsStatus }));
    connection.seq = Math.max(connection.seq, seq);
  }

  /** Drops sessions silent for longer than the pong ttl and expired buffers; the only timer the hub runs. */
  private sweep(): void {
    const now = Date.now();
    for (const connection of [...this.registry.all()]) {
      if (now - connection.lastSeenAt > PONG_TTL_SECONDS * 1000) {
        connection.closed = true;
        connection.socket.terminate();
      }
    }
    this.events.sweep(now);
    this.cids.sweep(now);
  }

  /** Sends each socket 4001 with its own retryAfterMs in the spread, waits briefly for the handshakes, cuts the rest. */
  async closeSockets(sockets: Iterable<WebSocket>): Promise<void> {
    const random = this.options.random ?? Math.random;
    const waits: Array<Promise<void>> = [];
    for (const socket of sockets) {
      if (socket.readyState === 3) continue;
      waits.push(new Promise<void>((done) => socket.once('close', () => done())));
      if (socket.readyState === 1) {
        socket.close(CLOSE_CODES.serverRestart, JSON.stringify({ retryAfterMs: Math.floor(random() * RESTART_SPREAD_MS) }));
      }
    }
    if (waits.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(waits), new Promise((done) => (timer = setTimeout(done, CLOSE_WAIT_MS)))]);
    clearTimeout(timer);
    for (const socket of sockets) if (socket.readyState !== 3) socket.terminate();
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      clearInterval(this.sweepTimer);
      const connections = [...this.registry.all()];
      for (const connection of connections) connection.closed = true;
      await this.closeSockets(connections.map((connection) => connection.socket));
      // The Redis clients stay open: the platform that made them closes them after the hub.
      await this.bus?.close();
    })();
    return this.closing;
  }

  /** True once close() began: new sockets are turned away with 4001. */
  get isClosing(): boolean {
    return this.closing !== null;
  }
}
