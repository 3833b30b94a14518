/**
 * The global search over one repository API (issue 15 items 1 and 4): candidates from the database
 * (candidates.ts), classified and ranked by sdk/search/rules.ts, the items read for the shown page.
 * Ranked id lists are cached per (index version, kind, country, pattern): `search_version` moves with
 * every document change and every online-state change (migration 021's triggers), so a cached answer
 * is never older than the data it came from; the version itself is one indexed read per request.
 */
import { sql } from 'kysely';
import type { Language } from '../../sdk/config';
import { buildPath } from '../../sdk/routes';
import {
  FUZZY_WHEN_FEWER_THAN,
  SEARCH_RESULTS_MAX,
  compareByRelevance,
  matchTier,
  normalizePattern,
  pickProposals,
  sortHits,
  type SearchHit,
} from '../../sdk/search/rules';
import type { SearchActorItem, SearchOrder, SearchSort, SearchVideoItem } from '../../sdk/search/types';
import type { DatabaseHandle } from '../db/database';
import { avatarImages, imagePath } from '../images/paths';
import { candidateSource, type CandidateRow, type SearchKind } from './candidates';

/** Answers kept per process; a small LRU (Map order) is enough for the patterns people type. */
const CACHE_ENTRIES = 2000;

class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, value);
  }
}

/** Classifies found rows with the pure rule and ranks them by relevance; typo candidates only when exact matches are few. */
async function rankedHits(source: ReturnType<typeof candidateSource>, kind: SearchKind, pattern: string, country: string): Promise<SearchHit[]> {
  const hits = new Map<number, SearchHit>();
  const add = (rows: CandidateRow[]) => {
    for (const row of rows) {
      if (hits.has(Number(row.id))) continue;
      const tier = matchTier(pattern, row);
      if (tier === null) continue;
      const date = String(row.date);
      // Performers keep their rank order; videos the newest first.
      const position = kind === 'actor' ? Number(row.rank) : -Date.parse(date);
      hits.set(Number(row.id), { id: Number(row.id), tier, online: Boolean(Number(row.is_online)), position, title: row.title, date });
    }
  };
  add(await source.exact(kind, pattern, country));
  if (hits.size < FUZZY_WHEN_FEWER_THAN) add(await source.typos(kind, pattern, country));
  return [...hits.values()].sort(compareByRelevance).slice(0, SEARCH_RESULTS_MAX);
}

export interface SearchPage<T> {
  items: T[];
  total: number;
}

export function createSearchService(handle: DatabaseHandle) {
  const { db } = handle;
  const source = candidateSource(handle);
  const hitCache = new Lru<Promise<SearchHit[]>>(CACHE_ENTRIES);
  const proposalCache = new Lru<Promise<string[]>>(CACHE_ENTRIES);

  async function version(): Promise<string> {
    const query = handle.dialect === 'postgres'
      ? sql<{ version: string }>`select last_value::text as version from search_version`
      : sql<{ version: string }>`select version from search_version where id = 1`;
    const { rows } = await query.execute(db);
    return String(rows[0]?.version ?? '0');
  }

  /** The ranked hits of a kind, from the cache when the index has not moved since. */
  async function hits(kind: SearchKind, raw: string, country: string): Promise<SearchHit[]> {
    const pattern = normalizePattern(raw).toLowerCase();
    const key = `${await version()}|${kind}|${country}|${pattern}`;
    let cached = hitCache.get(key);
    if (!cached) {
      cached = rankedHits(source, kind, pattern, country);
      hitCache.set(key, cached);
      // A failed query is not remembered: the next request asks the database again.
      cached.catch(() => hitCache.delete(key));
    }
    return cached;
  }

  async function actorItems(ids: readonly number[], language: Language): Promise<SearchActorItem[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('performers').select(['id', 'name', 'is_online', 'features']).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const features = JSON.parse(row.features) as { mobileVideocall?: boolean };
      // The w320 avatar is square (server/images/paths.ts heightOf).
      return [{ id, name: row.name, image: avatarImages(id).w320, aspect: 1, link: buildPath('actorProfile', { actorName: row.name }, language), online: row.is_online === 1, mobileVideoCall: features.mobileVideocall === true }];
    });
  }

  async function videoItems(ids: readonly number[], language: Language): Promise<SearchVideoItem[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('videos')
      .innerJoin('performers', 'performers.id', 'videos.performer_id')
      .select(['videos.id', 'videos.title', 'videos.duration', 'performers.name'])
      .where('videos.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [{ id, title: row.title, image: imagePath('video', id, 'w320'), link: buildPath('actorVideo', { actorName: row.name, videoId: id }, language), durationSeconds: row.duration, actorName: row.name }];
    });
  }

  return {
    hits,
    version,
    /** One page of actors for a pattern (relevance unless asked otherwise) and how many there are. */
    async actors(pattern: string, country: string, language: Language, from: number, take: number, sort: SearchSort = 'relevance', order?: SearchOrder): Promise<SearchPage<SearchActorItem>> {
      const all = sortHits(await hits('actor', pattern, country), sort, order);
      return { items: await actorItems(all.slice(from, from + take).map((hit) => hit.id), language), total: all.length };
    },
    /** One page of videos for a pattern and how many there are. */
    async videos(pattern: string, country: string, language: Language, from: number, take: number, sort: SearchSort = 'relevance', order?: SearchOrder): Promise<SearchPage<SearchVideoItem>> {
      const all = sortHits(await hits('video', pattern, country), sort, order);
      return { items: await videoItems(all.slice(from, from + take).map((hit) => hit.id), language), total: all.length };
    },
    /** Up to 5 completions from performer names, tags and categories (sdk/search/rules.ts pickProposals). */
    async proposals(raw: string, country: string): Promise<string[]> {
      const pattern = normalizePattern(raw).toLowerCase();
      if (pattern.length === 0) return [];
      const key = `${await version()}|${country}|${pattern}`;
      let cached = proposalCache.get(key);
      if (!cached) {
        cached = readProposals(pattern, country);
        proposalCache.set(key, cached);
        cached.catch(() => proposalCache.delete(key));
      }
      return cached;
    },
  };

  async function readProposals(pattern: string, country: string): Promise<string[]> {
    const like = `%${pattern.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const names = await db
      .selectFrom('performers')
      .select('name')
      .where(sql<boolean>`name_lower like ${like} escape '\\'`)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('performer_banned_countries as b').select('b.performer_id').whereRef('b.performer_id', '=', 'performers.id').where('b.country_code', '=', country))))
      .orderBy('rank')
      .limit(50)
      .execute();
    const words = await sql<{ word: string }>`select distinct category as word from performer_categories where lower(category) like ${like} escape '\\'
      union select distinct tag as word from performer_tags where lower(tag) like ${like} escape '\\'
      limit 50`.execute(db);
    return pickProposals(pattern, [...words.rows.map((row) => row.word), ...names.map((row) => row.name)]);
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
