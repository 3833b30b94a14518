/**
 * The client realtime channel (spec 000 §4 "Realtime channel", issue 4 §2):
 * one socket per guest that requests a session, queues messages until the
 * session ack, pings, logs every close and reconnects. The rules live in small
 * pure modules (backoff, heartbeat, sequence, outbox-queue); this file wires
 * them to a socket, a clock and the window's online/visibility events, all of
 * which are options so tests drive them.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { parseRetryAfterMs, reconnectDelayMs, RESTART_QUICK_RETRIES, restartRetryDelayMs, serverRestartDelayMs } from './backoff';
import { onPingDue } from './heartbeat';
import { createOutboxQueue, OUTBOX_LIMIT } from './outbox-queue';
import { ANONYMOUS_CLIENT_MESSAGES, CLOSE_CODES, PING_INTERVAL_MS, TERMINAL_CLOSE_CODES } from './protocol';
import type { ClientMessage, ServerEvent, ServerFrame } from './protocol';
import { classifySeq } from './sequence';
import { connectionErrorEntry, openSocket, type ConnectionErrorEntry, type Socket } from './socket';

export type { ConnectionErrorEntry } from './socket';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export type ChannelStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'stopped';
export type SnapshotFrame = Extract<ServerFrame, { type: 'snapshot' }>;
export type AckFrame = Extract<ServerFrame, { type: 'ack' }>;

/** The part of window/document the channel listens to ('online', 'visibilitychange'). */
export interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface RealtimeChannelOptions {
  url: string;
  getAuth: () => { accessToken: string; guestId: string; isLoggedIn: boolean } | null;
  language: string;
  WebSocket?: typeof WebSocket;
  clock?: Clock;
  random?: () => number;
  logConnectionError?: (entry: ConnectionErrorEntry) => void;
  pingIntervalMs?: number;
  reconnectAfterMs?: (attempt: number) => number;
  /** Fires 'online' (default: window). */
  windowEvents?: EventTargetLike;
  /** Fires 'visibilitychange' and tells visibilityState (default: document). */
  documentEvents?: EventTargetLike & { readonly visibilityState?: string };
  /** A fresh client id per message (default crypto.randomUUID). */
  createCid?: () => string;
  outboxLimit?: number;
  /** Where warnings go (full outbox, listener errors); default console.warn. */
  warn?: (message: string) => void;
}

export interface RealtimeChannel {
  send(message: ClientMessage): { cid: string; accepted: boolean };
  /** Pushed events in order; `seq` is null for a notice about this socket's own session (sessionExpired). */
  onEvent(listener: (event: ServerEvent, seq: number | null) => void): () => void;
  onSnapshot(listener: (frame: SnapshotFrame) => void): () => void;
  /** The server's outcome of a message sent with send(), by cid (added beyond the issue 4 contract). */
  onAck(listener: (frame: AckFrame) => void): () => void;
  $status: ReadableAtom<ChannelStatus>;
  start(): void;
  stop(): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Creates a channel; nothing connects until start(). */
export function createRealtimeChannel(options: RealtimeChannelOptions): RealtimeChannel {
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const pingIntervalMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
  const reconnectAfterMs = options.reconnectAfterMs ?? ((attempt: number) => reconnectDelayMs(attempt, random));
  const createCid = options.createCid ?? (() => globalThis.crypto.randomUUID());
  const warn = options.warn ?? ((message: string) => console.warn(`[velvet realtime] ${message}`));
  const windowEvents = options.windowEvents ?? (globalThis as { window?: EventTargetLike }).window;
  const documentEvents = options.documentEvents ?? (globalThis as { document?: RealtimeChannelOptions['documentEvents'] }).document;

  const $status = atom<ChannelStatus>('idle');
  const outboxLimit = options.outboxLimit ?? OUTBOX_LIMIT;
  const outbox = createOutboxQueue(outboxLimit);
  const eventListeners = new Set<(event: ServerEvent, seq: number | null) => void>();
  const snapshotListeners = new Set<(frame: SnapshotFrame) => void>();
  const ackListeners = new Set<(frame: AckFrame) => void>();

  let socket: Socket | null = null;
  let sessionAcked = false;
  let lastSeq: number | null = null;
  /** Sockets opened since start(), 1-based: the logged connectionAttempt and the 1002 first-connection rule. */
  let connectionAttempt = 0;
  /** Reconnect tries since the last session ack: drives the backoff. */
  let failedAttempts = 0;
  /** Quick (about 1 s) retries left after a 4001 serverRestart, until a session ack. */
  let restartRetriesLeft = 0;
  let reconnectTimer: unknown = null;
  let pingTimer: unknown = null;
  let pingScheduledAt = 0;
  let awaitingPong = false;
  let missedPongs = 0;

  const log = (error: string, code: number, reason: string) =>
    options.logConnectionError?.(connectionErrorEntry(connectionAttempt, error, code, reason));

  function emit<T extends unknown[]>(listeners: Set<(...args: T) => void>, ...args: T): void {
    for (const listener of listeners) {
      // One failing screen must not stop the others or the channel.
      try {
        listener(...args);
      } catch (error) {
        warn(`a listener threw: ${String(error)}`);
      }
    }
  }

  /** Sends one envelope now; false when there is no open socket or no auth (the message then waits). */
  function transmit(cid: string, message: ClientMessage): boolean {
    const auth = options.getAuth();
    if (!auth || !socket?.isOpen()) return false;
    socket.send(JSON.stringify({ ...message, accessToken: auth.accessToken, guestId: auth.guestId, cid }));
    return true;
  }

  function connect(): void {
    reconnectTimer = null;
    const auth = options.getAuth();
    if (!auth) return scheduleReconnect(reconnectAfterMs(++failedAttempts));
    connectionAttempt += 1;
    sessionAcked = false;
    $status.set('connecting');
    socket = openSocket(options.WebSocket, options.url, auth.accessToken, {
      // spec 000 §4: "the client requests a session (with language)": first thing on every socket.
      onOpen: () => transmit(createCid(), { type: 'requestSession', language: options.language, lastSeq }),
      onFrame: handleFrame,
      onClose: handleClose,
      onInvalidFrame: (text) => warn(`expected a JSON server frame, got ${text.slice(0, 80)}`),
    });
  }

  function handleFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'sessionAck':
        sessionAcked = true;
        failedAttempts = 0;
        restartRetriesLeft = 0;
        // A fresh client starts at the server's head; a head below ours means the server's numbering restarted.
        if (lastSeq === null || frame.lastSeq < lastSeq) lastSeq = frame.lastSeq;
        $status.set('open');
        // spec 000 §4: "messages sent before acknowledgement queue until it arrives"; unacked ones go again with the same cid.
        for (const entry of outbox.entries()) transmit(entry.cid, entry.message);
        awaitingPong = false;
        missedPongs = 0;
        schedulePing();
        return;
      case 'snapshot':
        lastSeq = frame.seq;
        return emit(snapshotListeners, frame);
      case 'pong':
        awaitingPong = false;
        missedPongs = 0;
        return;
      case 'ack':
        // Acks of the channel's own pings and session requests, and repeats for a resent cid, are not news.
        if (outbox.acknowledge(frame.cid)) emit(ackListeners, frame);
        return;
      case 'event': {
        const verdict = classifySeq(lastSeq, frame.seq);
        if (verdict === 'duplicate') return;
        if (verdict === 'gap') return closeOurselves(1000, `sequence gap: expected seq ${(lastSeq ?? 0) + 1}, got ${frame.seq}`, true);
        lastSeq = frame.seq;
        return emit(eventListeners, frame.event, frame.seq);
      }
      case 'notice':
        // Outside the guest's numbering: it must neither move lastSeq nor look like a gap.
        return emit(eventListeners, frame.event, null);
    }
  }

  function schedulePing(): void {
    clock.clearTimeout(pingTimer);
    pingScheduledAt = clock.now() + pingIntervalMs;
    pingTimer = clock.setTimeout(onPingTimer, pingIntervalMs);
  }

  function onPingTimer(): void {
    pingTimer = null;
    const action = onPingDue({ awaitingPong, missedPongs, lateByMs: clock.now() - pingScheduledAt, intervalMs: pingIntervalMs });
    if (action.kind !== 'ping') {
      missedPongs = action.missedPongs;
      log('pongMissing', CLOSE_CODES.pongMissing, `no pong within ${pingIntervalMs} ms (${missedPongs} missed in a row)`);
    }
    // spec 000 §4: "Missing pong is code 4000" once pongs stay missing.
    if (action.kind === 'close') return closeOurselves(CLOSE_CODES.pongMissing, 'pong missing', false);
    awaitingPong = true;
    transmit(createCid(), { type: 'ping' });
    schedulePing();
  }

  /** Closes the socket on our side and handles the close at once (the socket's own close event is ignored). */
  function closeOurselves(code: number, reason: string, reconnectAtOnce: boolean): void {
    socket?.close(code, reason);
    handleClose(code, reason, reconnectAtOnce);
  }

  function handleClose(code: number, reason: string, reconnectAtOnce = false): void {
    socket = null;
    sessionAcked = false;
    clock.clearTimeout(pingTimer);
    pingTimer = null;
    // spec 000 §4: "When the channel closes it is logged with code and reason".
    log(code === CLOSE_CODES.pongMissing ? 'pongMissing' : 'connectionClosed', code, reason);
    const firstConnectionProtocolError = code === CLOSE_CODES.protocolError && connectionAttempt === 1;
    if (TERMINAL_CLOSE_CODES.includes(code) || firstConnectionProtocolError) return halt();
    failedAttempts += 1;
    if (reconnectAtOnce) return scheduleReconnect(0);
    if (code === CLOSE_CODES.serverRestart) {
      restartRetriesLeft = RESTART_QUICK_RETRIES;
      const retryAfterMs = parseRetryAfterMs(reason);
      return scheduleReconnect(retryAfterMs === null ? reconnectAfterMs(failedAttempts) : serverRestartDelayMs(retryAfterMs, random));
    }
    // The replacement process may not listen yet: retry at about 1 s a few times before backing off.
    // They do not count towards the backoff, which then resumes at its second step.
    if (restartRetriesLeft > 0) return (restartRetriesLeft -= 1), (failedAttempts = 1), scheduleReconnect(restartRetryDelayMs(random));
    scheduleReconnect(reconnectAfterMs(failedAttempts));
  }

  function scheduleReconnect(delayMs: number): void {
    $status.set('closed');
    clock.clearTimeout(reconnectTimer);
    reconnectTimer = clock.setTimeout(connect, delayMs);
  }

  /** Ends this session for good: timers off, waiting messages dropped (they belong to the ended session). */
  function halt(): void {
    clock.clearTimeout(reconnectTimer);
    clock.clearTimeout(pingTimer);
    reconnectTimer = pingTimer = null;
    if (outbox.size > 0) warn(`dropping ${outbox.size} unacknowledged message(s): the channel stopped`);
    for (const entry of outbox.entries()) outbox.acknowledge(entry.cid);
    windowEvents?.removeEventListener('online', wake);
    documentEvents?.removeEventListener('visibilitychange', onVisibilityChange);
    $status.set('stopped');
  }

  /** Issue 4 §2: "reconnect at once on the browser's online and visibility events". */
  function wake(): void {
    if ($status.get() === 'closed') {
      clock.clearTimeout(reconnectTimer);
      connect();
    }
  }
  function onVisibilityChange(): void {
    if (documentEvents?.visibilityState === 'visible') wake();
  }

  return {
    send(message) {
      const cid = createCid();
      const auth = options.getAuth();
      // spec 000 §5: "Outgoing realtime messages are sent only when logged in (for most actions)".
      const allowed = auth !== null && (auth.isLoggedIn || ANONYMOUS_CLIENT_MESSAGES.has(message.type));
      // The channel requests sessions itself; a second request from outside would confuse the replay.
      if (!allowed || message.type === 'requestSession' || $status.get() === 'stopped') return { cid, accepted: false };
      if (!outbox.add({ cid, message })) {
        warn(`refused a "${message.type}" message: ${outboxLimit} unacknowledged messages already wait`);
        return { cid, accepted: false };
      }
      if (sessionAcked) transmit(cid, message);
      return { cid, accepted: true };
    },
    onEvent: (listener) => subscribe(eventListeners, listener),
    onSnapshot: (listener) => subscribe(snapshotListeners, listener),
    onAck: (listener) => subscribe(ackListeners, listener),
    $status,
    start() {
      const status = $status.get();
      if (status !== 'idle' && status !== 'stopped') return;
      connectionAttempt = 0;
      failedAttempts = 0;
      restartRetriesLeft = 0;
      windowEvents?.addEventListener('online', wake);
      documentEvents?.addEventListener('visibilitychange', onVisibilityChange);
      connect();
    },
    stop() {
      socket?.close(1000, 'client stopped');
      socket = null;
      sessionAcked = false;
      halt();
    },
  };
}

function subscribe<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
