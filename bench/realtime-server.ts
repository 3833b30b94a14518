/**
 * The server process of the realtime bench: the real Velvet server (the same
 * steps as server/main.ts startServer, configured from the environment), plus
 * an IPC channel to its parent through which the bench publishes on the real
 * hub (there is no HTTP route that publishes to 10,000 guests) and reads the
 * process's memory and event-loop delay. Only the parent bench starts it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createServer, type AddressInfo } from 'node:net';
import { resolveTokenSecret } from '../server/auth/token';
import { loadConfig } from '../server/config';
import { publicHost } from '../server/context';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';
import { Redis } from 'ioredis';
import { createPlatform } from '../server/plugins/platform';
import { defaultRedisPrefix } from '../server/realtime/hub-core';
import { buildSites, stopAccepting } from '../server/sites';
import { BENCH_ACTOR_ID, markerEvent, type BenchCommand, type BenchReply } from './realtime-ipc';
import { sharedNow } from './realtime-stats';

const send = (reply: BenchReply, then?: () => void) => process.send!(reply, undefined, undefined, then);
if (!process.send) throw new Error('expected to run as the child of bench/realtime.ts (no IPC channel)');

/**
 * A restart as a process manager does it: the new process loads while the old
 * one still serves, and takes the port the moment the old one lets it go.
 */
async function waitForFreePort(host: string, port: number, deadline: number): Promise<void> {
  if (port === 0) return;
  while (Date.now() < deadline) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, host, () => probe.close(() => resolve(true)));
    });
    if (free) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const began = performance.now();
const config = loadConfig();
const database = await openDatabase(config);
await migrateToLatest(database.db);
await seedIfEmpty(database.db, { seed: config.seed, scale: config.seedScale });
const platform = await createPlatform({ config, database, tokenSecret: resolveTokenSecret(config.tokenSecret, config.dataDir) });
const { context, hub } = platform;
const sites = await buildSites(platform);

let guestIds: string[] = [];
// The bench's guests are the fans of one made-up actor, so a fan-out takes the real publishToActorFans path.
hub.setActorFansProvider(async (actorId) => (actorId === BENCH_ACTOR_ID ? guestIds : []));

const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
let loopSince = performance.now();
const readLoopDelay = () => ({ maxMs: loopDelay.max / 1e6, p99Ms: loopDelay.percentile(99) / 1e6, meanMs: loopDelay.mean / 1e6, sinceMs: performance.now() - loopSince });

/** The steady publish stream of the restart test: one loyaltyPoints event per tick, reported in batches. */
const stream = { timer: null as NodeJS.Timeout | null, reporter: null as NodeJS.Timeout | null, first: 0, next: 0, published: [] as number[], failed: [] as number[], firstError: null as string | null };
function flushStream(final: boolean): void {
  send({ type: 'stream', firstMarker: stream.first, published: stream.published, failed: stream.failed, firstError: stream.firstError, final });
  stream.published = [];
  stream.failed = [];
}
function stopStream(): void {
  if (stream.timer) clearInterval(stream.timer);
  if (stream.reporter) clearInterval(stream.reporter);
  stream.timer = stream.reporter = null;
}

process.on('message', (command: BenchCommand) => {
  switch (command.type) {
    case 'setGuests':
      guestIds = command.guestIds;
      return send({ type: 'guestsSet', count: guestIds.length });
    case 'memory': {
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      return send({ type: 'memory', rss, heapUsed, external, arrayBuffers });
    }
    case 'fanOut': {
      const startedAt = sharedNow();
      const started = performance.now();
      hub.publishToActorFans(BENCH_ACTOR_ID, markerEvent(command.marker)).then(
        () => send({ type: 'fanOutDone', marker: command.marker, startedAt, sendMs: performance.now() - started, error: null }),
        (error: unknown) => send({ type: 'fanOutDone', marker: command.marker, startedAt, sendMs: performance.now() - started, error: String(error) }),
      );
      return;
    }
    case 'startStream': {
      stopStream();
      stream.first = stream.next = command.firstMarker;
      stream.timer = setInterval(() => {
        const marker = stream.next++;
        const guestId = guestIds[(marker - stream.first) % guestIds.length];
        if (!guestId) return;
        hub.publishToGuest(guestId, markerEvent(marker)).then(() => stream.published.push(marker), (error: unknown) => {
          if (stream.failed.length === 0 && !stream.firstError) stream.firstError = String(error);
          stream.failed.push(marker);
        });
      }, command.everyMs);
      stream.reporter = setInterval(() => flushStream(false), 250);
      return;
    }
    case 'stopStream':
      stopStream();
      // Publishes still in flight settle within a few ms; report them in the final batch.
      return void setTimeout(() => flushStream(true), 200);
    case 'loopDelay': {
      const reply = readLoopDelay();
      if (command.reset) { loopDelay.reset(); loopSince = performance.now(); }
      return send({ type: 'loopDelay', ...reply });
    }
    case 'dropRedisNamespace':
      return void dropRedisNamespace().then((keys) => send({ type: 'redisNamespaceDropped', keys }));
  }
});

/** Deletes every key under this database's realtime prefix (each run has its own data dir, so its own prefix). */
async function dropRedisNamespace(): Promise<number> {
  if (!config.redisUrl) return 0;
  const redis = new Redis(config.redisUrl);
  try {
    let dropped = 0;
    for await (const keys of redis.scanStream({ match: `${defaultRedisPrefix(context)}*`, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) dropped += await redis.unlink(...keys);
    }
    return dropped;
  } finally {
    redis.disconnect();
  }
}

process.once('SIGTERM', () => {
  loopDelay.reset();
  const closing = performance.now();
  // The stream keeps publishing while the server closes, as the rest of a backend would.
  // As startServer does: stop accepting, close the hub, then the apps, the platform (Redis clients) and the database.
  const step = (name: string) => () => { if (process.env.VELVET_BENCH_DEBUG) console.error(`bench server ${process.pid}: ${name} after ${(performance.now() - closing).toFixed(0)} ms`); };
  stopAccepting(Object.values(sites));
  void hub.close()
    .then(step('hub closed'))
    .then(() => Promise.allSettled(Object.entries(sites).map(([name, app]) => app.close().then(step(`${name} app closed`)))))
    .then(step('apps closed'))
    .then(() => platform.close())
    .then(() => database.close())
    .catch((error: unknown) => console.error('bench server: close failed', error))
    .finally(() => {
      stopStream();
      const closeMs = performance.now() - closing;
      setTimeout(() => {
        // Read after a timer turn: a loop blocked for the whole close has recorded no sample until now.
        const loopMaxMs = loopDelay.max / 1e6;
        flushStream(true);
        send({ type: 'closed', closeMs, loopMaxMs }, () => process.exit(0));
      }, 200);
    });
});

const loadMs = performance.now() - began;
send({ type: 'loaded', loadMs });
await waitForFreePort(config.host, config.ports.site, Date.now() + 60_000);
await sites.site.listen({ host: config.host, port: config.ports.site });
const siteUrl = `http://${publicHost(config.host)}:${(sites.site.server.address() as AddressInfo).port}`;
context.origins.site = siteUrl;
send({ type: 'ready', siteUrl, loadMs, at: sharedNow() });
