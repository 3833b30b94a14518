/** Typo correction over a vocabulary (issue 15 item 1 "so a typo still finds") as table tests. */
import { describe, expect, it } from 'vitest';
import { buildVocabulary, similarWords, SIMILAR_WORDS_MAX } from './vocabulary';
import { FUZZY_THRESHOLD, trigramSimilarity } from './rules';

const vocabulary = buildVocabulary(['hannapearl', 'annapearl', 'zephyrina', 'dream', 'dreams', 'golden', 'hanna', 'ab', 'dream']);

describe('similarWords', () => {
  it.each([
    ['hanmapearl', ['hannapearl', 'annapearl']],
    ['zefyrina', ['zephyrina']],
    ['dreem', ['dream', 'dreams']],
    ['dream', ['dream', 'dreams']],
    ['volcano', []],
  ])('%s -> %j', (word, similar) => expect(similarWords(vocabulary, word)).toEqual(similar));

  it('finds exactly the words at or above pg_trgm\'s threshold (the same measure as the brute force)', () => {
    const words = ['lucky', 'lucy', 'luck', 'plucky', 'lacky', 'sunny', 'lux'];
    const small = buildVocabulary(words);
    for (const typed of ['lucky', 'lukcy', 'luky', 'lcky']) {
      const brute = words.filter((w) => trigramSimilarity(typed, w) >= FUZZY_THRESHOLD).sort();
      expect(similarWords(small, typed).sort()).toEqual(brute);
    }
  });

  it('keeps words of 3 characters or more, once each, and at most the closest 8', () => {
    expect(vocabulary.words).not.toContain('ab');
    expect(vocabulary.words.filter((w) => w === 'dream')).toHaveLength(1);
    const many = buildVocabulary(Array.from({ length: 20 }, (_, i) => `anna${String.fromCharCode(97 + i)}`));
    expect(similarWords(many, 'anna')).toHaveLength(SIMILAR_WORDS_MAX);
  });
});
