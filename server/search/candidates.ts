/**
 * What the database answers for the global search, per database (issue 15 item 1): the documents of ONE word, as a word
 * prefix (SQLite FTS5 with the unicode61 tokenizer and a prefix index, migration 034; PostgreSQL tsvector `word:*`),
 * and on PostgreSQL the typo candidates of a typed word (pg_trgm word similarity on the GIN trigram index; SQLite finds
 * them through the vocabulary's close words, server/search/word-store.ts). Both answer ids only: what the ranking
 * needs of each document is read once per documents version (`documents`), so a word costs one index lookup.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { FUZZY_THRESHOLD } from '../../sdk/search/rules';
import { SQLITE_ACTOR_KEYWORDS, SQLITE_VIDEO_KEYWORDS } from '../db/migrations/021_search';

export type SearchKind = 'actor' | 'video';

/** A document with what the ranking and the result items need. */
export interface CandidateRow {
  id: number;
  title: string;
  keywords: string;
  performer_id: number;
  /** Performers: rank; videos: null. */
  rank: number | null;
  /** Registration (performers) or release (videos) time. */
  date: string;
  /** Videos: the duration in seconds and the performer's name (the result item shows them). */
  duration: number | null;
  performer_name: string;
}

/** Typo candidates read per typed word: typo matches come after every exact one, and nobody pages far through them. */
export const TYPO_CANDIDATES_MAX = 300;

/**
 * The documents of a kind after an id, in id order, at most `limit`. `from` is where title and keywords are read:
 * PostgreSQL's document tables, or on SQLite the catalog's own tables with the keywords as migration 021's triggers
 * write them (reading an FTS5 table's columns decodes each document whole, description included: 3 to 4 times slower).
 */
function documentsAfter(kind: SearchKind, from: 'documents' | 'catalog', afterId: number, limit: number): RawBuilder<CandidateRow> {
  if (kind === 'actor') {
    const source = from === 'documents'
      ? sql`search_actor_docs d join performers p on p.id = d.id`
      : sql`(select id, name as title, ${sql.raw(SQLITE_ACTOR_KEYWORDS('performers.id'))} as keywords from performers) d join performers p on p.id = d.id`;
    return sql<CandidateRow>`select d.id, d.title, d.keywords, p.id as performer_id, p.rank, p.registered_at as date, null as duration, p.name as performer_name
      from ${source} where d.id > ${afterId} order by d.id limit ${limit}`;
  }
  const source = from === 'documents'
    ? sql`search_video_docs d join videos v on v.id = d.id`
    : sql`(select id, title, ${sql.raw(SQLITE_VIDEO_KEYWORDS('videos.id'))} as keywords from videos) d join videos v on v.id = d.id`;
  return sql<CandidateRow>`select d.id, d.title, d.keywords, v.performer_id, null as rank, v.released_at as date, v.duration, p.name as performer_name
    from ${source} join performers p on p.id = v.performer_id where d.id > ${afterId} order by d.id limit ${limit}`;
}

/** An FTS5 string literal: double quotes doubled. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

export interface CandidateSource {
  /** The documents of a kind after an id, in id order, at most `limit` (all of them are read once per documents version, in parts). */
  documents(kind: SearchKind, afterId: number, limit: number): Promise<CandidateRow[]>;
  /** The ids of the documents holding a word that begins with `word` (a word of the pattern, 3 characters or more). */
  word(kind: SearchKind, word: string): Promise<number[]>;
  /**
   * PostgreSQL: the ids of the documents whose name/title or keywords hold words close to `word`. Absent on SQLite,
   * where the vocabulary's close words lead to their own documents.
   */
  typos?(kind: SearchKind, word: string): Promise<number[]>;
}

const ids = (rows: Array<{ id: number | string }>) => rows.map((row) => Number(row.id));

function sqliteSource(db: Kysely<Database>): CandidateSource {
  return {
    async documents(kind, afterId, limit) {
      return (await documentsAfter(kind, 'catalog', afterId, limit).execute(db)).rows;
    },
    async word(kind, word) {
      const match = `${ftsString(word)} *`;
      return ids((await sql<{ id: number }>`select rowid as id from ${sql.table(`search_${kind}_docs`)}(${match})`.execute(db)).rows);
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
    async documents(kind, afterId, limit) {
      return (await documentsAfter(kind, 'documents', afterId, limit).execute(db)).rows;
    },
    async word(kind, word) {
      // Only letters and digits reach to_tsquery (searchWords), so the query text cannot be malformed.
      const query = `${word}:*`;
      return ids((await sql<{ id: number }>`select id from ${sql.table(`search_${kind}_docs`)} where tsv @@ to_tsquery('simple', ${query})`.execute(db)).rows);
    },
    async typos(kind, word) {
      const schema = await schemaOfTrigram();
      // `<%` uses the GIN trigram index; its threshold is set for this transaction only.
      return db.transaction().execute(async (trx) => {
        await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`.execute(trx);
        const { rows } = await sql<{ id: number }>`select id from ${sql.table(`search_${kind}_docs`)}
          where ${word} operator(${sql.id(schema)}.<%) fuzzy
          order by ${sql.id(schema)}.word_similarity(${word}, fuzzy) desc limit ${TYPO_CANDIDATES_MAX}`.execute(trx);
        return ids(rows);
      });
    },
  };
}

/** The candidate source of the open database. */
export function candidateSource(handle: DatabaseHandle): CandidateSource {
  return handle.dialect === 'postgres' ? postgresSource(handle.db) : sqliteSource(handle.db);
}
