/**
 * The ranking from words' documents (sdk/search/postings.ts) against the rules applied to every document
 * (rules.ts matchTier / exactMatchTier / compareByRelevance): issue 15 "name/title matches before description
 * matches", "online performers first among equal matches", typos after every exact match, spec 000 §6 bans.
 */
import { describe, expect, it } from 'vitest';
import { exactHits, typoPosting, withTypoHits, wordPosting, type SearchDoc, type Visibility } from './postings';
import { FUZZY_THRESHOLD, FUZZY_WHEN_FEWER_THAN, SEARCH_RESULTS_MAX, compareByRelevance, exactMatchTier, matchTier, queryWords, searchWords, trigramSimilarity, type SearchHit } from './rules';

interface TestDoc extends SearchDoc {
  body: string;
  online: boolean;
  banned: boolean;
}

const doc = (id: number, title: string, keywords = '', body = '', extra: Partial<TestDoc> = {}): TestDoc => ({
  id, performerId: id, title, keywords, body, date: `2026-01-${String((id % 28) + 1).padStart(2, '0')}`, position: id, online: false, banned: false, ...extra,
});

const visibility = (docs: TestDoc[]): Visibility => {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return { visible: (d) => !byId.get(d.id)!.banned, online: (d) => byId.get(d.id)!.online };
};

/** What the full-text index finds for a word: the documents with a word (title, keywords or body) beginning with it. */
const found = (docs: TestDoc[], word: string) => docs.filter((d) => searchWords(`${d.title} ${d.keywords} ${d.body}`).some((w) => w.startsWith(word)));

/** The ranking as the server builds it: one posting per searchable word, typo postings when exact hits are few. */
function ranked(docs: TestDoc[], pattern: string): SearchHit[] {
  const words = queryWords(pattern);
  const exact = exactHits(pattern, words.map((word) => wordPosting(word, found(docs, word))), visibility(docs));
  if (exact.length >= FUZZY_WHEN_FEWER_THAN) return exact;
  // Every document is offered as a typo candidate: the posting keeps those really holding a close word.
  return withTypoHits(pattern, exact, words.map((word) => typoPosting(word, docs.map((d) => ({ doc: d })))), visibility(docs));
}

/** The rules applied to every document: exact when the index finds every word, else matchTier's typo tiers. */
function reference(docs: TestDoc[], pattern: string): SearchHit[] {
  const words = queryWords(pattern);
  if (words.length === 0) return [];
  const hit = (d: TestDoc, tier: SearchHit['tier']): SearchHit => ({ id: d.id, tier, online: d.online, position: d.position, title: d.title, date: d.date });
  const visible = docs.filter((d) => !d.banned);
  const exactIds = new Set(words.map((word) => found(docs, word).map((d) => d.id)).reduce((a, b) => a.filter((id) => b.includes(id))));
  const exact = visible.filter((d) => exactIds.has(d.id) && matchTier(pattern, d) !== null).map((d) => hit(d, exactMatchTier(pattern, d))).sort(compareByRelevance);
  if (exact.length >= FUZZY_WHEN_FEWER_THAN) return exact.slice(0, SEARCH_RESULTS_MAX);
  // matchTier's typo rule: every word close to a word of the title (typoTitle), else of title and keywords. (A document
  // the index did not find may still hold a word inside a longer one, 'iny' in 'rainy': that is no exact match here.)
  const closeToAll = (text: string) => searchWords(pattern).every((word) => searchWords(text).some((other) => trigramSimilarity(word, other) >= FUZZY_THRESHOLD));
  const typos = visible.flatMap((d) => {
    if (exactIds.has(d.id)) return [];
    const tier = closeToAll(d.title) ? 'typoTitle' : closeToAll(`${d.title} ${d.keywords}`) ? 'typoKeywords' : null;
    return tier ? [hit(d, tier)] : [];
  });
  return [...exact, ...typos.sort(compareByRelevance)];
}

describe('exactHits: the rules over the documents the index finds for every word', () => {
  const docs = [
    doc(1, 'Holiday Diary', 'beach', 'a calm clip about zephyrina'),
    doc(2, 'Zephyrina', '', '', { position: 50 }),
    doc(3, 'Zephyrina Holiday', 'zephyrina'),
    doc(4, 'Rainy Evening', 'zephyrina holiday'),
    doc(5, 'Zephyrina', '', '', { position: 40, online: true }),
    doc(6, 'Zephyrina', '', '', { banned: true }),
    doc(7, 'A Holiday', 'diary'),
  ];
  it.each([
    // issue 15: "name/title matches before description matches"; the whole title first; online first among equals.
    ['zephyrina', [[5, 'exactTitle'], [2, 'exactTitle'], [3, 'title'], [4, 'keywords'], [1, 'description']]],
    // Both words: one in the title, one only in the keywords -> keywords.
    ['zephyrina holiday', [[3, 'exactTitle'], [4, 'keywords'], [1, 'description']]],
    // A word too short for the index still has to be in the text: 'a' is in 'a holiday' and 'holiday diary'.
    ['a holiday', [[7, 'exactTitle'], [1, 'title'], [3, 'title'], [4, 'keywords']]],
    // Word prefixes: 'holi' finds 'holiday'.
    ['holi', [[1, 'title'], [3, 'title'], [7, 'title'], [4, 'keywords']]],
    ['nothing', []],
  ])('%j', (pattern, expected) => {
    const hits = ranked(docs, pattern as string);
    expect(hits.map((h) => [h.id, h.tier])).toEqual(expected);
    expect(hits).toEqual(reference(docs, pattern as string));
  });

  it('spec 000 §6: a document of a performer banned in the guest\'s country is left out', () => {
    expect(ranked(docs, 'zephyrina').map((h) => h.id)).not.toContain(6);
  });
});

describe('withTypoHits: typo matches after every exact one (issue 15 item 1 "so a typo still finds")', () => {
  const docs = [
    doc(1, 'Zephyrina'),
    doc(2, 'Rainy Evening', 'zefyrin'),
    doc(3, 'Zefyra Holiday'),
    doc(4, 'Zephyrina', '', '', { online: true, position: 9 }),
  ];
  it.each([
    // 'zephyrina', 'zefyra' (title) and 'zefyrin' (keywords) are close to 'zefyrina'.
    ['zefyrina', [[4, 'typoTitle'], [1, 'typoTitle'], [3, 'typoTitle'], [2, 'typoKeywords']]],
    // Every word close: 'zefyra' is in the title, 'holidai' is close to its 'holiday'.
    ['zefyra holidai', [[3, 'typoTitle']]],
  ])('%j', (pattern, expected) => {
    const hits = ranked(docs, pattern);
    expect(hits.map((h) => [h.id, h.tier])).toEqual(expected);
    expect(hits).toEqual(reference(docs, pattern));
  });

  it('a close word named by the caller gives the same places as computing the similarity', () => {
    const named = typoPosting('zefyrina', docs.map((d) => ({ doc: d, closeWord: 'zephyrina' })));
    const computed = typoPosting('zefyrina', docs.map((d) => ({ doc: d })));
    expect([...named.places]).toEqual([...computed.places]);
    expect(named.docs.map((d) => d.id)).toEqual(computed.docs.map((d) => d.id));
  });
});

describe('equals the rules on random catalogs', () => {
  const vocabulary = ['holiday', 'holidays', 'diary', 'rainy', 'summer', 'zephyrina', 'zephyr', 'amber', 'ambra', 'fox', 'foxy', 'a', 'in'];
  let seed = 12345;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const words = (count: number) => Array.from({ length: count }, () => vocabulary[random(vocabulary.length)]).join(' ');
  it('200 catalogs of 40 documents, 10 patterns each', () => {
    for (let round = 0; round < 200; round++) {
      const docs = Array.from({ length: 40 }, (_, i) =>
        doc(i + 1, words(1 + random(3)), words(random(3)), words(random(4)), { position: random(10), online: random(2) === 0, banned: random(8) === 0 }));
      for (let k = 0; k < 10; k++) {
        const pattern = k % 3 === 0 ? `${words(1)}${'xyz'[random(3)]}` : words(1 + random(2));
        expect(ranked(docs, pattern), `${pattern} in round ${round}`).toEqual(reference(docs, pattern));
      }
    }
  });
});
