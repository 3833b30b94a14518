/**
 * Issue 15 items 1 and 9 on SQLite: the search documents indexed by word (unicode61) with a prefix index, instead of by
 * trigram. A pattern's words are found as word prefixes, as PostgreSQL's `word:*` finds them (migration 021), so both
 * databases answer alike; and a word is one lookup in the index instead of the intersection of its trigrams' lists
 * (bench/search: a new performer name 65 -> 9 µs in the performers' index, 170 -> 14 µs in the videos'). Typos go
 * through the vocabulary's close words (sdk/search/vocabulary.ts), which needs no trigram index.
 * The tables keep their names, so migration 021's triggers keep them current unchanged.
 * Diacritics stay (remove_diacritics 0): PostgreSQL's 'simple' configuration keeps them too.
 * PostgreSQL: nothing.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SQLITE_ACTOR_KEYWORDS, SQLITE_THREE_WORDS, SQLITE_VIDEO_KEYWORDS } from './021_search';

async function rebuild(db: Kysely<unknown>, tokenize: string): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const kind of ['actor', 'video']) {
    await run(`drop table search_${kind}_docs`);
    await run(`create virtual table search_${kind}_docs using fts5(title, keywords, body, ${tokenize})`);
  }
  await run(`insert into search_actor_docs (rowid, title, keywords, body)
    select id, name, ${SQLITE_ACTOR_KEYWORDS('performers.id')}, ${SQLITE_THREE_WORDS('three_words')} from performers`);
  await run(`insert into search_video_docs (rowid, title, keywords, body)
    select id, title, ${SQLITE_VIDEO_KEYWORDS('videos.id')}, description from videos`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await rebuild(db, `tokenize = 'unicode61 remove_diacritics 0', prefix = '3'`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await rebuild(db, `tokenize = 'trigram'`);
}
