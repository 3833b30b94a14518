/**
 * What the global search keeps of the database between requests (issue 15 item 9: a pattern nobody asked before is
 * answered fast), all per documents version (migration 021's counter: every document change and every ban moves it):
 * - the documents of each kind with what the ranking and the result items need, read in one query per version (the
 *   typo vocabulary is built from the same read);
 * - each word's documents (sdk/search/postings.ts), found by the database's full-text index;
 * - the performers banned per country;
 * and the online performers per online version. A new pattern then costs one index lookup per word nobody asked
 * before, and nothing else of the database.
 */
import type { DatabaseHandle } from '../db/database';
import { typoPosting, wordPosting, type Posting, type SearchDoc } from '../../sdk/search/postings';
import { searchWords } from '../../sdk/search/rules';
import { buildVocabulary, similarWords, type Vocabulary } from '../../sdk/search/vocabulary';
import { TYPO_CANDIDATES_MAX, type CandidateRow, type CandidateSource, type SearchKind } from './candidates';

/** Documents of words kept, counted in documents (a word of every description holds 50,000 of them: about 400 KB). */
const POSTING_DOCS_KEPT = 2_000_000;
/** Ban lists kept (one per country asked). */
const COUNTRIES_KEPT = 300;
/** Documents read per part of a table's read (1 to 5 ms of SQLite each: FTS5 reads each document whole). */
const TABLE_PART_ROWS = 500;
/** How long the performers' video-call features are kept (the answer cache keeps an answer as long). */
const FEATURES_MS = 10_000;

/** A document as kept: what the ranking needs and what a result item shows. */
export interface StoredDoc extends SearchDoc {
  /** Videos: seconds. */
  duration: number | null;
  performerName: string;
}

interface DocumentTable {
  byId: Map<number, StoredDoc>;
  /** The distinct words of every name/title and keywords (gathered part by part as the table is read). */
  words: Set<string>;
  /** The typo vocabulary (SQLite) of those words, built on first use. */
  vocabulary?: Vocabulary;
}

/** A map that forgets its oldest entries beyond a total weight; values are promises shared by concurrent askers. */
class WeightedCache<V> {
  private readonly map = new Map<string, { value: Promise<V>; weight: number }>();
  private total = 0;
  constructor(private readonly maxWeight: number, private readonly weightOf: (value: V) => number) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const known = this.map.get(key);
    if (known) {
      this.map.delete(key);
      this.map.set(key, known);
      return known.value;
    }
    const entry = { value: compute(), weight: 0 };
    this.map.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.map.get(key) !== entry) return;
        entry.weight = this.weightOf(value);
        this.total += entry.weight;
        for (const [oldKey, old] of this.map) {
          if (this.total <= this.maxWeight || old === entry) break;
          this.map.delete(oldKey);
          this.total -= old.weight;
        }
      },
      // A failed query is not remembered: the next request asks the database again.
      () => {
        if (this.map.get(key) === entry) this.map.delete(key);
      },
    );
    return entry.value;
  }
}

/** Keeps one value per key for the newest version asked only (an older version's value is dropped, not kept beside). */
function perVersion<V>(load: (version: string) => Promise<V>) {
  let kept: { version: string; value: Promise<V> } | null = null;
  return (version: string): Promise<V> => {
    if (kept?.version === version) return kept.value;
    const entry = { version, value: load(version) };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.value;
  };
}

export function createWordStore(handle: DatabaseHandle, source: CandidateSource) {
  const { db } = handle;
  const postings = new WeightedCache<Posting>(POSTING_DOCS_KEPT, (posting) => Math.max(1, posting.docs.length));
  const bans = new WeightedCache<Set<number>>(COUNTRIES_KEPT, () => 1);
  const tables = {
    actor: perVersion(() => readTable('actor')),
    video: perVersion(() => readTable('video')),
  };
  // What a performer's result item shows beyond her document: her video-call feature moves no version, so it is read
  // again after FEATURES_MS (4,000 short rows: a few ms).
  let features: { at: number; byId: Promise<Map<number, boolean>> } | null = null;
  const mobileVideoCalls = (): Promise<Map<number, boolean>> => {
    if (features && Date.now() - features.at < FEATURES_MS) return features.byId;
    const byId = db.selectFrom('performers').select(['id', 'features']).execute()
      .then((rows) => new Map(rows.map((row) => [row.id, (JSON.parse(row.features) as { mobileVideocall?: boolean }).mobileVideocall === true])));
    const entry = { at: Date.now(), byId };
    features = entry;
    byId.catch(() => {
      if (features === entry) features = null;
    });
    return byId;
  };
  const online = perVersion(async () => {
    const rows = await db.selectFrom('performers').select('id').where('is_online', '=', 1).execute();
    return new Set(rows.map((row) => row.id));
  });

  async function readTable(kind: SearchKind): Promise<DocumentTable> {
    const byId = new Map<number, StoredDoc>();
    const words = new Set<string>();
    // In parts, with the event loop free in between: on SQLite a read blocks the process, and 50,000 videos at once
    // would hold every other request for some 300 ms after each change of the documents.
    for (let afterId = 0; ; ) {
      const part = await source.documents(kind, afterId, TABLE_PART_ROWS);
      for (const row of part) {
        addRow(kind, byId, row);
        for (const word of searchWords(`${row.title} ${row.keywords}`)) words.add(word);
      }
      if (part.length < TABLE_PART_ROWS) break;
      afterId = Number(part.at(-1)!.id);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { byId, words };
  }

  function addRow(kind: SearchKind, byId: Map<number, StoredDoc>, row: CandidateRow): void {
    const date = String(row.date);
    const id = Number(row.id);
    byId.set(id, {
      id,
      performerId: Number(row.performer_id),
      title: row.title,
      keywords: row.keywords,
      date,
      // Performers keep their rank order; videos the newest first.
      position: kind === 'actor' ? Number(row.rank) : -Date.parse(date),
      duration: row.duration === null ? null : Number(row.duration),
      performerName: row.performer_name,
    });
  }

  function docsOf(table: DocumentTable, ids: readonly number[]): StoredDoc[] {
    const docs: StoredDoc[] = [];
    for (const id of ids) {
      const doc = table.byId.get(id);
      // An id the table lacks was written after the table's read (PostgreSQL's version moves before the commit): left out.
      if (doc) docs.push(doc);
    }
    return docs;
  }

  /** The documents holding a word (as a word prefix), kept until the documents change. */
  const wordDocs = (kind: SearchKind, word: string, version: string): Promise<Posting> =>
    postings.get(`w|${version}|${kind}|${word}`, async () => {
      const [table, ids] = await Promise.all([tables[kind](version), source.word(kind, word)]);
      return wordPosting(word, docsOf(table, ids));
    });

  /** SQLite's typo candidates: the documents of the vocabulary's words close to the typed one, where those are in the name/title or keywords. */
  async function closeWordDocs(kind: SearchKind, word: string, version: string): Promise<Posting> {
    const table = await tables[kind](version);
    table.vocabulary ??= buildVocabulary(table.words);
    const closeWords = similarWords(table.vocabulary, word);
    const candidates = new Map<SearchDoc, string>();
    const postingsOfClose = await Promise.all(closeWords.map((close) => wordDocs(kind, close, version)));
    postingsOfClose.forEach((posting, k) => {
      for (let i = 0; i < posting.docs.length && candidates.size < TYPO_CANDIDATES_MAX; i++) {
        if (posting.places[i]! <= 1 && !candidates.has(posting.docs[i]!)) candidates.set(posting.docs[i]!, closeWords[k]!);
      }
    });
    return typoPosting(word, [...candidates].map(([doc, closeWord]) => ({ doc, closeWord })));
  }

  return {
    word: wordDocs,
    /** The typo candidates of a typed word, kept until the documents change. */
    typos(kind: SearchKind, word: string, version: string): Promise<Posting> {
      return postings.get(`t|${version}|${kind}|${word}`, async () => {
        if (!source.typos) return closeWordDocs(kind, word, version);
        const [table, ids] = await Promise.all([tables[kind](version), source.typos(kind, word)]);
        return typoPosting(word, docsOf(table, ids).map((doc) => ({ doc })));
      });
    },
    /** The kept documents of these ids, in their order (those of an older or newer version left out). */
    async documents(kind: SearchKind, ids: readonly number[], version: string): Promise<StoredDoc[]> {
      return docsOf(await tables[kind](version), ids);
    },
    /** The performers banned in a country (spec 000 §6), kept until the documents change (a ban moves their version). */
    banned(country: string, version: string): Promise<Set<number>> {
      return bans.get(`${version}|${country}`, async () => {
        const rows = await db.selectFrom('performer_banned_countries').select('performer_id').where('country_code', '=', country).execute();
        return new Set(rows.map((row) => row.performer_id));
      });
    },
    /** The online performers, kept until an online state changes. */
    online,
    /** Whether each performer offers mobile video calls (read at most FEATURES_MS ago). */
    mobileVideoCalls,
  };
}

export type WordStore = ReturnType<typeof createWordStore>;
