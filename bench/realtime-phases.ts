/**
 * The three measurements of issue 4 §8, each a function that returns its
 * figures: idle sessions and memory, one event fanned out to every session,
 * and a server restart under a steady publish stream.
 */
import { SessionPool, type BenchGuest } from './realtime-clients';
import { startServerProcess, type ServerProcess } from './realtime-process';
import { cpuMs, percentile, sharedNow, waitUntil } from './realtime-stats';

/** Stream markers: the old process publishes from 2,000,000, the new one from 3,000,000. */
const OLD_FIRST_MARKER = 2_000_000;
const NEW_FIRST_MARKER = 3_000_000;

/** Who received which marker when: marker -> guest index -> epoch ms. */
export type Receipts = Map<number, Map<number, number>>;

export function recordReceipt(receipts: Receipts, marker: number, index: number, at: number): void {
  let byGuest = receipts.get(marker);
  if (!byGuest) receipts.set(marker, (byGuest = new Map()));
  if (!byGuest.has(index)) byGuest.set(index, at);
}

export interface IdleFigures {
  connected: number;
  connectMs: number;
  rssPerSession: number;
  vmRssPerSession: number;
  heapPerSession: number;
  serverRss: number;
  clientRss: number;
}

/** Connects every guest, lets them idle, and divides the server's memory growth by the sessions held. */
export async function measureIdle(server: ServerProcess, pool: SessionPool, count: number): Promise<IdleFigures> {
  const before = await server.request({ type: 'memory' }, 'memory');
  const vmBefore = server.vmRss();
  const began = performance.now();
  await pool.connectAll(200, Date.now() + 60_000 + count * 20);
  const connectMs = performance.now() - began;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = await server.request({ type: 'memory' }, 'memory');
  const connected = pool.ackedCount;
  const per = (delta: number) => (connected > 0 ? delta / connected : Number.NaN);
  return {
    connected,
    connectMs,
    rssPerSession: per(after.rss - before.rss),
    vmRssPerSession: per(server.vmRss() - vmBefore),
    heapPerSession: per(after.heapUsed + after.external - before.heapUsed - before.external),
    serverRss: after.rss,
    clientRss: process.memoryUsage().rss,
  };
}

export interface FanOutFigures {
  sendMs: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  error: string | null;
  /** CPU time each process used from the publish until the last receipt (ms): the two cores are shared. */
  cpu: { server: number; client: number; redis: number; wallMs: number };
}

/** One event through hub.publishToActorFans to every bench guest; latency = client receive time - publish start (shared clock). */
export async function measureFanOut(server: ServerProcess, pool: SessionPool, receipts: Receipts, marker: number, redisPid: number | null): Promise<FanOutFigures> {
  const expected = pool.ackedCount;
  const cpuNow = () => ({ server: cpuMs(server.pid), client: cpuMs('self'), redis: redisPid === null ? 0 : cpuMs(redisPid), wallMs: performance.now() });
  const before = cpuNow();
  const done = await server.request({ type: 'fanOut', marker }, 'fanOutDone', 60_000);
  await waitUntil(() => (receipts.get(marker)?.size ?? 0) >= expected, 10_000, 2);
  const after = cpuNow();
  const latencies = [...(receipts.get(marker)?.values() ?? [])].map((at) => at - done.startedAt);
  const cpu = { server: after.server - before.server, client: after.client - before.client, redis: after.redis - before.redis, wallMs: after.wallMs - before.wallMs };
  return { sendMs: done.sendMs, delivered: latencies.length, expected, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: percentile(latencies, 100), error: done.error, cpu };
}

export interface RestartFigures {
  sessionsBefore: number;
  backFromSignalMs: number;
  backFromReadyMs: number;
  /** p50, p90, p99 of the time from SIGTERM until each session was acknowledged again. */
  backPercentilesMs: number[];
  allBack: boolean;
  oldCloseMs: number;
  oldLoopMaxMs: number;
  /** How long the new process took to load (while the old one still served). */
  newLoadMs: number;
  /** From SIGTERM to the old process until the new one listened on the port. */
  portTakenOverMs: number;
  newLoopMaxMs: number;
  newLoopP99Ms: number;
  published: number;
  publishFailed: number;
  firstPublishError: string | null;
  lost: number;
  /** Of `lost`, those the old process published (the rest came from the new one). */
  lostFromOld: number;
  server: ServerProcess;
}

/**
 * Restarts the server under a steady stream (one event every `everyMs`, each
 * to the next guest), waits until every session is back, and counts which
 * published events never reached their guest (neither live nor replayed).
 */
export async function measureRestart(old: ServerProcess, env: Record<string, string>, guests: BenchGuest[], pool: SessionPool, receipts: Receipts, everyMs: number): Promise<RestartFigures> {
  const sessionsBefore = pool.ackedCount;
  const published = new Map<number, number>(); // marker -> guest index
  const failed = new Set<number>();
  let firstPublishError: string | null = null;
  const collect = (reply: { firstMarker: number; published: number[]; failed: number[]; firstError: string | null }) => {
    firstPublishError ??= reply.firstError;
    for (const marker of reply.published) published.set(marker, (marker - reply.firstMarker) % guests.length);
    for (const marker of reply.failed) failed.add(marker);
  };
  old.on('stream', collect);
  old.post({ type: 'startStream', firstMarker: OLD_FIRST_MARKER, everyMs });
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  // The new process loads while the old one still serves, then takes the port as soon as it is free.
  const server = await startServerProcess(env, 60_000);
  const signalled = sharedNow();
  const stopping = old.stop(30_000);
  const { at: ready, loadMs } = await server.ready;
  server.on('stream', collect);
  await server.request({ type: 'setGuests', guestIds: guests.map((guest) => guest.id) }, 'guestsSet');
  await server.request({ type: 'loopDelay', reset: true }, 'loopDelay');
  server.post({ type: 'startStream', firstMarker: NEW_FIRST_MARKER, everyMs });
  // Back means acknowledged by the new process: the old one stops accepting at once but closes its sockets over a second or so.
  const allBack = await waitUntil(() => pool.ackedSince(signalled) >= sessionsBefore, 60_000, 5);
  const back = sharedNow();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const final = new Promise<void>((resolve) => server.on('stream', (reply) => reply.final && resolve()));
  server.post({ type: 'stopStream' });
  await Promise.race([final, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  const loop = await server.request({ type: 'loopDelay', reset: false }, 'loopDelay');
  const closed = await stopping;
  // Replays and late frames settle; then whatever has not arrived is lost.
  await waitUntil(() => countLost(published, receipts) === 0, 5_000, 50);
  return {
    sessionsBefore,
    backFromSignalMs: back - signalled,
    backFromReadyMs: back - ready,
    backPercentilesMs: [50, 90, 99].map((p) => percentile(Array.from(pool.ackedAt, (at) => at - signalled), p)),
    allBack,
    oldCloseMs: closed?.closeMs ?? Number.NaN,
    oldLoopMaxMs: closed?.loopMaxMs ?? Number.NaN,
    newLoadMs: loadMs,
    portTakenOverMs: ready - signalled,
    newLoopMaxMs: loop.maxMs,
    newLoopP99Ms: loop.p99Ms,
    published: published.size,
    publishFailed: failed.size,
    firstPublishError,
    lost: countLost(published, receipts),
    lostFromOld: countLost(published, receipts, (marker) => marker < NEW_FIRST_MARKER),
    server,
  };
}

function countLost(published: Map<number, number>, receipts: Receipts, only: (marker: number) => boolean = () => true): number {
  let lost = 0;
  for (const [marker, index] of published) if (only(marker) && !receipts.get(marker)?.has(index)) lost++;
  return lost;
}
