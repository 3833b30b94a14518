/**
 * Finding the documents that may match a pattern, per database: the exact words (SQLite FTS5 trigram
 * substrings; PostgreSQL tsvector word prefixes) and the typo candidates (SQLite: the vocabulary's words
 * close to each typed word (sdk/search/vocabulary.ts), then the documents holding them; PostgreSQL:
 * pg_trgm word similarity on the GIN trigram index). What they find is classified and ranked by
 * the pure rules of sdk/search/rules.ts, so both databases answer alike.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { FUZZY_THRESHOLD, queryWords, searchWords } from '../../sdk/search/rules';
import { buildVocabulary, similarWords, type Vocabulary } from '../../sdk/search/vocabulary';

export type SearchKind = 'actor' | 'video';

/** A document the database found, with what the ranking needs. */
export interface CandidateRow {
  id: number;
  title: string;
  keywords: string;
  is_online: number | boolean;
  /** Performers: rank; videos: release time (ISO). */
  rank: number | null;
  date: string;
}

/** Candidates read per query: far above SEARCH_RESULTS_MAX so the ranking's cut, not this one, decides. */
const CANDIDATES_MAX = 5000;
/** Typo candidates read: typo matches come after every exact one, and nobody pages far through them. */
const TYPO_CANDIDATES_MAX = 300;

/** The joined rows and the ban rule (spec 000 §6) of a kind; `docs` names the document table. */
function fromDocs(kind: SearchKind, docs: RawBuilder<unknown>, key: string, country: string) {
  // The body is not read: a found document is ranked by its name/title and keywords (exactMatchTier, and the typo tiers).
  if (kind === 'actor') {
    return sql`select d.${sql.raw(key)} as id, d.title, d.keywords, p.is_online, p.rank, p.registered_at as date
      from ${docs} join performers p on p.id = d.${sql.raw(key)}
      where not exists (select 1 from performer_banned_countries b where b.performer_id = p.id and b.country_code = ${country})`;
  }
  return sql`select d.${sql.raw(key)} as id, d.title, d.keywords, p.is_online, null as rank, v.released_at as date
      from ${docs} join videos v on v.id = d.${sql.raw(key)} join performers p on p.id = v.performer_id
      where not exists (select 1 from performer_banned_countries b where b.performer_id = p.id and b.country_code = ${country})`;
}

/** An FTS5 string literal: double quotes doubled. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

export interface CandidateSource {
  /** Documents containing every word of the pattern (the words the index can find). */
  exact(kind: SearchKind, pattern: string, country: string): Promise<CandidateRow[]>;
  /** Documents whose name/title or keywords hold words close to the pattern's; `documentsVersion` keys what is kept of the documents. */
  typos(kind: SearchKind, pattern: string, country: string, documentsVersion: string): Promise<CandidateRow[]>;
}

function sqliteSource(db: Kysely<Database>): CandidateSource {
  // One vocabulary per kind, rebuilt (once, shared by concurrent requests) when the documents changed.
  const vocabularies = new Map<SearchKind, { version: string; vocabulary: Promise<Vocabulary> }>();
  const vocabularyOf = (kind: SearchKind, version: string): Promise<Vocabulary> => {
    const known = vocabularies.get(kind);
    if (known?.version === version) return known.vocabulary;
    const vocabulary = sql<{ title: string; keywords: string }>`select title, keywords from ${sql.table(`search_${kind}_docs`)}`
      .execute(db)
      .then(({ rows }) => buildVocabulary(rows.flatMap((row) => [...searchWords(row.title), ...searchWords(row.keywords)])));
    vocabularies.set(kind, { version, vocabulary });
    vocabulary.catch(() => vocabularies.delete(kind));
    return vocabulary;
  };
  return {
    async exact(kind, pattern, country) {
      const words = queryWords(pattern);
      if (words.length === 0) return [];
      const docs = sql`${sql.table(`search_${kind}_docs`)}(${words.map(ftsString).join(' AND ')}) d`;
      const { rows } = await sql<CandidateRow>`${fromDocs(kind, docs, 'rowid', country)} limit ${CANDIDATES_MAX}`.execute(db);
      return rows;
    },
    async typos(kind, pattern, country, documentsVersion) {
      const words = queryWords(pattern);
      if (words.length === 0) return [];
      const vocabulary = await vocabularyOf(kind, documentsVersion);
      // matchTier's typo rule: every typed word close to a word of the name/title or keywords.
      const groups = words.map((word) => similarWords(vocabulary, word));
      if (groups.some((group) => group.length === 0)) return [];
      const match = `{title keywords} : ${groups.map((group) => `(${group.map(ftsString).join(' OR ')})`).join(' AND ')}`;
      const docs = sql`${sql.table(`search_${kind}_docs`)}(${match}) d`;
      const { rows } = await sql<CandidateRow>`${fromDocs(kind, docs, 'rowid', country)} limit ${TYPO_CANDIDATES_MAX}`.execute(db);
      return rows;
    },
  };
}

function postgresSource(db: Kysely<Database>): CandidateSource {
  let trigramSchema: Promise<string> | null = null;
  const schemaOfTrigram = () =>
    (trigramSchema ??= sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`
      .execute(db)
      .then(({ rows }) => rows[0]?.schema ?? 'public'));
  return {
    async exact(kind, pattern, country) {
      // Only letters and digits reach to_tsquery (searchWords), so the query text cannot be malformed.
      const words = searchWords(pattern);
      if (queryWords(pattern).length === 0) return [];
      const query = words.map((word) => `${word}:*`).join(' & ');
      const docs = sql`${sql.table(`search_${kind}_docs`)} d`;
      const { rows } = await sql<CandidateRow>`${fromDocs(kind, docs, 'id', country)} and d.tsv @@ to_tsquery('simple', ${query}) limit ${CANDIDATES_MAX}`.execute(db);
      return rows;
    },
    async typos(kind, pattern, country) {
      const words = queryWords(pattern);
      if (words.length === 0) return [];
      const schema = await schemaOfTrigram();
      const text = words.join(' ');
      const docs = sql`${sql.table(`search_${kind}_docs`)} d`;
      // `<%` uses the GIN trigram index; its threshold is set for this transaction only.
      return db.transaction().execute(async (trx) => {
        await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`.execute(trx);
        const { rows } = await sql<CandidateRow>`${fromDocs(kind, docs, 'id', country)}
          and ${text} operator(${sql.id(schema)}.<%) d.fuzzy
          order by ${sql.id(schema)}.word_similarity(${text}, d.fuzzy) desc limit ${TYPO_CANDIDATES_MAX}`.execute(trx);
        return rows;
      });
    },
  };
}

/** The candidate source of the open database. */
export function candidateSource(handle: DatabaseHandle): CandidateSource {
  return handle.dialect === 'postgres' ? postgresSource(handle.db) : sqliteSource(handle.db);
}
