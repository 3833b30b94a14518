/**
 * The actor search on the server (issue 15 items 2-3): resolves the guest's location (postcode, browser or the one
 * stored on the guest), keeps each search type's filters on the guest, and runs the pure search
 * (sdk/actor-search/run.ts) over the performers the guest may see, through the 5-minute result cache.
 * What belongs to one request (requestId, the guest's own location) is added after the cache, so no cached answer
 * carries one guest's data to another; the guest's country is part of the key (its bans decide the hits).
 * Everything kept (the catalog read, the location-free part of each search, the answers) belongs to one version of
 * the performer lists (migration 029's counter, moved by every write to performers, their bans, categories,
 * locations and search features): a write starts over from a new read, so no answer is older than the data.
 * Answers are kept as bytes (./answer-body.ts): a cached search sends them without serializing 500 markers again.
 */
import type { Kysely } from 'kysely';
import { createExpiringCache, roundedLocation, searchCacheKey } from '../../sdk/actor-search/cache';
import type { SearchLanguage } from '../../sdk/actor-search/labels';
import { conditionsKey } from '../../sdk/actor-search/conditions';
import type { SearchPerformer } from '../../sdk/actor-search/performer';
import { finishActorSearch, prepareActorSearch, type ActorSearchResult, type PreparedSearch } from '../../sdk/actor-search/run';
import type { LatLong } from '../../sdk/geo/haversine';
import type { ActorSearchSort, ActorSearchType, GuestLocation, MapMarker, MoodValue, SearchConditions } from '../../sdk/actor-search/types';
import type { Clock } from '../../sdk/clock';
import { resolveCurrentCollection, type CurrentCollection } from '../../sdk/collections/rules';
import { buildPath } from '../../sdk/routes';
import { isCategorySlug } from '../../sdk/video-lists/categories';
import type { Database } from '../db/schema';
import { imagePath } from '../images/paths';
import {
  answerBody, answerFrame, hitBytes, markerBytes, spliceableAnswer, type AnswerFrame, type AnswerSerializer, type HitBytes, type HitSerializer, type KeptHit,
  type MarkerBytes, type MarkerSerializer, type SplicedAnswer,
} from './answer-body';
import { readCatalogSnapshot, visibleTo, type CatalogSnapshot } from './candidates';

/**
 * On PostgreSQL a catalog read serves at most this long even when the version did not move: its counter is a
 * sequence, moved before the writing transaction commits, so a read at that moment could see the old rows under the
 * new number (the lists' answer cache bounds its entries the same way, server/lists/answer-cache.ts). On SQLite the
 * counter moves inside the writing transaction, so a read is kept until the version moves.
 */
export const POSTGRES_SNAPSHOT_MS = 10_000;

/** Answers kept (each search by a new location is one: a flood of them must not grow memory without end). */
const ANSWER_ENTRIES = 1_000;

/** Location-free parts of searches kept per catalog read (a few KB each: the facets and the hit list's references). */
const PREPARED_ENTRIES = 500;

/** Answer frames kept per catalog read (a few KB each: the facets; one per prepared search, sort and page asked). */
const FRAME_ENTRIES = 2_000;

export interface ActorSearchQuery {
  requestId: number;
  searchType: ActorSearchType;
  sortType: ActorSearchSort | undefined;
  moodValue: MoodValue;
  conditions: SearchConditions;
  category: string | null;
  location: GuestLocation | null;
  page: number;
  language: SearchLanguage;
  guestCountry: string;
}

export interface ActorSearchService {
  /** The answer as the route sends it: the kept bytes with this request's requestId and location. */
  search(query: ActorSearchQuery, serializers: { answer: AnswerSerializer; marker: MarkerSerializer; hit: HitSerializer }): Promise<Buffer | string>;
  /**
   * What a currentCollection slug names: a category (wins, as before collections existed), a curated collection,
   * null for none, undefined for a slug that is neither (sdk/collections/rules resolveCurrentCollection).
   */
  resolveCollection(slug: string | null | undefined): Promise<CurrentCollection | null | undefined>;
  /** Ends the cache's cleaner (app close). */
  close(): void;
}

/** One read of the catalog and what searches derive from it (all dropped together when the catalog moves on). */
interface Snapshot {
  version: string;
  readAt: number;
  /** Part of every result key: a new read never serves a result of an older one. */
  generation: number;
  catalog: Promise<CatalogSnapshot>;
  visible: Map<string, readonly SearchPerformer[]>;
  prepared: Map<string, PreparedSearch>;
  /** Each performer's profile path, per language, by performer id. */
  links: Map<string, Map<number, string>>;
  /** Each performer's map marker, per language (its link is the language's), by performer id. */
  markerValues: Map<string, Map<number, MapMarker>>;
  /** Each performer's marker as the schema writes it, per language, by performer id. */
  markers: Map<string, Map<number, Buffer>>;
  /** Each performer's hit bytes around the distance (./answer-body.ts hitBytes), per language, by performer id. */
  hits: Map<string, Map<number, HitBytes | null>>;
  /** The bytes around the hits and markers, by prepared search, sort and page (./answer-body.ts answerFrame). */
  frames: Map<string, AnswerFrame | null>;
}

/** The map of a language in a per-language keep, made on first use. */
function inLanguage<V>(kept: Map<string, Map<number, V>>, language: string): Map<number, V> {
  let map = kept.get(language);
  if (!map) kept.set(language, (map = new Map()));
  return map;
}

export interface ActorSearchServiceOptions {
  /** The performer lists' version (migration 029 counter: online state, bans, names, categories, locations...). */
  version: () => Promise<string>;
  /** How long one read serves at most although the version did not move (PostgreSQL: POSTGRES_SNAPSHOT_MS). */
  snapshotMs?: number;
}

export function createActorSearchService(db: Kysely<Database>, clock: Clock, options: ActorSearchServiceOptions): ActorSearchService {
  // An answer is about 61 KB of bytes (500 markers): 1,000 of them are some 60 MB; the oldest go first.
  const cache = createExpiringCache<Promise<SplicedAnswer>>({ clock, maxEntries: ANSWER_ENTRIES });
  cache.start();
  const snapshotMs = options.snapshotMs ?? Number.POSITIVE_INFINITY;
  let generation = 0;
  let snapshot: Snapshot | null = null;
  /** The catalog read of this version: read again when the version moved (or, on PostgreSQL, after snapshotMs). */
  const current = async (): Promise<Snapshot> => {
    const version = await options.version();
    if (snapshot && snapshot.version === version && clock.now() - snapshot.readAt < snapshotMs) return snapshot;
    const catalog = readCatalogSnapshot(db);
    const made: Snapshot = {
      version, readAt: clock.now(), generation: ++generation, catalog, visible: new Map(), prepared: new Map(), links: new Map(), markerValues: new Map(), markers: new Map(), hits: new Map(), frames: new Map(),
    };
    snapshot = made;
    // A failed read is not kept: the next search reads again.
    catalog.catch(() => { if (snapshot === made) snapshot = null; });
    return made;
  };
  return {
    async search(query, { answer: serialize, marker, hit }) {
      const taken = await current();
      // Distances are measured from the rounded location (~100 m), the same for every guest sharing the entry.
      const from = roundedLocation(query.location);
      const key = `${taken.generation}|${searchCacheKey({ ...query, location: from, country: query.guestCountry })}`;
      let answer = cache.get(key);
      if (!answer) {
        // The promise is cached, so 50 equal requests at once compute once; a failure is not kept.
        const markers = inLanguage(taken.markers, query.language);
        const keptMarker: MarkerBytes = (one) => {
          let bytes = markers.get(one.id);
          if (bytes === undefined) markers.set(one.id, (bytes = markerBytes(one, marker)));
          return bytes;
        };
        const hits = inLanguage(taken.hits, query.language);
        const keptHit: KeptHit = (one) => {
          let bytes = hits.get(one.id);
          if (bytes === undefined) hits.set(one.id, (bytes = hitBytes(one, hit)));
          return bytes;
        };
        answer = taken.catalog.then((all) => {
          const { result, preparedKey } = searchIn(taken, all, query, from);
          return spliceableAnswer(result, serialize, { marker: keptMarker, hit: keptHit, frame: frameOf(taken, `${preparedKey}|${result.sortType}|${result.currentPage}`, result, serialize) });
        });
        cache.set(key, answer);
        answer.catch(() => cache.delete(key));
      }
      return answerBody(await answer, query.requestId, query.location, serialize);
    },
    async resolveCollection(slug) {
      if (slug === null || slug === undefined || isCategorySlug(slug)) return resolveCurrentCollection(slug, { isCategory: isCategorySlug, isCollection: () => false });
      const { collections } = await (await current()).catalog;
      return resolveCurrentCollection(slug, { isCategory: isCategorySlug, isCollection: (name) => collections.has(name) });
    },
    close: () => cache.stop(),
  };
}

/** The frame of a prepared search's answers of one sort and page (the same for every location), made once. */
function frameOf(taken: Snapshot, key: string, result: ActorSearchResult, serialize: AnswerSerializer): AnswerFrame | null {
  let frame = taken.frames.get(key);
  if (frame === undefined) {
    if (taken.frames.size >= FRAME_ENTRIES) taken.frames.delete(taken.frames.keys().next().value!);
    taken.frames.set(key, (frame = answerFrame(result, serialize)));
  }
  return frame;
}

/** The search over one catalog read, reusing its location-free part (the same for every location, sort and page). */
function searchIn(taken: Snapshot, all: CatalogSnapshot, query: ActorSearchQuery, from: LatLong | null): { result: ActorSearchResult; preparedKey: string } {
  const country = query.guestCountry;
  let performers = taken.visible.get(country);
  if (!performers) taken.visible.set(country, (performers = visibleTo(all, country)));
  const preparedKey = JSON.stringify([country, query.searchType, query.category, query.moodValue, conditionsKey(query.conditions), query.language]);
  let prepared = taken.prepared.get(preparedKey);
  if (!prepared) {
    // A category slug wins over a collection's (resolveCurrentCollection); only a non-category slug narrows by members.
    const members = query.category !== null && !isCategorySlug(query.category) ? (all.collections.get(query.category) ?? new Set<number>()) : null;
    prepared = prepareActorSearch({ performers, searchType: query.searchType, moodValue: query.moodValue, conditions: query.conditions, category: query.category, members, language: query.language });
    if (taken.prepared.size >= PREPARED_ENTRIES) taken.prepared.delete(taken.prepared.keys().next().value!);
    taken.prepared.set(preparedKey, prepared);
  }
  const links = inLanguage(taken.links, query.language);
  const link = (performer: SearchPerformer) => {
    let path = links.get(performer.id);
    if (path === undefined) links.set(performer.id, (path = buildPath('actorProfile', { actorName: performer.nameLower }, query.language)));
    return path;
  };
  const markers = inLanguage(taken.markerValues, query.language);
  const marker = (performer: SearchPerformer, lat: number, long: number) => {
    let kept = markers.get(performer.id);
    if (kept === undefined) markers.set(performer.id, (kept = { id: performer.id, name: performer.name, lat, long, online: performer.online, link: link(performer) }));
    return kept;
  };
  const result = finishActorSearch(prepared, { sortType: query.sortType, location: from, page: query.page, link, marker, image: (performer) => imagePath('performer', performer.id, 'w320') });
  return { result, preparedKey };
}
