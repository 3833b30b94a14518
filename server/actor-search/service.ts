/**
 * The actor search on the server (issue 15 items 2-3): resolves the guest's location (postcode, browser or the one
 * stored on the guest), keeps each search type's filters on the guest, and runs the pure search
 * (sdk/actor-search/run.ts) over the performers the guest may see, through the 5-minute result cache.
 * What belongs to one request (requestId, the guest's own location) is added after the cache, so no cached answer
 * carries one guest's data to another; the guest's country is part of the key (its bans decide the hits).
 */
import type { Kysely } from 'kysely';
import { createExpiringCache, roundedLocation, searchCacheKey } from '../../sdk/actor-search/cache';
import type { SearchLanguage } from '../../sdk/actor-search/labels';
import { runActorSearch, type ActorSearchResult } from '../../sdk/actor-search/run';
import type { ActorSearchAnswer, ActorSearchSort, ActorSearchType, GuestLocation, MoodValue, SearchConditions } from '../../sdk/actor-search/types';
import type { Clock } from '../../sdk/clock';
import { resolveCurrentCollection, type CurrentCollection } from '../../sdk/collections/rules';
import { buildPath } from '../../sdk/routes';
import { isCategorySlug } from '../../sdk/video-lists/categories';
import type { Database } from '../db/schema';
import { avatarImages } from '../images/paths';
import { readCatalogSnapshot, visibleTo, type CatalogSnapshot } from './candidates';

/**
 * How long one read of the catalog serves searches. Far inside the result cache's 5 minutes (spec 001 §9), which
 * already lets an answer's online states age that long; short enough that a new uncached search sees fresh ones.
 */
export const SNAPSHOT_MS = 10_000;

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
  search(query: ActorSearchQuery): Promise<ActorSearchAnswer>;
  /**
   * What a currentCollection slug names: a category (wins, as before collections existed), a curated collection,
   * null for none, undefined for a slug that is neither (sdk/collections/rules resolveCurrentCollection).
   */
  resolveCollection(slug: string | null | undefined): Promise<CurrentCollection | null | undefined>;
  /** Ends the cache's cleaner (app close). */
  close(): void;
}

export function createActorSearchService(db: Kysely<Database>, clock: Clock): ActorSearchService {
  const cache = createExpiringCache<Promise<ActorSearchResult>>({ clock });
  cache.start();
  let snapshot: { promise: Promise<CatalogSnapshot>; readAt: number } | null = null;
  const catalog = () => {
    if (!snapshot || clock.now() - snapshot.readAt >= SNAPSHOT_MS) {
      const promise = readCatalogSnapshot(db);
      snapshot = { promise, readAt: clock.now() };
      // A failed read is not kept: the next search reads again.
      promise.catch(() => { if (snapshot?.promise === promise) snapshot = null; });
    }
    return snapshot.promise;
  };
  return {
    async search(query) {
      // Distances are measured from the rounded location (~100 m), the same for every guest sharing the entry.
      const from = roundedLocation(query.location);
      const key = searchCacheKey({ ...query, location: from, country: query.guestCountry });
      let result = cache.get(key);
      if (!result) {
        // The promise is cached, so 50 equal requests at once read the catalog once; a failure is not kept.
        result = catalog().then((all) => runActorSearch({
          performers: visibleTo(all, query.guestCountry),
          searchType: query.searchType,
          sortType: query.sortType,
          moodValue: query.moodValue,
          conditions: query.conditions,
          category: query.category,
          // A category slug wins over a collection's (resolveCurrentCollection); only a non-category slug narrows by members.
          members: query.category !== null && !isCategorySlug(query.category) ? (all.collections.get(query.category) ?? new Set<number>()) : null,
          location: from,
          page: query.page,
          language: query.language,
          link: (performer) => buildPath('actorProfile', { actorName: performer.nameLower }, query.language),
          image: (performer) => avatarImages(performer.id).w320,
        }));
        cache.set(key, result);
        result.catch(() => cache.delete(key));
      }
      return { ...(await result), requestId: query.requestId, location: query.location };
    },
    async resolveCollection(slug) {
      if (slug === null || slug === undefined || isCategorySlug(slug)) return resolveCurrentCollection(slug, { isCategory: isCategorySlug, isCollection: () => false });
      const { collections } = await catalog();
      return resolveCurrentCollection(slug, { isCategory: isCategorySlug, isCollection: (name) => collections.has(name) });
    },
    close: () => cache.stop(),
  };
}
