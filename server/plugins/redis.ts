/**
 * The process's Redis clients, one per purpose: the realtime hub's commands
 * (event log, cids, publishing), its pub/sub subscription (a subscribed
 * connection can do nothing else), and the rate limits. Made once by the
 * platform for all four apps and closed by it after the hub; without
 * REDIS_URL there are none and everything stays in memory.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { APPEND_COMMAND } from '../realtime/event-log';

export interface RedisClients {
  /** Ends each client's connection name (`velvet-<purpose>-<label>` in CLIENT LIST): tells this process's clients apart. */
  label: string;
  realtime: Redis;
  realtimeSubscriber: Redis;
  rateLimits: Redis;
  /** Quits the command clients (their last commands are answered first) and drops the subscription. */
  close(): Promise<void>;
}

/** Connects the three clients to `url`; connection errors are logged, commands retry a few times. */
export function createRedisClients(url: string, log: Logger): RedisClients {
  // Auto-pipelining sends the commands of one tick in one write: a restart's 10,000 requestSessions
  // each read their seq, and one loopback write per command was a fifth of the new server's time.
  // Not for a fan-out's appends: Redis answers a pipeline read in one go only after running all of
  // it, which held the first delivery back by 70-100 ms; sent one by one, the first answer comes at once.
  const label = randomBytes(4).toString('hex');
  const name = (purpose: string) => `velvet-${purpose}-${label}`;
  const realtime = new Redis(url, { connectionName: name('realtime'), maxRetriesPerRequest: 3, enableAutoPipelining: true, autoPipeliningIgnoredCommands: [APPEND_COMMAND] });
  const realtimeSubscriber = realtime.duplicate({ connectionName: name('realtime-subscriber'), enableAutoPipelining: false });
  const rateLimits = new Redis(url, { connectionName: name('rate-limits'), maxRetriesPerRequest: 1 });
  const clients = { realtime, realtimeSubscriber, rateLimits };
  for (const [purpose, client] of Object.entries(clients)) client.on('error', (error) => log.warn({ err: error }, `redis (${purpose})`));
  return {
    label,
    ...clients,
    async close() {
      realtimeSubscriber.disconnect();
      await Promise.all([realtime, rateLimits].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
