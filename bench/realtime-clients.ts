/**
 * The client side of the realtime bench: anonymous guests made over HTTP, and
 * a pool of bare `ws` sessions that speak sdk/realtime/protocol.ts (session
 * request with the last seq, pings, seq bookkeeping) and reconnect the way a
 * fleet of browsers would, with the client channel's own timing
 * (sdk/realtime/backoff.ts).
 */
import http from 'node:http';
import WebSocket from 'ws';
import { parseRetryAfterMs, reconnectDelayMs, RESTART_QUICK_RETRIES, restartRetryDelayMs, serverRestartDelayMs } from '../sdk/realtime/backoff';
import { CLOSE_CODES, PING_INTERVAL_MS, TERMINAL_CLOSE_CODES, type ClientMessage, type ServerFrame } from '../sdk/realtime/protocol';
import { mapPool, sharedNow } from './realtime-stats';

export interface BenchGuest {
  id: string;
  accessToken: string;
}

/** GET JSON through a keep-alive agent (so 10,000 requests do not use 10,000 ports). */
function getJson(url: string, agent: http.Agent): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`expected 200 from ${url}, got ${response.statusCode}: ${body.slice(0, 200)}`));
        try { resolve(JSON.parse(body)); } catch { reject(new Error(`expected JSON from ${url}, got ${body.slice(0, 80)}`)); }
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 30 s`)));
    request.on('error', reject);
  });
}

/** Creates `count` anonymous guests through GET /rest/v1/guest/session (no cookie sent, so each call makes a new guest). */
export async function createGuests(siteUrl: string, count: number, concurrency: number, deadline: number): Promise<BenchGuest[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const guests = await mapPool(Array.from({ length: count }), concurrency, deadline, async () => {
      const answer = (await getJson(`${siteUrl}/rest/v1/guest/session`, agent)) as { data?: { id?: string; accessToken?: string } };
      const { id, accessToken } = answer.data ?? {};
      if (!id || !accessToken) throw new Error(`expected data.id and data.accessToken from guest/session, got ${JSON.stringify(answer).slice(0, 200)}`);
      return { id, accessToken };
    });
    return guests.filter(Boolean);
  } finally {
    agent.destroy();
  }
}

/** What the pool saw, summed over sessions. */
export interface PoolStats {
  sessionAcks: number;
  closesByCode: Record<number, number>;
  connectErrors: number;
  duplicates: number;
  gaps: number;
  snapshots: number;
  replayedByServer: number;
}

interface Session {
  index: number;
  guest: BenchGuest;
  socket: WebSocket | null;
  acked: boolean;
  lastSeq: number | null;
  failedAttempts: number;
  /** Quick retries left after a 4001, as in the client channel. */
  restartRetriesLeft: number;
  cidCounter: number;
  timer: NodeJS.Timeout | null;
}

/** The client channel's own timing (sdk/realtime/backoff.ts): a 4001's delay plus jitter, then quick ~1 s retries, else 1 s and full-jitter back-off. */
function nextDelayMs(session: Session, code: number, reason: string): number {
  if (code === CLOSE_CODES.serverRestart) {
    session.restartRetriesLeft = RESTART_QUICK_RETRIES;
    const retryAfterMs = parseRetryAfterMs(reason);
    if (retryAfterMs !== null) return serverRestartDelayMs(retryAfterMs, Math.random);
  } else if (session.restartRetriesLeft > 0) {
    session.restartRetriesLeft -= 1;
    session.failedAttempts = 1; // quick retries do not count towards the backoff
    return restartRetryDelayMs(Math.random);
  }
  return reconnectDelayMs(session.failedAttempts, Math.random);
}

/** A pool of realtime sessions against one server URL. */
export class SessionPool {
  readonly stats: PoolStats = { sessionAcks: 0, closesByCode: {}, connectErrors: 0, duplicates: 0, gaps: 0, snapshots: 0, replayedByServer: 0 };
  /** When each session was last acknowledged (shared clock), for the restart's back-in-time percentiles. */
  readonly ackedAt: Float64Array;
  private readonly sessions: Session[];
  private stopped = false;
  private pingTimer: NodeJS.Timeout | null = null;
  private ackWaiters = new Map<number, () => void>();

  constructor(private readonly wsUrl: string, guests: BenchGuest[], private readonly onMarker: (marker: number, index: number, at: number) => void) {
    this.ackedAt = new Float64Array(guests.length);
    this.sessions = guests.map((guest, index) => ({ index, guest, socket: null, acked: false, lastSeq: null, failedAttempts: 0, restartRetriesLeft: 0, cidCounter: 0, timer: null }));
  }

  /** Sessions currently acknowledged by the server. */
  get ackedCount(): number {
    let count = 0;
    for (const session of this.sessions) if (session.acked) count++;
    return count;
  }

  /** Sessions acknowledged now whose last acknowledgement came after `since` (shared clock): the ones back after a restart. */
  ackedSince(since: number): number {
    let count = 0;
    for (const session of this.sessions) if (session.acked && this.ackedAt[session.index]! > since) count++;
    return count;
  }

  /** Opens every session, at most `concurrency` handshakes in flight, until `deadline`; resolves when each is acked or gave up. */
  async connectAll(concurrency: number, deadline: number): Promise<void> {
    await mapPool(this.sessions, concurrency, deadline, (session) => new Promise<void>((resolve) => {
      const giveUp = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      this.ackWaiters.set(session.index, () => { clearTimeout(giveUp); resolve(); });
      this.open(session);
    }));
    this.startPings();
  }

  /** Closes every socket; nothing reconnects afterwards. */
  stop(): void {
    this.stopped = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    for (const session of this.sessions) {
      if (session.timer) clearTimeout(session.timer);
      session.socket?.terminate();
    }
  }

  private send(session: Session, message: ClientMessage): void {
    const envelope = { ...message, accessToken: session.guest.accessToken, guestId: session.guest.id, cid: `b${session.index}-${++session.cidCounter}` };
    if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(JSON.stringify(envelope));
  }

  private open(session: Session): void {
    const socket = new WebSocket(`${this.wsUrl}?access_token=${encodeURIComponent(session.guest.accessToken)}`, { perMessageDeflate: false, handshakeTimeout: 15_000 });
    session.socket = socket;
    socket.on('open', () => this.send(session, { type: 'requestSession', language: 'en', lastSeq: session.lastSeq }));
    socket.on('message', (data) => this.receive(session, JSON.parse(String(data)) as ServerFrame));
    socket.on('error', () => { if (!session.acked) this.stats.connectErrors++; });
    socket.on('close', (code, reason) => this.closed(session, socket, code, reason.toString()));
  }

  private receive(session: Session, frame: ServerFrame): void {
    if (frame.type === 'sessionAck') {
      session.acked = true;
      session.restartRetriesLeft = 0;
      this.ackedAt[session.index] = sharedNow();
      this.stats.sessionAcks++;
      this.stats.replayedByServer += frame.replayed;
      this.ackWaiters.get(session.index)?.();
      this.ackWaiters.delete(session.index);
    } else if (frame.type === 'snapshot') {
      this.stats.snapshots++;
      session.lastSeq = frame.seq;
    } else if (frame.type === 'event') {
      const last = session.lastSeq;
      if (last !== null && frame.seq <= last) return void this.stats.duplicates++;
      if (last !== null && frame.seq > last + 1) this.stats.gaps++;
      session.lastSeq = frame.seq;
      if (frame.event.type === 'loyaltyPoints') this.onMarker(frame.event.points, session.index, sharedNow());
    }
  }

  private closed(session: Session, socket: WebSocket, code: number, reason: string): void {
    if (session.socket !== socket) return;
    this.stats.closesByCode[code] = (this.stats.closesByCode[code] ?? 0) + 1;
    const wasAcked = session.acked;
    session.acked = false;
    session.socket = null;
    if (this.stopped || TERMINAL_CLOSE_CODES.includes(code)) return;
    // Try 1 after a live session closes; each try that never got acked counts up.
    session.failedAttempts = wasAcked ? 1 : session.failedAttempts + 1;
    const delay = nextDelayMs(session, code, reason);
    session.timer = setTimeout(() => { session.timer = null; if (!this.stopped) this.open(session); }, delay);
  }

  /** Every session pings once per PING_INTERVAL_MS, spread over the interval in 1 s slices. */
  private startPings(): void {
    let slice = 0;
    const slices = PING_INTERVAL_MS / 1000;
    this.pingTimer = setInterval(() => {
      for (let i = slice; i < this.sessions.length; i += slices) {
        const session = this.sessions[i]!;
        if (session.acked) this.send(session, { type: 'ping' });
      }
      slice = (slice + 1) % slices;
    }, 1000);
  }
}
