/**
 * Starts the real server as its own process on a fresh data dir and free ports, for benches that
 * must not share an event loop with what measures it (Lighthouse's trace analysis, a load
 * generator). Seeds the defaults of bench-pages (BENCH_SEED).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { BENCH_SEED } from './bench-pages';

/** Stops a child process (SIGTERM) and waits until it has exited; one that already exited is left alone. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface ServerProcess {
  urls: { site: string; overlay: string; whiteLabel: string; examples: string };
  /** The server's process id (benches read its CPU time from /proc). */
  pid: number | undefined;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ReturnType<typeof spawn>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering /healthz`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet: the first start migrates and seeds before it listens
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

/** Spawns `node --import tsx server/main.ts`; close() stops it and removes its data dir. */
/** `nodeArgs` go before the script (--cpu-prof and its directory: Node refuses them in NODE_OPTIONS). */
export async function startServerProcess(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ServerProcess> {
  mkdirSync('.test-data', { recursive: true });
  const dataDir = mkdtempSync(join('.test-data', 'bench-'));
  const ports = { site: await freePort(), overlay: await freePort(), whiteLabel: await freePort(), examples: await freePort() };
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    // VELVET_BENCH_SERVER_STDOUT=1 shows the server's standard output (what --trace-gc prints).
    stdio: ['ignore', process.env.VELVET_BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      VELVET_HOST: '127.0.0.1',
      VELVET_PORT: String(ports.site),
      VELVET_OVERLAY_PORT: String(ports.overlay),
      VELVET_WHITE_LABEL_PORT: String(ports.whiteLabel),
      VELVET_EXAMPLES_PORT: String(ports.examples),
      VELVET_DATA_DIR: dataDir,
      VELVET_SEED: String(BENCH_SEED.seed),
      VELVET_SEED_SCALE: String(BENCH_SEED.scale),
      VELVET_SIMULATOR: 'off',
      // A fresh data dir would start generating the clip library (about a minute of both cores) under the measurement.
      VELVET_MEDIA_GENERATE: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const urls = { site: origin(ports.site), overlay: origin(ports.overlay), whiteLabel: origin(ports.whiteLabel), examples: origin(ports.examples) };
  const close = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(urls.site, child, 180_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, pid: child.pid, close };
}
