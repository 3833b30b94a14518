/**
 * The guest's actor search state kept on the server (migration 026 guest_actor_search): the location the guest last
 * searched from (spec 000 §3 guest session "geoLocation (lat, long, zip, source)") and the filters of each search
 * type's last search (spec 001 §3 "Actor search state per type"; the custom search's filters are the guest's own).
 */
import type { Kysely } from 'kysely';
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

export async function readGuestSearch(db: Kysely<Database>, guestId: string | null): Promise<GuestSearchState> {
  if (guestId === null) return EMPTY;
  const row = await db.selectFrom('guest_actor_search').select(['geo_location', 'searches_by_type']).where('guest_id', '=', guestId).executeTakeFirst();
  if (!row) return EMPTY;
  return { location: parse<GuestLocation | null>(row.geo_location, null), searchesByType: parse(row.searches_by_type, {}) };
}

export async function writeGuestSearch(db: Kysely<Database>, guestId: string, state: GuestSearchState): Promise<void> {
  const values = {
    geo_location: state.location ? JSON.stringify(state.location) : null,
    searches_by_type: JSON.stringify(state.searchesByType),
    updated_at: new Date().toISOString(),
  };
  await db.insertInto('guest_actor_search').values({ guest_id: guestId, ...values })
    .onConflict((oc) => oc.column('guest_id').doUpdateSet(values)).execute();
}

/** The session's geoLocation: the place the guest last searched from (zip '' when it came from the browser). */
export const actorSearchSessionPart: SessionPartProvider = async (guestId, db) => {
  const { location } = await readGuestSearch(db, guestId);
  return { geoLocation: location && { lat: location.lat, long: location.long, zip: location.zip ?? '', source: location.source } };
};
