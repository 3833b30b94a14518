/**
 * Issue 15 item 9: "Lists read fast ... through response schemas (fast serialization), caching that is
 * invalidated when the data changes (online state, prices, purchases), and ETags, without ever serving one
 * guest's restrictions or purchases to another."
 *
 * The guest-independent answers of the list routes (a tile grid page, a performer profile) are kept here
 * already serialized, with their ETag, per (lists' version, key). The version is migration 029's counter,
 * moved by every write to the tables those answers are read from, so a kept answer is never older than the
 * data. On PostgreSQL the versions are kept in memory, moved by NOTIFY at each write's commit and by this process's
 * own writes (postgres-versions.ts); while no connection listens, the sequences are read, and as a sequence moves
 * before the write commits, a kept answer lives at most POSTGRES_TTL_MS there.
 * On SQLite (and on PostgreSQL while nobody listens) reading the versions is one small query, shared by the
 * requests that arrive while it runs (batched-read.ts).
 * A key must hold everything the answer depends on besides the data (the route, the guest's country, the query,
 * the viewer's facts); answers that depend on one guest (their purchases) are never put here: the routes build
 * those per request (list-routes.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { batchedRead } from './batched-read';
import { postgresVersions } from './postgres-versions';

/** Answers kept per process (a few KB each: some 30 MB at most). */
const ENTRIES = 2000;
/** Whole ordered id lists kept (up to the catalog's size each, some 400 KB at 50,000 videos: 40 MB at most). */
const LISTS = 100;
/**
 * Values answers are made from (a filter's total per country: a number each) kept apart from the answers, so a flood
 * of distinct pages never pushes out a total that every one of them needs (its count is some 40 ms at 50,000 videos).
 */
const VALUES = 500;
/**
 * On PostgreSQL an answer is kept at most this long even when the version did not move (see above). SQLite's counter
 * moves inside the writing transaction, so there an answer is kept until the version moves.
 */
const POSTGRES_TTL_MS = 10_000;

/** An answer ready to send: its JSON text, its ETag (from the text, so two different answers never share one) and the value it was made from. */
export interface ReadyAnswer<T> {
  body: string;
  etag: string;
  value: T;
}

/** A strong ETag of a body: a hash of its bytes. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The route's response schema serializer for 200 (fast-json-stringify of the route's TypeBox schema): a JSON string. */
export function routeSerializer(reply: FastifyReply): (value: unknown) => string {
  return (value) => reply.serialize(value) as string;
}

/** A ready answer of a value serialized by `serialize` (the route's response schema serializer). */
export function readyAnswer<T>(value: T, serialize: (value: T) => string): ReadyAnswer<T> {
  const body = serialize(value);
  return { body, etag: etagOf(body), value };
}

export interface ListAnswers {
  /** The version now of the performer lists (grid, profile) or of the video lists (one small query; migration 029). */
  version(lists: 'performers' | 'videos'): Promise<string>;
  /** The answer kept under (version, key), or the one `build` makes (kept unless it fails); concurrent misses share one build. */
  get<T>(version: string, key: string, build: () => Promise<ReadyAnswer<T>>): Promise<ReadyAnswer<T>>;
  /** The same for any value a list answer is made from (a list's total, shared by all its pages and orders), kept apart from the answers. */
  remember<T>(version: string, key: string, build: () => Promise<T>): Promise<T>;
  /** The same for a whole ordered id list (kept in a smaller store: each may hold the whole catalog's ids). */
  rememberList(version: string, key: string, build: () => Promise<number[]>): Promise<number[]>;
}

type Store = Map<string, { answer: Promise<unknown>; at: number }>;

/** The value kept in `entries` under `fullKey`, or the one `build` makes; the store holds at most `max` (least recently used go first). */
function remembered<T>(entries: Store, max: number, ttlMs: number, fullKey: string, build: () => Promise<T>): Promise<T> {
  const entry = entries.get(fullKey);
  if (entry && Date.now() - entry.at <= ttlMs) {
    // Map order is the LRU order: a hit moves to the end.
    entries.delete(fullKey);
    entries.set(fullKey, entry);
    return entry.answer as Promise<T>;
  }
  const answer = build();
  entries.delete(fullKey);
  if (entries.size >= max) entries.delete(entries.keys().next().value!);
  entries.set(fullKey, { answer, at: Date.now() });
  // A failed build is not remembered: the next request asks the database again.
  answer.catch(() => {
    if (entries.get(fullKey)?.answer === answer) entries.delete(fullKey);
  });
  return answer;
}

export function createListAnswers(handle: DatabaseHandle, options: { entries?: number; ttlMs?: number; onError?: (error: unknown) => void } = {}): ListAnswers {
  const max = options.entries ?? ENTRIES;
  const ttlMs = options.ttlMs ?? (handle.dialect === 'postgres' ? POSTGRES_TTL_MS : Number.POSITIVE_INFINITY);
  const entries: Store = new Map();
  const values: Store = new Map();
  const lists: Store = new Map();
  // Both counters in one read, shared by the requests that arrive while one runs (batched-read.ts: never a read that
  // began before the request): under load one round trip per burst instead of one per request.
  const versionsQuery =
    handle.dialect === 'postgres'
      ? // A sequence nobody moved yet reads last_value 1 with is_called false, the same as after its first nextval.
        sql<{ performers: string; videos: string }>`select
          (select case when is_called then last_value::text else '0' end from list_version) as performers,
          (select case when is_called then last_value::text else '0' end from list_videos_version) as videos`
      : sql<{ performers: string; videos: string }>`select
          (select version from list_version where id = 1) as performers,
          (select version from list_version where id = 2) as videos`;
  const readVersions = batchedRead(async () => (await versionsQuery.execute(handle.db)).rows[0]);
  // PostgreSQL: kept in memory, moved by NOTIFY and this process's writes (postgres-versions.ts), read as above while
  // no connection listens.
  const versions =
    handle.dialect === 'postgres' && handle.connectClient
      ? postgresVersions(handle, readVersions, options.onError)
      : {
          async version(lists: 'performers' | 'videos') {
            // The lists' name is part of the version, so a key never meets the other counter's number.
            return `${lists}.${String((await readVersions())?.[lists] ?? '0')}`;
          },
        };
  return {
    version: (lists) => versions.version(lists),
    get<T>(version: string, key: string, build: () => Promise<ReadyAnswer<T>>): Promise<ReadyAnswer<T>> {
      return remembered(entries, max, ttlMs, `${version}|answer|${key}`, build);
    },
    remember<T>(version: string, key: string, build: () => Promise<T>): Promise<T> {
      return remembered(values, VALUES, ttlMs, `${version}|${key}`, build);
    },
    rememberList(version: string, key: string, build: () => Promise<number[]>): Promise<number[]> {
      return remembered(lists, LISTS, ttlMs, `${version}|${key}`, build);
    },
  };
}
