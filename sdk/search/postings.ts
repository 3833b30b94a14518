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
  /** Kept on first use: the lower-cased title and keywords, and their words. */
  folded?: FoldedDoc;
}

/**
 * What the ranking reads of a document, kept on it: a few strings, not arrays of words. Every document of both kinds
 * gets one, kept as long as the documents' version: as arrays (two per document, a string per word) they were over a
 * million objects that every full garbage collection marked (bench/search, heap snapshot after the global rows).
 */
interface FoldedDoc {
  /** The lower-cased title, one space, the lower-cased keywords: a word found before titleLength is in the title. */
  text: string;
  titleLength: number;
  /** Made on first use (the exactTitle tier and the typo tiers need them): the title's words and the keywords' words, each joined by one space. */
  words?: { title: string; keywords: string };
}

function folded(doc: SearchDoc): FoldedDoc {
  if (doc.folded) return doc.folded;
  const title = doc.title.toLowerCase();
  doc.folded = { text: `${title} ${doc.keywords.toLowerCase()}`, titleLength: title.length };
  return doc.folded;
}

function foldedWords(doc: SearchDoc): NonNullable<FoldedDoc['words']> {
  const text = folded(doc);
  text.words ??= { title: searchWords(text.text.slice(0, text.titleLength)).join(' '), keywords: searchWords(text.text.slice(text.titleLength)).join(' ') };
  return text.words;
}

/** The words of a kept `words` string (none for ''). */
const wordsOf = (joined: string): string[] => (joined === '' ? [] : joined.split(' '));

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
  // The first place the word is: in the title if it is there at all (a word holds no space, so none spans both).
  const at = text.text.indexOf(word);
  return at === -1 ? 2 : at < text.titleLength ? 0 : 1;
}

/**
 * Where a word close to the typed one is (matchTier's typo tiers for that word alone), or null when none is.
 * `known` is a word already known to be close (the vocabulary's): where the document holds it whole, no similarity
 * needs computing.
 */
function typoPlace(word: string, doc: SearchDoc, known?: string): Place | null {
  const words = foldedWords(doc);
  const title = wordsOf(words.title);
  if (known !== undefined && title.includes(known)) return 0;
  const close = (candidates: string[]) => candidates.some((candidate) => trigramSimilarity(word, candidate) >= FUZZY_THRESHOLD);
  if (close(title)) return 0;
  // Title + keywords: the title's words are known not to be close by now, so only the keywords' are looked at.
  const keywords = wordsOf(words.keywords);
  if (known !== undefined && keywords.includes(known)) return 1;
  return close(keywords) ? 1 : null;
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

/**
 * The first index at or after `from` whose document does not come before `doc` in list order: galloping from `from`,
 * then a binary search. Every posting is in list order, so an intersection walks each one forward once and needs no
 * per-posting id index (a Map of 50,000 ids per common word was most of what the kept postings weighed).
 */
function seek(docs: readonly SearchDoc[], doc: SearchDoc, from: number): number {
  let low = from;
  let high = from;
  for (let step = 1; high < docs.length && listOrder(docs[high]!, doc) < 0; step *= 2) {
    low = high + 1;
    high += step;
  }
  high = Math.min(high, docs.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (listOrder(docs[middle]!, doc) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
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
  const others = postings.filter((posting) => posting !== lead);
  const cursors = others.map(() => 0);
  docs: for (let i = 0; i < lead.docs.length; i++) {
    const doc = lead.docs[i]!;
    let place = lead.places[i]!;
    for (let k = 0; k < others.length; k++) {
      const other = others[k]!;
      const at = (cursors[k] = seek(other.docs, doc, cursors[k]!));
      // That posting has nothing at or after this document: no later document of the lead is in it either.
      if (at === other.docs.length) return;
      if (other.docs[at]!.id !== doc.id) continue docs;
      if (other.places[at]! > place) place = other.places[at]!;
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
    const tier: MatchTier = place === 0 ? (foldedWords(doc).title === key ? 'exactTitle' : 'title') : place === 1 ? 'keywords' : 'description';
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
