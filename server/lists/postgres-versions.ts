/**
 * The lists' versions on PostgreSQL kept in memory (issue 15 item 9: reading the two sequences over the network for
 * every request cost a round trip each, and the shared database's latency was the lists' p99).
 *
 * How a kept answer stays current:
 * - Other processes' writes: migration 033's triggers NOTIFY on commit; one connection of this process LISTENs, and
 *   each notification for our schema moves that counter here. The notification comes after the commit, so an
 *   answer built from before a write is kept under a version that is already old when the write's data is visible
 *   to others only for the moment the notification travels (instead of up to the cache's TTL with the sequence,
 *   which moves before the commit).
 * - This process's writes: every statement that writes to a watched table moves the counters as soon as it returns
 *   (server/db/list-writes.ts), so a request after a write (a test, the guest who changed a price) never gets an
 *   answer from before it; the notification at commit moves them once more, past any answer built meanwhile.
 * - No listening connection (at start, after it was lost): the sequences are read per request as before
 *   (`fallback`, batched). A new connection starts a new generation, so nothing kept before it is used after it
 *   (notifications sent while nobody listened are lost).
 */
import type pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import type { ListCounter } from '../db/list-writes';
import { LIST_VERSION_CHANNEL } from '../db/migrations/033_list_version_notify';

type Versions = Record<ListCounter, string>;

export interface VersionSource {
  version(lists: ListCounter): Promise<string>;
  /** Settles when the first LISTEN is in place (tests wait for it; requests before it read the sequences). */
  ready: Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * The `onError` the server gives postgresVersions (server/context.ts): a lost or refused LISTEN connection is logged
 * as a warning, not thrown. Lists keep answering meanwhile (the sequences are read per request) and it reconnects.
 */
export function logListenFailure(log: { warn(message: string): void }): (error: unknown) => void {
  return (error) => log.warn(`lists: the PostgreSQL LISTEN connection failed (${error instanceof Error ? error.message : String(error)}); the lists read their versions per request and it reconnects in ${RECONNECT_MS} ms`);
}

export function postgresVersions(handle: DatabaseHandle, fallback: () => Promise<Versions | undefined>, onError: (error: unknown) => void = () => undefined): VersionSource {
  const counts: Record<ListCounter, number> = { performers: 0, videos: 0 };
  let generation = 0;
  let listening = false;
  let stopped = false;
  let becameReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    becameReady = resolve;
  });
  const move = (counters: readonly ListCounter[]) => {
    for (const counter of counters) counts[counter]++;
  };
  handle.listWrites?.subscribe(move);

  const lost = (client: pg.Client) => {
    if (!listening) return;
    listening = false;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (!stopped) setTimeout(listen, RECONNECT_MS).unref();
  };

  async function listen(): Promise<void> {
    if (!handle.connectClient || stopped) return;
    let client: pg.Client;
    try {
      client = await handle.connectClient();
    } catch (error) {
      // The handle was closed (the process ends): stop trying.
      if (error instanceof Error && error.message === 'the database is closed') {
        stopped = true;
        return;
      }
      onError(error);
      setTimeout(listen, RECONNECT_MS).unref();
      return;
    }
    // Listening must not keep a process alive that is done otherwise (a script that never closes the database).
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    client.on('error', (error) => {
      onError(error);
      lost(client);
    });
    client.once('end', () => lost(client));
    try {
      const schema = (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
      client.on('notification', (message) => {
        if (message.channel !== LIST_VERSION_CHANNEL) return;
        const [from, counter] = (message.payload ?? '').split(':');
        if (from === schema && (counter === 'performers' || counter === 'videos')) counts[counter]++;
      });
      await client.query(`listen ${LIST_VERSION_CHANNEL}`);
      generation++;
      listening = true;
      becameReady();
    } catch (error) {
      onError(error);
      client.end().catch(() => undefined);
      if (!stopped) setTimeout(listen, RECONNECT_MS).unref();
    }
  }
  void listen();

  return {
    ready,
    async version(lists) {
      if (listening) return `${lists}.n${generation}.${counts[lists]}`;
      const versions = await fallback();
      // The lists' name is part of the version, so a key never meets the other counter's number.
      return `${lists}.s${String(versions?.[lists] ?? '0')}`;
    },
  };
}
