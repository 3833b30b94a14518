// The realtime channel at fleet scale (issue 4 §8): idle sessions held and
// memory per session; one event fanned out to every session (server send
// time, delivery p50/p99); a server restart with every session connected
// (time until all are back, longest event-loop stall, messages lost). The
// server runs as a child process (bench/realtime-server.ts) on 127.0.0.1 so
// its memory and CPU are measured apart from the clients'. Prints figures
// next to the targets; it asserts nothing.
//
//   node --import tsx bench/realtime.ts [sessions=10000] [--rounds=3] [--no-restart]
//   REDIS_URL=redis://127.0.0.1:6390/7 node --import tsx bench/realtime.ts   (events shared through Redis)
// --rounds sets how many fan-outs section 2 measures (figures vary run to run on a shared
// machine; more rounds show the spread); --no-restart skips section 3.
import { mkdtempSync, rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createGuests, SessionPool, type BenchGuest } from './realtime-clients';
import { measureFanOut, measureIdle, measureRestart, recordReceipt, type Receipts } from './realtime-phases';
import { freePort, openFilesLimit, startServerProcess, type ServerProcess } from './realtime-process';
import { againstTarget, bytes, ms, percentile } from './realtime-stats';

const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const unknownFlag = flags.find((flag) => !/^--rounds=\d+$/.test(flag) && flag !== '--no-restart');
if (unknownFlag) throw new Error(`unknown option ${unknownFlag}: expected --rounds=N or --no-restart`);
const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const sessions = Math.max(1, Math.min(50_000, Math.floor(Number(positional[0] ?? 10_000)) || 10_000));
const rounds = Math.max(1, Math.min(100, Number(flags.find((flag) => flag.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3)));
const measureRestartToo = !flags.includes('--no-restart');
const redisUrl = process.env.REDIS_URL?.trim() || null;
if (redisUrl && !/^redis:\/\/(127\.0\.0\.1|localhost)[:/]/.test(redisUrl)) throw new Error(`expected REDIS_URL on 127.0.0.1, got ${redisUrl}`);

// Each process holds one socket per session plus the database and a margin.
const needed = sessions + 200;
const limit = openFilesLimit('self');
console.log(`realtime bench: ${sessions} sessions, ${redisUrl ? `events through Redis (${redisUrl})` : 'single process, in-memory event log'}`);
console.log(`  open files: soft limit ${limit}; each process needs about ${needed} (client sockets here, server sockets in the child)${limit < needed ? ' -- TOO LOW: run `ulimit -n ' + needed + '` first' : ''}`);

const dataDir = mkdtempSync(join(tmpdir(), 'velvet-rt-bench-'));
const env = {
  VELVET_HOST: '127.0.0.1',
  VELVET_PORT: String(await freePort()),
  VELVET_OVERLAY_PORT: '0',
  VELVET_WHITE_LABEL_PORT: '0',
  VELVET_EXAMPLES_PORT: '0',
  VELVET_DATA_DIR: dataDir,
  VELVET_SEED_SCALE: '0.02',
  VELVET_SIMULATOR: 'off',
  LOG_LEVEL: 'warn',
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
};
const clientLoop = monitorEventLoopDelay({ resolution: 5 });
let server: ServerProcess | null = null;
let pool: SessionPool | null = null;
try {
  server = await startServerProcess(env, 120_000);
  const { siteUrl, loadMs } = await server.ready;
  console.log(`  server process ${server.pid} loaded in ${ms(loadMs)} (after its imports), listening at ${siteUrl}`);

  const began = performance.now();
  const guests = await createGuests(siteUrl, sessions, 50, Date.now() + 30_000 + sessions * 30);
  console.log(`  ${guests.length} anonymous guests via GET /rest/v1/guest/session (50 at a time) in ${ms(performance.now() - began)}`);
  await server.request({ type: 'setGuests', guestIds: guests.map((guest) => guest.id) }, 'guestsSet');

  const receipts: Receipts = new Map();
  const redisPid = redisUrl ? await redisProcessId(redisUrl) : null;
  pool = new SessionPool(`${siteUrl.replace(/^http/, 'ws')}/realtime`, guests, (marker, index, at) => recordReceipt(receipts, marker, index, at));

  console.log('\n1. idle sessions');
  const idle = await measureIdle(server, pool, guests.length);
  console.log(againstTarget('sessions held', `${idle.connected}/${guests.length}`, idle.connected === sessions, `${sessions}`));
  console.log(`  connected (200 handshakes in flight) in ${ms(idle.connectMs)}; close codes so far ${JSON.stringify(pool.stats.closesByCode)}, connect errors ${pool.stats.connectErrors}`);
  console.log(againstTarget('memory per idle session (RSS delta)', bytes(idle.rssPerSession), idle.rssPerSession <= 10 * 1024, '<= 10 KB'));
  console.log(`  (VmRSS from /proc: ${bytes(idle.vmRssPerSession)}/session; JS heap + external: ${bytes(idle.heapPerSession)}/session; server RSS ${bytes(idle.serverRss)}, bench client RSS ${bytes(idle.clientRss)})`);

  console.log('\n2. one event fanned out to every session (hub.publishToActorFans, called in the server process over IPC)');
  const p99s: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    clientLoop.enable();
    clientLoop.reset();
    const fan = await measureFanOut(server, pool, receipts, 1_000_000 + round, redisPid);
    clientLoop.disable();
    p99s.push(fan.p99);
    const label = `round ${round}: delivery p99`;
    console.log(againstTarget(label, ms(fan.p99), fan.p99 <= 300, '<= 300 ms'));
    console.log(`    server send ${ms(fan.sendMs)}, delivered ${fan.delivered}/${fan.expected}, p50 ${ms(fan.p50)}, max ${ms(fan.max)}, bench client loop max ${ms(clientLoop.max / 1e6)}${fan.error ? `, error ${fan.error}` : ''}`);
    const { cpu } = fan;
    console.log(`    CPU meanwhile (${ms(cpu.wallMs)} wall, 2 cores): server ${ms(cpu.server)}, bench client ${ms(cpu.client)}${redisPid === null ? '' : `, Redis ${ms(cpu.redis)}`}; cores busy ${(((cpu.server + cpu.client + cpu.redis) / (2 * cpu.wallMs)) * 100).toFixed(0)} %`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  if (rounds > 1) console.log(`  p99 over ${rounds} rounds: median ${ms(percentile(p99s, 50))}, worst ${ms(percentile(p99s, 100))}; ${p99s.filter((p99) => p99 <= 300).length}/${rounds} within the target`);
  if (measureRestartToo) server = await reportRestart(server, pool, guests, receipts);
} finally {
  pool?.stop();
  if (redisUrl && server) {
    const { keys } = await server.request({ type: 'dropRedisNamespace' }, 'redisNamespaceDropped', 60_000).catch(() => ({ keys: Number.NaN }));
    console.log(`\n  this run's Redis keys deleted: ${keys}`);
  }
  await server?.stop(15_000);
  rmSync(dataDir, { recursive: true, force: true });
}

/** The Redis server's pid (INFO server), so its CPU time during a fan-out can be read from /proc. */
async function redisProcessId(url: string): Promise<number | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1] ?? Number.NaN) || null;
  } finally {
    redis.disconnect();
  }
}

/** Section 3: restarts the server under a publish stream and prints the figures; returns the new server process. */
async function reportRestart(old: ServerProcess, pool: SessionPool, guests: BenchGuest[], receipts: Receipts): Promise<ServerProcess> {
  console.log('\n3. server restart under a publish stream of 100 events/s: a new process loads, the old one gets SIGTERM, the new one takes the port once free (same data dir)');
  clientLoop.reset();
  clientLoop.enable();
  const restart = await measureRestart(old, env, guests, pool, receipts, 10);
  clientLoop.disable();
  console.log(againstTarget('all back, from SIGTERM', ms(restart.backFromSignalMs), restart.allBack && restart.backFromSignalMs <= 10_000, '<= 10 s'));
  console.log(`    ${restart.allBack ? 'all' : 'NOT all'} ${restart.sessionsBefore} back; the new process loaded in ${ms(restart.newLoadMs)} beforehand; old process ${Number.isNaN(restart.oldCloseMs) ? 'did NOT finish closing within 30 s (SIGKILLed)' : `closed in ${ms(restart.oldCloseMs)}`}; new one listened ${ms(restart.portTakenOverMs)} after SIGTERM; all back ${ms(restart.backFromReadyMs)} after that`);
  console.log(`    sessions back after SIGTERM: p50 ${ms(restart.backPercentilesMs[0]!)}, p90 ${ms(restart.backPercentilesMs[1]!)}, p99 ${ms(restart.backPercentilesMs[2]!)}; bench client loop max ${ms(clientLoop.max / 1e6)}, mean ${ms(clientLoop.mean / 1e6)}`);
  console.log(againstTarget('longest event-loop stall (new server)', ms(restart.newLoopMaxMs), restart.newLoopMaxMs <= 150, '<= 150 ms'));
  console.log(`    p99 delay ${ms(restart.newLoopP99Ms)} while the sessions came back; old server's longest stall while closing ${ms(restart.oldLoopMaxMs)}`);
  console.log(againstTarget('messages lost', `${restart.lost}/${restart.published}`, restart.lost === 0, '0'));
  console.log(`    lost: ${restart.lostFromOld} published by the old process, ${restart.lost - restart.lostFromOld} by the new one`);
  const { duplicates, gaps, snapshots, replayedByServer, closesByCode } = pool.stats;
  console.log(`    publishes that failed in the server ${restart.publishFailed}${restart.firstPublishError ? ` (first: ${restart.firstPublishError})` : ''}; events replayed by the server ${replayedByServer}; snapshots ${snapshots}; duplicates dropped ${duplicates}; seq gaps ${gaps}; close codes ${JSON.stringify(closesByCode)}`);
  return restart.server;
}
