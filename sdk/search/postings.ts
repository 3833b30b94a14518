/**
 * Ranking a pattern from its words' documents (issue 15 items 1 and 9). The database finds the documents of ONE word
 * (a word prefix, on both databases); the server keeps each word's documents until the documents change, so a pattern
 * nobody asked before is answered from the words somebody did: the documents holding every word are the intersection
 * of the words' lists, and its tiers follow from where each word is. The answer equals `matchTier` /
 * `compareByRelevance` (rules.ts) applied to every document the index finds for every word, and matchTier's typo
 * tiers to the others, which the table tests check on random catalogs.
 * Pure: the caller passes who is banned and who is online.
 */
import { FUZZY_THRESHOLD, MATCH_TIERS, MIN_WORD_LENGTH, SEARCH_RESULTS_MAX, compareByRelevance, searchWords, trigramSimilarity, type MatchTier, type SearchHit } from './rules';

/** What the ranking knows of one document (the same object for every word that finds it). */
export interface SearchDoc {
  id: number;
  performerId: number;
  /** The name/title as shown (sort=name). */
  title: string;
  keywords: string;
  /** Registration or release time (ISO), for sort=newest. */
  date: string;
  /** The default list order among equals, lower first (performers: rank; videos: newest first). */
  position: number;
  /** Kept on first use: the lower-cased title, title + keywords and their words. */
  folded?: FoldedDoc;
}

interface FoldedDoc {
  title: string;
  titleAndKeywords: string;
  /** Computed on first use (the exactTitle tier and the typo tiers need them; the other tiers do not). */
  words?: {
    title: string[];
    titleAndKeywords: string[];
    /** The title's words joined by one space ('exactTitle' compares the pattern's with it). */
    titleKey: string;
  };
}

function folded(doc: SearchDoc): FoldedDoc {
  if (doc.folded) return doc.folded;
  const title = doc.title.toLowerCase();
  doc.folded = { title, titleAndKeywords: `${title} ${doc.keywords.toLowerCase()}` };
  return doc.folded;
}

function foldedWords(doc: SearchDoc): NonNullable<FoldedDoc['words']> {
  const text = folded(doc);
  if (!text.words) {
    const title = searchWords(text.title);
    text.words = { title, titleAndKeywords: searchWords(text.titleAndKeywords), titleKey: title.join(' ') };
  }
  return text.words;
}

/** The list order: position, then id. */
export const listOrder = (a: SearchDoc, b: SearchDoc) => a.position - b.position || a.id - b.id;

/**
 * Where a word is in a document, best first: 0 the name/title contains it, 1 the keywords, 2 only the description
 * (the index found the word but neither the title nor the keywords hold it); for typo lists 0 a close word in the
 * title, 1 only in title + keywords.
 */
export type Place = 0 | 1 | 2;

/** The documents of one word, in list order, and where the word is in each. */
export interface Posting {
  docs: SearchDoc[];
  places: Uint8Array;
  /** Built on first use: document id -> place (the intersection's membership test). */
  byId?: Map<number, number>;
}

/** A posting of documents and their places (parallel arrays), put in list order. */
function postingOf(docs: SearchDoc[], places: number[]): Posting {
  const order = Array.from(docs.keys()).sort((a, b) => listOrder(docs[a]!, docs[b]!));
  const sorted = new Array<SearchDoc>(order.length);
  const placed = new Uint8Array(order.length);
  order.forEach((from, to) => {
    sorted[to] = docs[from]!;
    placed[to] = places[from]!;
  });
  return { docs: sorted, places: placed };
}

/** Where an exact word is: the tiers 'title', 'keywords' and 'description' of matchTier for that word alone. */
function exactPlace(word: string, doc: SearchDoc): Place {
  const text = folded(doc);
  return text.title.includes(word) ? 0 : text.titleAndKeywords.includes(word) ? 1 : 2;
}

/**
 * Where a word close to the typed one is (matchTier's typo tiers for that word alone), or null when none is.
 * `known` is a word already known to be close (the vocabulary's): where the document holds it whole, no similarity
 * needs computing.
 */
function typoPlace(word: string, doc: SearchDoc, known?: string): Place | null {
  const words = foldedWords(doc);
  if (known !== undefined && words.title.includes(known)) return 0;
  const close = (candidates: string[]) => candidates.some((candidate) => trigramSimilarity(word, candidate) >= FUZZY_THRESHOLD);
  if (close(words.title)) return 0;
  if (known !== undefined && words.titleAndKeywords.includes(known)) return 1;
  return close(words.titleAndKeywords) ? 1 : null;
}

/** The documents the index found for an exact word (any order, no duplicates). */
export function wordPosting(word: string, docs: readonly SearchDoc[]): Posting {
  return postingOf([...docs], docs.map((doc) => exactPlace(word, doc)));
}

/**
 * The typo candidates of a typed word (documents holding words close to it), those that really hold one. A candidate
 * may name the close word that found it (`closeWord`: one the caller knows to be close to `word`).
 */
export function typoPosting(word: string, candidates: ReadonlyArray<{ doc: SearchDoc; closeWord?: string }>): Posting {
  const docs: SearchDoc[] = [];
  const places: number[] = [];
  for (const { doc, closeWord } of candidates) {
    const place = typoPlace(word, doc, closeWord);
    if (place === null) continue;
    docs.push(doc);
    places.push(place);
  }
  return postingOf(docs, places);
}

function placeIndex(posting: Posting): Map<number, number> {
  if (!posting.byId) {
    const byId = new Map<number, number>();
    posting.docs.forEach((doc, i) => byId.set(doc.id, posting.places[i]!));
    posting.byId = byId;
  }
  return posting.byId;
}

export interface Visibility {
  /** False for a document the guest may not see (its performer is banned in the guest's country). */
  visible(doc: SearchDoc): boolean;
  online(doc: SearchDoc): boolean;
}

/**
 * Visits the documents in every posting, in list order (the shortest posting leads), with the worst place over the
 * postings; `visit` answers false to stop.
 */
function intersection(postings: readonly Posting[], visit: (doc: SearchDoc, place: number) => boolean): void {
  const lead = postings.reduce((shortest, posting) => (posting.docs.length < shortest.docs.length ? posting : shortest));
  const others = postings.filter((posting) => posting !== lead).map(placeIndex);
  docs: for (let i = 0; i < lead.docs.length; i++) {
    const doc = lead.docs[i]!;
    let place = lead.places[i]!;
    for (const other of others) {
      const there = other.get(doc.id);
      if (there === undefined) continue docs;
      if (there > place) place = there;
    }
    if (!visit(doc, place)) return;
  }
}

const hitOf = (doc: SearchDoc, tier: MatchTier, online: boolean): SearchHit => ({ id: doc.id, tier, online, position: doc.position, title: doc.title, date: doc.date });

/** Ranked hits from buckets per (tier, online) filled in list order: compareByRelevance's order without a sort. */
class Buckets {
  private readonly lists: SearchHit[][] = Array.from({ length: MATCH_TIERS.length * 2 }, () => []);
  size = 0;
  add(hit: SearchHit): void {
    this.lists[MATCH_TIERS.indexOf(hit.tier) * 2 + (hit.online ? 0 : 1)]!.push(hit);
    this.size++;
  }
  ranked(): SearchHit[] {
    return this.lists.flat();
  }
}

/**
 * The documents holding every word of the pattern (one posting per searchable word), ranked: matchTier's exact tiers
 * (exactTitle, title, keywords, description) and compareByRelevance, the invisible left out.
 */
export function exactHits(pattern: string, postings: readonly Posting[], visibility: Visibility): SearchHit[] {
  if (postings.length === 0) return [];
  const words = searchWords(pattern);
  const key = words.join(' ');
  // Words the postings do not stand for (too short for the index) are looked for in the text itself.
  const short = words.filter((word) => [...word].length < MIN_WORD_LENGTH);
  const buckets = new Buckets();
  intersection(postings, (doc, found) => {
    if (!visibility.visible(doc)) return true;
    let place = found;
    for (const word of short) place = Math.max(place, exactPlace(word, doc));
    const tier: MatchTier = place === 0 ? (foldedWords(doc).titleKey === key ? 'exactTitle' : 'title') : place === 1 ? 'keywords' : 'description';
    buckets.add(hitOf(doc, tier, visibility.online(doc)));
    return true;
  });
  return buckets.ranked().slice(0, SEARCH_RESULTS_MAX);
}

/** Typo hits kept per pattern: they come after every exact one, and nobody pages far through them. */
export const TYPO_HITS_MAX = 300;

/**
 * The exact hits followed by the typo hits: documents not already found whose title (typoTitle) or title + keywords
 * (typoKeywords) hold, for every word of the pattern, a word close to it. One typo posting per searchable word.
 */
export function withTypoHits(pattern: string, exact: readonly SearchHit[], typoPostings: readonly Posting[], visibility: Visibility): SearchHit[] {
  if (typoPostings.length === 0 || typoPostings.some((posting) => posting.docs.length === 0)) return [...exact];
  const words = searchWords(pattern);
  const short = words.filter((word) => [...word].length < MIN_WORD_LENGTH);
  const found = new Set(exact.map((hit) => hit.id));
  const typos: SearchHit[] = [];
  intersection(typoPostings, (doc, close) => {
    if (found.has(doc.id) || !visibility.visible(doc)) return true;
    let place: number | null = close;
    for (const word of short) {
      const there = typoPlace(word, doc);
      place = there === null || place === null ? null : Math.max(place, there);
    }
    if (place !== null) typos.push(hitOf(doc, place === 0 ? 'typoTitle' : 'typoKeywords', visibility.online(doc)));
    return typos.length < TYPO_HITS_MAX;
  });
  return [...exact, ...typos.sort(compareByRelevance)].slice(0, SEARCH_RESULTS_MAX);
}
