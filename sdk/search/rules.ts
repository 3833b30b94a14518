/**
 * The global search's rules as pure functions (issue 15 items 1 and 4): what counts as a searchable
 * pattern, how a document matches, the ranking, the proposals and the guest's last searches.
 * The server finds candidates in the database (server/search/) and ranks them here, on both databases alike.
 */
import { LAST_SEARCHES_KEPT, MIN_SEARCH_PATTERN_LENGTH, SEARCH_PROPOSALS_MAX, type SearchOrder, type SearchSort } from './types';

/** Typo matches are looked for only while the exact matches of a type are fewer than this (a typo's word has none). */
export const FUZZY_WHEN_FEWER_THAN = 10;
/** Two words are a typo of each other from this trigram similarity on (pg_trgm's own default threshold). */
export const FUZZY_THRESHOLD = 0.3;
/** The ranked results of one type stop here: nobody pages past 33 pages, and the answer cache stays small. */
export const SEARCH_RESULTS_MAX = 1000;
/** The shortest word the database can look for (the trigram index knows no shorter substrings). */
export const MIN_WORD_LENGTH = 3;

/** Trimmed, inner white space collapsed: the pattern as it is searched, counted and stored. */
export function normalizePattern(raw: string): string {
  return raw.trim().replace(/\s+/gu, ' ');
}

/** spec 000 §5 "Search pattern minimum length is 3"; 001 §9 "a shorter pattern triggers no per-type search". */
export function isSearchablePattern(raw: string): boolean {
  return [...normalizePattern(raw)].length >= MIN_SEARCH_PATTERN_LENGTH;
}

/** Lower-cased words of a text (letters and digits; everything else separates). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** The words the database is asked for: those it can find (3 characters or more). */
export function queryWords(pattern: string): string[] {
  return [...new Set(searchWords(pattern).filter((word) => [...word].length >= MIN_WORD_LENGTH))];
}

// The typo tiers compare the same few words with every candidate: their trigrams are remembered (bounded).
const trigramMemo = new Map<string, Set<string>>();
const TRIGRAM_MEMO_MAX = 20_000;

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. Do not mutate the answer. */
export function trigrams(word: string): ReadonlySet<string> {
  const known = trigramMemo.get(word);
  if (known) return known;
  const chars = [' ', ' ', ...word.toLowerCase(), ' '];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  if (trigramMemo.size >= TRIGRAM_MEMO_MAX) trigramMemo.clear();
  trigramMemo.set(word, grams);
  return grams;
}

/** Shared trigrams over all trigrams of the two words (pg_trgm's similarity). */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** The trigrams inside a word (no padding): what the SQLite trigram index can look up to find typo candidates. */
export function innerTrigrams(word: string): string[] {
  const chars = [...word.toLowerCase()];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

/**
 * How well a document matches, best first. The rule (issue 15 "name/title matches before description
 * matches"): the whole name or title, then the name or title containing every word, then with the
 * categories and tags, then with the description; typo matches (every word close to a word of the name
 * or title, then of the keywords) come after every exact match.
 */
export const MATCH_TIERS = ['exactTitle', 'title', 'keywords', 'description', 'typoTitle', 'typoKeywords'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface SearchDocument {
  title: string;
  keywords: string;
  body: string;
}

const containsAll = (text: string, words: readonly string[]) => words.every((word) => text.includes(word));
const closeToSome = (word: string, candidates: readonly string[]) => candidates.some((candidate) => trigramSimilarity(word, candidate) >= FUZZY_THRESHOLD);

/** The tier of a document for a pattern, or null when it does not match at all. */
export function matchTier(pattern: string, document: SearchDocument): MatchTier | null {
  const words = searchWords(pattern);
  if (words.length === 0) return null;
  const title = document.title.toLowerCase();
  if (searchWords(title).join(' ') === words.join(' ')) return 'exactTitle';
  if (containsAll(title, words)) return 'title';
  const keywords = `${title} ${document.keywords.toLowerCase()}`;
  if (containsAll(keywords, words)) return 'keywords';
  if (containsAll(`${keywords} ${document.body.toLowerCase()}`, words)) return 'description';
  const titleWords = searchWords(title);
  if (words.every((word) => closeToSome(word, titleWords))) return 'typoTitle';
  const keywordWords = searchWords(keywords);
  if (words.every((word) => closeToSome(word, keywordWords))) return 'typoKeywords';
  return null;
}

/**
 * The tier of a document the index found holding every word (the exact search): its name/title and keywords
 * decide; otherwise the words were found with the description's help. The description need not be read.
 */
export function exactMatchTier(pattern: string, document: Omit<SearchDocument, 'body'>): MatchTier {
  const tier = matchTier(pattern, { ...document, body: '' });
  return tier === 'exactTitle' || tier === 'title' || tier === 'keywords' ? tier : 'description';
}

/** One ranked candidate: its tier, its performer's online state and its place in the default list order. */
export interface SearchHit {
  id: number;
  tier: MatchTier;
  online: boolean;
  /** The default list order among equals (performers: rank; videos: newest first): lower first. */
  position: number;
  /** Name or title, for sort=name. */
  title: string;
  /** Registration or release time (ISO), for sort=newest. */
  date: string;
}

const tierIndex = (tier: MatchTier) => MATCH_TIERS.indexOf(tier);

/**
 * Relevance: the better tier first; among equal tiers online performers first (issue 15 "online performers
 * first among equal matches"; a video counts as online when its performer is); then the list's own order, then id.
 */
export function compareByRelevance(a: SearchHit, b: SearchHit): number {
  return tierIndex(a.tier) - tierIndex(b.tier) || Number(b.online) - Number(a.online) || a.position - b.position || a.id - b.id;
}

/** Sorts hits for searchByType: relevance (best first, order ignored), newest or name in the asked order. */
export function sortHits(hits: readonly SearchHit[], sort: SearchSort = 'relevance', order?: SearchOrder): SearchHit[] {
  const sorted = [...hits];
  if (sort === 'relevance') return sorted.sort(compareByRelevance);
  const direction = (order ?? (sort === 'newest' ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  const key = sort === 'newest' ? (hit: SearchHit) => hit.date : (hit: SearchHit) => hit.title.toLowerCase();
  return sorted.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * direction || a.id - b.id;
  });
}

/** Proposal candidates prepared once (per documents version): lower-cased, and indexed by their inner trigrams. */
export interface ProposalIndex {
  texts: readonly string[];
  lowers: readonly string[];
  /** Inner trigram -> indexes of the candidates containing it. */
  byTrigram: ReadonlyMap<string, readonly number[]>;
}

export function prepareProposals(candidates: readonly string[]): ProposalIndex {
  const lowers = candidates.map((text) => text.toLowerCase());
  const byTrigram = new Map<string, number[]>();
  lowers.forEach((lower, index) => {
    for (const gram of innerTrigrams(lower)) {
      const list = byTrigram.get(gram);
      if (list) list.push(index);
      else byTrigram.set(gram, [index]);
    }
  });
  return { texts: candidates, lowers, byTrigram };
}

/**
 * The candidates that may contain the folded pattern: for 3 characters or more only those holding its rarest trigram
 * (a candidate containing the pattern holds all of them), else all.
 */
function mayContain(index: ProposalIndex, folded: string): Iterable<number> {
  const grams = innerTrigrams(folded);
  if (grams.length === 0) return index.lowers.keys();
  let rarest: readonly number[] | undefined;
  for (const gram of grams) {
    const list = index.byTrigram.get(gram) ?? [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return rarest!;
}

/**
 * Up to 5 completions of the pattern from performer names, tags and categories: those that begin with it first,
 * then those containing it; shorter first, then alphabetically; never the pattern itself, never twice.
 * `candidates` may be prepared once with prepareProposals (the server does, per documents version).
 */
export function pickProposals(pattern: string, candidates: readonly string[] | ProposalIndex): string[] {
  const folded = normalizePattern(pattern).toLowerCase();
  if (folded.length === 0) return [];
  const index = 'lowers' in candidates ? candidates : prepareProposals(candidates);
  const seen = new Set<string>();
  const scored: { text: string; prefix: boolean }[] = [];
  // In the candidates' order, so the first of equal texts (any case) is the one proposed.
  const found = [...mayContain(index, folded)].sort((a, b) => a - b);
  for (const i of found) {
    const lower = index.lowers[i]!;
    if (lower === folded || seen.has(lower) || !lower.includes(folded)) continue;
    seen.add(lower);
    scored.push({ text: index.texts[i]!, prefix: lower.startsWith(folded) });
  }
  scored.sort((a, b) => Number(b.prefix) - Number(a.prefix) || a.text.length - b.text.length || (a.text.toLowerCase() < b.text.toLowerCase() ? -1 : 1));
  return scored.slice(0, SEARCH_PROPOSALS_MAX).map((entry) => entry.text);
}

/**
 * spec 001 §9 "A last-search request shorter than 3 characters is not stored"; spec 000 §5 "The search history
 * item is in the functional category": stored only with functional consent.
 */
export function shouldStoreSearch(raw: string, functionalConsent: boolean): boolean {
  return functionalConsent && isSearchablePattern(raw);
}

/** The last searches after one more: newest first, a repeated pattern (any case) moves to the front, at most 3 kept. */
export function rememberSearch(previous: readonly string[], raw: string): string[] {
  const pattern = normalizePattern(raw);
  const rest = previous.filter((entry) => entry.toLowerCase() !== pattern.toLowerCase());
  return [pattern, ...rest].slice(0, LAST_SEARCHES_KEPT);
}
