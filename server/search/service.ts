/**
 * The global search over one repository API (issue 15 items 1 and 4): each word's documents from the database's
 * full-text index (candidates.ts), kept per documents version (word-store.ts), intersected and ranked by
 * sdk/search/postings.ts; the result items built from the kept documents.
 * Ranked id lists, pages and global answers are cached per (index version, kind, country, pattern...):
 * the version is the documents' and the online states' counters (migration 021's triggers move them), so
 * a cached answer is not older than the data it came from (within CACHE_TTL_MS on PostgreSQL); reading
 * the version is one small query per request.
 */
import { sql } from 'kysely';
import type { Language } from '../../sdk/config';
import { buildPath } from '../../sdk/routes';
import { FUZZY_WHEN_FEWER_THAN, isSearchablePattern, normalizePattern, pickProposals, prepareProposals, queryWords, type ProposalIndex, sortHits, type SearchHit } from '../../sdk/search/rules';
import { exactHits, withTypoHits, type SearchDoc } from '../../sdk/search/postings';
import type { SearchActorItem, SearchOrder, SearchSort, SearchVideoItem } from '../../sdk/search/types';
import type { DatabaseHandle } from '../db/database';
import { avatarImages, imagePath } from '../images/paths';
import { candidateSource, type SearchKind } from './candidates';
import { createWordStore, type WordStore } from './word-store';

/** Pages and answers kept per process; a small LRU (Map order) is enough for the patterns people type. */
const CACHE_ENTRIES = 3000;
/** Ranked hit lists kept: each up to SEARCH_RESULTS_MAX hits, so at most some 30 MB. */
const HIT_LISTS_KEPT = 300;
/** Proposal candidate lists kept (one per documents version and country asked). */
const PROPOSAL_LISTS_KEPT = 50;
/**
 * An answer is kept at most this long even when no version moved: PostgreSQL's sequences move before the
 * write commits, so an answer read in between could hold the older documents; this bounds how long.
 */
const CACHE_TTL_MS = 10_000;

class Lru<V> {
  private readonly map = new Map<string, { value: V; at: number }>();
  constructor(private readonly max: number, private readonly ttlMs: number) {}
  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    this.map.delete(key);
    if (Date.now() - entry.at > this.ttlMs) return undefined;
    this.map.set(key, entry);
    return entry.value;
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, { value, at: Date.now() });
  }
}

/** What the answers depend on: the documents (every document change) and the online states (every change of one). */
interface IndexVersion {
  documents: string;
  online: string;
}

/**
 * The ranked hits of a pattern: the documents of its words intersected and ranked (sdk/search/postings.ts), then
 * typo candidates when the exact hits are few. Database work only for words no earlier pattern had.
 */
async function rankedHits(store: WordStore, kind: SearchKind, pattern: string, country: string, version: IndexVersion): Promise<SearchHit[]> {
  const words = queryWords(pattern);
  if (words.length === 0) return [];
  const [postings, banned, online] = await Promise.all([
    Promise.all(words.map((word) => store.word(kind, word, version.documents))),
    store.banned(country, version.documents),
    store.online(version.online),
  ]);
  const visibility = { visible: (doc: SearchDoc) => !banned.has(doc.performerId), online: (doc: SearchDoc) => online.has(doc.performerId) };
  const exact = exactHits(pattern, postings, visibility);
  if (exact.length >= FUZZY_WHEN_FEWER_THAN) return exact;
  return withTypoHits(pattern, exact, await Promise.all(words.map((word) => store.typos(kind, word, version.documents))), visibility);
}
export interface SearchPage<T> {
  items: T[];
  total: number;
}

export function createSearchService(handle: DatabaseHandle) {
  const { db } = handle;
  const store = createWordStore(handle, candidateSource(handle));
  // Every cached value is a promise, so concurrent requests for one key share one computation. Ranked
  // hit lists (up to 1,000 hits, ~100 KB) get a smaller cache than pages and answers (a few KB each).
  const hitCache = new Lru<Promise<unknown>>(HIT_LISTS_KEPT, CACHE_TTL_MS);
  const answerCache = new Lru<Promise<unknown>>(CACHE_ENTRIES, CACHE_TTL_MS);
  // Proposal candidates hold nothing outside the documents version (names, categories, tags, bans): on SQLite, whose
  // version moves inside the writing transaction, they are kept until it moves, not read again (some 4,000 rows and
  // a trigram index, several ms with every request waiting) every CACHE_TTL_MS. Answers keep the TTL everywhere:
  // they show video-call features, which move no version.
  const proposalCache = new Lru<Promise<unknown>>(PROPOSAL_LISTS_KEPT, handle.dialect === 'postgres' ? CACHE_TTL_MS : Number.POSITIVE_INFINITY);
  function cached<T>(key: string, compute: () => Promise<T>, cache = answerCache): Promise<T> {
    let value = cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = compute();
      cache.set(key, value);
      // A failed query is not remembered: the next request asks the database again.
      value.catch(() => cache.delete(key));
    }
    return value;
  }

  async function version(): Promise<IndexVersion> {
    // A sequence reads last_value 1 both before and after its first nextval: is_called tells them apart.
    const query = handle.dialect === 'postgres'
      ? sql<{ documents: string; online: string }>`select (select case when is_called then last_value else 0 end::text from search_version) as documents, (select case when is_called then last_value else 0 end::text from search_online_version) as online`
      : sql<{ documents: string; online: string }>`select (select version from search_version where id = 1) as documents, (select version from search_version where id = 2) as online`;
    const { rows } = await query.execute(db);
    return { documents: String(rows[0]?.documents ?? '0'), online: String(rows[0]?.online ?? '0') };
  }
  const versionKey = (version: IndexVersion) => `${version.documents}.${version.online}`;

  /** The ranked hits of a kind, from the cache when the index has not moved since. */
  function hits(kind: SearchKind, pattern: string, country: string, version: IndexVersion): Promise<SearchHit[]> {
    return cached(`hits|${versionKey(version)}|${kind}|${country}|${pattern}`, () => rankedHits(store, kind, pattern, country, version), hitCache);
  }

  /** Actor items from the kept documents, the online states and the video-call features. */
  async function actorItems(ids: readonly number[], language: Language, version: IndexVersion): Promise<SearchActorItem[]> {
    const [docs, online, mobileVideoCalls] = await Promise.all([store.documents('actor', ids, version.documents), store.online(version.online), store.mobileVideoCalls()]);
    // The w320 avatar is square (server/images/paths.ts heightOf).
    return docs.map((doc) => ({
      id: doc.id,
      name: doc.title,
      image: avatarImages(doc.id).w320,
      aspect: 1,
      link: buildPath('actorProfile', { actorName: doc.title }, language),
      online: online.has(doc.id),
      mobileVideoCall: mobileVideoCalls.get(doc.id) === true,
    }));
  }

  /** Video items from the kept documents (title, duration and performer name move the documents version). */
  async function videoItems(ids: readonly number[], language: Language, version: IndexVersion): Promise<SearchVideoItem[]> {
    return (await store.documents('video', ids, version.documents)).map((doc) => ({
      id: doc.id,
      title: doc.title,
      image: imagePath('video', doc.id, 'w320'),
      link: buildPath('actorVideo', { actorName: doc.performerName, videoId: doc.id }, language),
      durationSeconds: doc.duration ?? 0,
      actorName: doc.performerName,
    }));
  }

  /** One page of a kind for a pattern (relevance unless asked otherwise) and how many there are. */
  async function page<T>(kind: SearchKind, raw: string, country: string, language: Language, from: number, take: number, sort: SearchSort, order: SearchOrder | undefined, version: IndexVersion): Promise<SearchPage<T>> {
    const pattern = normalizePattern(raw).toLowerCase();
    return cached(`page|${versionKey(version)}|${kind}|${country}|${language}|${pattern}|${sort}|${order ?? ''}|${from}|${take}`, async () => {
      const all = sortHits(await hits(kind, pattern, country, version), sort, order);
      const ids = all.slice(from, from + take).map((hit) => hit.id);
      const items = kind === 'actor' ? await actorItems(ids, language, version) : await videoItems(ids, language, version);
      return { items: items as T[], total: all.length };
    });
  }

  return {
    version,
    /** One page of actors for a pattern and how many there are. */
    async actors(pattern: string, country: string, language: Language, from: number, take: number, sort: SearchSort = 'relevance', order?: SearchOrder): Promise<SearchPage<SearchActorItem>> {
      return page<SearchActorItem>('actor', pattern, country, language, from, take, sort, order, await version());
    },
    /** One page of videos for a pattern and how many there are. */
    async videos(pattern: string, country: string, language: Language, from: number, take: number, sort: SearchSort = 'relevance', order?: SearchOrder): Promise<SearchPage<SearchVideoItem>> {
      return page<SearchVideoItem>('video', pattern, country, language, from, take, sort, order, await version());
    },
    /**
     * The global search's parts: proposals always; the first `groupItems` of actors and videos only for a
     * searchable pattern (spec 001 §9 "a shorter pattern triggers no per-type search"). One version read.
     */
    async global(raw: string, country: string, language: Language, groupItems: number): Promise<{ proposals: string[]; actors: SearchPage<SearchActorItem> | null; videos: SearchPage<SearchVideoItem> | null }> {
      const pattern = normalizePattern(raw).toLowerCase();
      const current = await version();
      return cached(`global|${versionKey(current)}|${country}|${language}|${pattern}|${groupItems}`, async () => {
        const proposals = pattern.length === 0 ? [] : pickProposals(pattern, await proposalCandidates(country, current.documents));
        if (!isSearchablePattern(pattern)) return { proposals, actors: null, videos: null };
        const [actors, videos] = await Promise.all([
          page<SearchActorItem>('actor', pattern, country, language, 0, groupItems, 'relevance', undefined, current),
          page<SearchVideoItem>('video', pattern, country, language, 0, groupItems, 'relevance', undefined, current),
        ]);
        return { proposals, actors, videos };
      });
    },
  };

  /**
   * What proposals are picked from: the categories and tags, then the performer names not banned in the
   * country (spec 000 §6), read once per documents version and country (a few thousand short strings).
   */
  function proposalCandidates(country: string, documents: string): Promise<ProposalIndex> {
    return cached(`${documents}|${country}`, async () => {
      const words = await sql<{ word: string }>`select category as word from performer_categories union select tag as word from performer_tags`.execute(db);
      const names = await db
        .selectFrom('performers')
        .select('name')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('performer_banned_countries as b').select('b.performer_id').whereRef('b.performer_id', '=', 'performers.id').where('b.country_code', '=', country))))
        .orderBy('rank')
        .execute();
      return prepareProposals([...words.rows.map((row) => row.word), ...names.map((row) => row.name)]);
    }, proposalCache);
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
