/**
 * Test helpers for the realtime endpoint: a real listening site app (port 0)
 * with its hub, and a `ws` client that collects frames and builds envelopes.
 */
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { ClientMessage, ServerFrame } from '../../sdk/realtime/protocol';
import type { AppContext } from '../context';
import { migrateToLatest } from '../db/migrate';
import { createPlatform, type Platform, type PlatformOptions } from '../plugins/platform';
import { buildSites, type Sites } from '../sites';
import { createTestDatabase, TEST_TOKEN_SECRET, type TestDatabase } from '../test/harness';
import type { HubOptions } from './hub';
import type { HubCore } from './hub-core';

export interface RealtimeServer {
  /** ws://127.0.0.1:port/realtime */
  url: string;
  sites: Sites;
  context: AppContext;
  hub: HubCore;
  /** The shared things the apps were built on (publishChanges, the realtime domain, ...). */
  platform: Platform;
  database: TestDatabase;
  /** Closes the hub (4001 to every socket), the apps, and the database unless it was borrowed. */
  close(): Promise<void>;
}

/** Builds the apps on a fresh (or the given, shared) database and listens with the site app on port 0. */
export async function startRealtimeServer(
  options: { hub?: HubOptions; redisUrl?: string; database?: TestDatabase; liveChat?: PlatformOptions['liveChat'] } = {},
): Promise<RealtimeServer> {
  const database = options.database ?? (await createTestDatabase('sqlite'));
  if (!options.database) await migrateToLatest(database.handle.db);
  const config = { ...database.config, redisUrl: options.redisUrl ?? null };
  const platform = await createPlatform({ config, database: database.handle, tokenSecret: TEST_TOKEN_SECRET }, { hub: options.hub ?? {}, ...(options.liveChat ? { liveChat: options.liveChat } : {}) });
  const { context, hub } = platform;
  const sites = await buildSites(platform);
  await sites.site.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sites.site.server.address() as AddressInfo;
  context.origins.site = `http://127.0.0.1:${port}`;
  return {
    url: `ws://127.0.0.1:${port}/realtime`,
    sites,
    context,
    hub,
    platform,
    database,
    async close() {
      await hub.close();
      await Promise.all([sites.site.close(), sites.overlay.close(), sites.whiteLabel.close(), sites.examples.close()]);
      await platform.close();
      if (!options.database) await database.dispose();
    },
  };
}

export interface Auth {
  guestId: string;
  accessToken: string;
}

/** A connected client: frames in arrival order, a close promise, and an envelope-building send. */
export class TestClient {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  private cidCounter = 0;

  private constructor(readonly socket: WebSocket, public auth: Auth) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens a socket with `access_token` in the query; resolves once open. */
  static async connect(url: string, auth: Auth, token = auth.accessToken): Promise<TestClient> {
    const socket = new WebSocket(`${url}?access_token=${encodeURIComponent(token)}`);
    const client = new TestClient(socket, auth);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Sends the message in an envelope (the auth's token and guest id unless overridden); returns the cid. */
  send(message: ClientMessage, overrides: Partial<{ cid: string; accessToken: string; guestId: string }> = {}): string {
    this.cidCounter += 1;
    const cid = overrides.cid ?? `c${this.cidCounter}`;
    this.socket.send(JSON.stringify({ ...message, accessToken: this.auth.accessToken, guestId: this.auth.guestId, ...overrides, cid }));
    return cid;
  }

  /** Resolves when `count` frames matching `match` have arrived (rejects after `timeoutMs`). */
  async waitFor(match: (frame: ServerFrame) => boolean, count = 1, timeoutMs = 5000): Promise<ServerFrame[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`expected ${count} matching frames within ${timeoutMs} ms, got ${found.length}: ${JSON.stringify(this.frames).slice(0, 800)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** requestSession and wait for its sessionAck and the ack after it. */
  async requestSession(lastSeq: number | null): Promise<Extract<ServerFrame, { type: 'sessionAck' }>> {
    const cid = this.send({ type: 'requestSession', language: 'en', lastSeq });
    await this.waitFor((frame) => frame.type === 'ack' && frame.cid === cid);
    const [sessionAck] = await this.waitFor((frame) => frame.type === 'sessionAck');
    return sessionAck as Extract<ServerFrame, { type: 'sessionAck' }>;
  }

  /** The event frames' seqs, in arrival order. */
  seqs(): number[] {
    return this.frames.flatMap((frame) => (frame.type === 'event' ? [frame.seq] : []));
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}

/** Waits until `condition` holds (polling every 10 ms), or fails naming `what`. */
export async function eventually(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`expected ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
