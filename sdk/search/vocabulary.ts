/**
 * Typo correction over a vocabulary (issue 15 item 1: "so a typo still finds"): the distinct words of the
 * names, titles and keywords, indexed by their trigrams, so the words close to a typed word are found without
 * comparing it with every document. The server then searches the documents for those words. Pure: the
 * server builds one per kind from the documents and keeps it until the documents change.
 */
import { FUZZY_THRESHOLD, trigrams } from './rules';

export interface Vocabulary {
  words: string[];
  /** Trigram -> indexes into words. */
  byTrigram: Map<string, number[]>;
  /** Trigram count of each word. */
  sizes: number[];
  /** Scratch space of similarWords (shared trigrams per word), all zeros between calls. */
  counts?: Uint16Array;
}

/** Close words kept per typed word: the closest first; more would widen the document query for little. */
export const SIMILAR_WORDS_MAX = 8;

export function buildVocabulary(words: Iterable<string>): Vocabulary {
  const unique = [...new Set(words)].filter((word) => word.length >= 3);
  const byTrigram = new Map<string, number[]>();
  const sizes: number[] = [];
  unique.forEach((word, index) => {
    const grams = trigrams(word);
    sizes.push(grams.size);
    for (const gram of grams) {
      const list = byTrigram.get(gram);
      if (list) list.push(index);
      else byTrigram.set(gram, [index]);
    }
  });
  return { words: unique, byTrigram, sizes };
}

/**
 * The vocabulary's words whose trigram similarity to `word` (pg_trgm's measure) is at least the
 * threshold, closest first (then shorter, then alphabetical), at most SIMILAR_WORDS_MAX.
 */
export function similarWords(vocabulary: Vocabulary, word: string): string[] {
  const grams = trigrams(word);
  // Shared trigram counts per word index in a typed array (reused; only the touched entries are reset).
  if (!vocabulary.counts || vocabulary.counts.length < vocabulary.words.length) vocabulary.counts = new Uint16Array(vocabulary.words.length);
  const counts = vocabulary.counts;
  const touched: number[] = [];
  for (const gram of grams) {
    for (const index of vocabulary.byTrigram.get(gram) ?? []) if (counts[index]!++ === 0) touched.push(index);
  }
  const close: Array<{ word: string; similarity: number }> = [];
  for (const index of touched) {
    const count = counts[index]!;
    counts[index] = 0;
    const similarity = count / (grams.size + vocabulary.sizes[index]! - count);
    if (similarity >= FUZZY_THRESHOLD) close.push({ word: vocabulary.words[index]!, similarity });
  }
  close.sort((a, b) => b.similarity - a.similarity || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
  return close.slice(0, SIMILAR_WORDS_MAX).map((entry) => entry.word);
}

