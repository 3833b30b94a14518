/**
 * The guest's actor search state kept on the server (migration 026 guest_actor_search): the location the guest last
 * searched from (spec 000 §3 guest session "geoLocation (lat, long, zip, source)") and the filters of each search
 * type's last search (spec 001 §3 "Actor search state per type"; the custom search's filters are the guest's own).
 */
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { ActorSearchType, GuestLocation, SearchConditions } from '../../sdk/actor-search/types';
import type { Database } from '../db/schema';
import type { SessionPartProvider } from '../guests/session-parts';

/** What a search type's last search chose: its filters and its category (currentCollection). */
export interface StoredSearch { conditions: SearchConditions; category: string | null }

export interface GuestSearchState {
  location: GuestLocation | null;
  searchesByType: Partial<Record<ActorSearchType, StoredSearch>>;
}

const EMPTY: GuestSearchState = { location: null, searchesByType: {} };

function parse<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The read of every location search, compiled once per database. */
const readQuery = compiledOnce<[guestId: string]>(1, (db, guestId) => db.selectFrom('guest_actor_search').select(['geo_location', 'searches_by_type']).where('guest_id', '=', guestId));

export async function readGuestSearch(db: Kysely<Database>, guestId: string | null): Promise<GuestSearchState> {
  if (guestId === null) return EMPTY;
  const [row] = (await db.executeQuery<{ geo_location: string | null; searches_by_type: string | null }>(readQuery(db, guestId))).rows;
  if (!row) return EMPTY;
  return { location: parse<GuestLocation | null>(row.geo_location, null), searchesByType: parse(row.searches_by_type, {}) };
}

type Row = { guest_id: string; geo_location: string | null; searches_by_type: string; updated_at: string };

const rowOf = (guestId: string, state: GuestSearchState): Row => ({
  guest_id: guestId,
  geo_location: state.location ? JSON.stringify(state.location) : null,
  searches_by_type: JSON.stringify(state.searchesByType),
  updated_at: new Date().toISOString(),
});

/** One statement for many guests (SQLite and PostgreSQL both take excluded.* in an upsert); each guest at most once. */
async function upsert(db: Kysely<Database>, rows: readonly Row[]): Promise<void> {
  await db.insertInto('guest_actor_search').values([...rows])
    .onConflict((oc) => oc.column('guest_id').doUpdateSet((eb) => ({
      geo_location: eb.ref('excluded.geo_location'),
      searches_by_type: eb.ref('excluded.searches_by_type'),
      updated_at: eb.ref('excluded.updated_at'),
    }))).execute();
}

/** Rows per statement of a batch (a statement's text, kept prepared, is one per row count up to this). */
const BATCH_ROWS = 50;

export interface GuestSearchWriter {
  /** Stores the state; resolves once it is committed (the answer is sent after, so the guest's next request reads it). */
  write(guestId: string, state: GuestSearchState): Promise<void>;
}

/**
 * The location searches' writes put together (issue 15 bench/search "actors, uncached": every search by a new
 * location stores it, spec 000 §3 geoLocation): the writes asked during one turn of the event loop go out as one
 * statement after it, one commit instead of one per search. A guest written twice in a batch keeps the later state
 * (as two statements in that order would). Every write waits for its batch, so nothing is answered before it is stored.
 */
export function createGuestSearchWriter(db: Kysely<Database>): GuestSearchWriter {
  let pending: Map<string, Row> | null = null;
  let committed: Promise<void> = Promise.resolve();
  const flush = async (batch: Map<string, Row>) => {
    const rows = [...batch.values()];
    for (let at = 0; at < rows.length; at += BATCH_ROWS) await upsert(db, rows.slice(at, at + BATCH_ROWS));
  };
  return {
    write(guestId, state) {
      if (pending === null) {
        const batch = new Map<string, Row>();
        pending = batch;
        // After the batch before it (a guest's later state never commits first), and after this turn's writes.
        committed = committed.catch(() => undefined).then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => {
          // Writes asked from now on form the next batch.
          pending = null;
          return flush(batch);
        });
      }
      pending.delete(guestId);
      pending.set(guestId, rowOf(guestId, state));
      return committed;
    },
  };
}

/** The session's geoLocation: the place the guest last searched from (zip '' when it came from the browser). */
export const actorSearchSessionPart: SessionPartProvider = async (guestId, db) => {
  const { location } = await readGuestSearch(db, guestId);
  return { geoLocation: location && { lat: location.lat, long: location.long, zip: location.zip ?? '', source: location.source } };
};
