/**
 * Runs bench/realtime-server.ts as a child process (so the server's memory
 * and CPU are its own, apart from the 10,000 client sockets of the bench) and
 * talks to it over Node's IPC channel.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { BenchCommand, BenchReply } from './realtime-ipc';

export interface ServerProcess {
  pid: number;
  /** Resolves once the server listens (after the port is free: a restarted server waits for its predecessor). */
  ready: Promise<Extract<BenchReply, { type: 'ready' }>>;
  /** Sends a command and resolves with the next reply of `replyType` (rejects after `timeoutMs`). */
  request<T extends BenchReply['type']>(command: BenchCommand, replyType: T, timeoutMs?: number): Promise<Extract<BenchReply, { type: T }>>;
  /** Sends a command that has no reply. */
  post(command: BenchCommand): void;
  /** Every reply of a type, as it comes (the publish stream reports in batches). */
  on<T extends BenchReply['type']>(replyType: T, listener: (reply: Extract<BenchReply, { type: T }>) => void): void;
  /** SIGTERM; resolves with the child's 'closed' reply (or null) once it exited; SIGKILL after `timeoutMs`. */
  stop(timeoutMs: number): Promise<Extract<BenchReply, { type: 'closed' }> | null>;
  /** The child's resident set size from /proc/<pid>/status, in bytes. */
  vmRss(): number;
}

/** A TCP port free right now on 127.0.0.1 (the server listens on it, again after the restart). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('expected a port'))));
    });
  });
}

/** The soft limit on open files of a process, from /proc/<pid>/limits ("self" for this one). */
export function openFilesLimit(pid: number | 'self'): number {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s{2,}/)[1] ?? Number.NaN);
}

/**
 * Starts the server process with `env` and resolves once it is loaded (code,
 * database, routes) and about to listen; `ready` resolves once it listens.
 * Rejects (and kills it) when it is not loaded within `timeoutMs`.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  // VELVET_BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server process there (open it in Chrome DevTools).
  const profile = process.env.VELVET_BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.VELVET_BENCH_CPU_PROF] : [];
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', ...profile, '--import', 'tsx', 'bench/realtime-server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listeners = new Set<(reply: BenchReply) => void>();
  child.on('message', (reply: BenchReply) => listeners.forEach((listener) => listener(reply)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const next = <T extends BenchReply['type']>(replyType: T, ms: number) =>
    new Promise<Extract<BenchReply, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => { listeners.delete(listener); reject(new Error(`expected a "${replyType}" reply from the server process within ${ms} ms`)); }, ms);
      const listener = (reply: BenchReply) => {
        if (reply.type !== replyType) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(reply as Extract<BenchReply, { type: T }>);
      };
      listeners.add(listener);
      void exited.then(() => { clearTimeout(timer); listeners.delete(listener); reject(new Error(`the server process exited while waiting for "${replyType}"`)); });
    });

  const ready = next('ready', timeoutMs + 60_000);
  ready.catch(() => undefined);
  await next('loaded', timeoutMs).catch((error: unknown) => { child.kill('SIGKILL'); throw error; });
  return {
    pid: child.pid!,
    ready,
    request(command, replyType, ms = 30_000) {
      const reply = next(replyType, ms);
      child.send(command);
      return reply;
    },
    post(command) {
      child.send(command);
    },
    on(replyType, listener) {
      listeners.add((reply) => { if (reply.type === replyType) listener(reply as never); });
    },
    async stop(ms) {
      if (child.exitCode !== null) return null;
      const closed = next('closed', ms).catch(() => null);
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), ms);
      await exited;
      clearTimeout(killer);
      return closed;
    },
    vmRss() {
      const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
      return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) * 1024;
    },
  };
}
