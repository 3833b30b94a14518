/**
 * Issue 15 item 1: full-text search over performers (name; three words; categories and tags) and
 * videos (title; description; tags). One document per performer and per video, kept current by
 * triggers, so every write (the seed, an edit, a delete, a tag added) reaches the index without
 * the repositories knowing about it:
 * - SQLite: FTS5 tables with the trigram tokenizer (substring match; typos through shared trigrams); migration 034
 *   indexes them by word instead (word prefixes, as PostgreSQL finds them);
 * - PostgreSQL: plain tables with a tsvector (GIN) for the words and pg_trgm (GIN) for typos.
 * The columns are title (name / title), keywords (categories and tags) and body (three words / description).
 * Two counters move with what a search answer depends on: the documents' version (every document change)
 * and the online version (every online-state change: "online first among equal matches"). The server's
 * answer cache (server/search/service.ts) keys on both; its typo vocabulary only on the documents'.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The performer's three words are a JSON array of words: the body gets them as plain words. */
export const SQLITE_THREE_WORDS = (ref: string) => `replace(replace(replace(replace(${ref}, '[', ''), ']', ''), '"', ''), ',', ' ')`;
export const SQLITE_ACTOR_KEYWORDS = (id: string) =>
  `trim(coalesce((select group_concat(category, ' ') from performer_categories where performer_id = ${id}), '') || ' ' || ` +
  `coalesce((select group_concat(tag, ' ') from performer_tags where performer_id = ${id}), ''))`;
export const SQLITE_VIDEO_KEYWORDS = (id: string) => `coalesce((select group_concat(tag, ' ') from video_tags where video_id = ${id}), '')`;
const SQLITE_BUMP = 'update search_version set version = version + 1 where id = 1;';
const SQLITE_BUMP_ONLINE = 'update search_version set version = version + 1 where id = 2;';

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create virtual table search_actor_docs using fts5(title, keywords, body, tokenize = 'trigram')`);
  await run(`create virtual table search_video_docs using fts5(title, keywords, body, tokenize = 'trigram')`);
  await run(`create table search_version (id integer primary key, version integer not null)`);
  await run(`insert into search_version (id, version) values (1, 1), (2, 1)`);
  // Backfill: a database that already holds a catalog gets its documents now.
  await run(`insert into search_actor_docs (rowid, title, keywords, body)
    select id, name, ${SQLITE_ACTOR_KEYWORDS('performers.id')}, ${SQLITE_THREE_WORDS('three_words')} from performers`);
  await run(`insert into search_video_docs (rowid, title, keywords, body)
    select id, title, ${SQLITE_VIDEO_KEYWORDS('videos.id')}, description from videos`);

  await run(`create trigger search_performer_insert after insert on performers begin
    insert into search_actor_docs (rowid, title, keywords, body) values (new.id, new.name, '', ${SQLITE_THREE_WORDS('new.three_words')}); ${SQLITE_BUMP} end`);
  await run(`create trigger search_performer_update after update of name, three_words on performers begin
    update search_actor_docs set title = new.name, body = ${SQLITE_THREE_WORDS('new.three_words')} where rowid = new.id; ${SQLITE_BUMP} end`);
  await run(`create trigger search_performer_online after update of is_online on performers when old.is_online <> new.is_online begin ${SQLITE_BUMP_ONLINE} end`);
  await run(`create trigger search_performer_delete after delete on performers begin
    delete from search_actor_docs where rowid = old.id; ${SQLITE_BUMP} end`);
  for (const table of ['performer_categories', 'performer_tags']) {
    for (const [event, row] of [['insert', 'new'], ['delete', 'old']] as const) {
      await run(`create trigger search_${table}_${event} after ${event} on ${table} begin
        update search_actor_docs set keywords = ${SQLITE_ACTOR_KEYWORDS(`${row}.performer_id`)} where rowid = ${row}.performer_id; ${SQLITE_BUMP} end`);
    }
  }
  await run(`create trigger search_video_insert after insert on videos begin
    insert into search_video_docs (rowid, title, keywords, body) values (new.id, new.title, '', new.description); ${SQLITE_BUMP} end`);
  await run(`create trigger search_video_update after update of title, description on videos begin
    update search_video_docs set title = new.title, body = new.description where rowid = new.id; ${SQLITE_BUMP} end`);
  await run(`create trigger search_video_delete after delete on videos begin
    delete from search_video_docs where rowid = old.id; ${SQLITE_BUMP} end`);
  for (const [event, row] of [['insert', 'new'], ['delete', 'old']] as const) {
    await run(`create trigger search_video_tags_${event} after ${event} on video_tags begin
      update search_video_docs set keywords = ${SQLITE_VIDEO_KEYWORDS(`${row}.video_id`)} where rowid = ${row}.video_id; ${SQLITE_BUMP} end`);
  }

  // spec 000 §6: a ban hides the performer in that country, so a ban added or lifted is a change of the answers.
  for (const [event] of [['insert'], ['delete']] as const) {
    await run(`create trigger search_bans_${event} after ${event} on performer_banned_countries begin ${SQLITE_BUMP} end`);
  }

  await run(`create table last_searches (
    guest_id text not null, pattern text not null, searched_at text not null, primary key (guest_id, pattern))`);
  await run(`create index last_searches_guest on last_searches (guest_id, searched_at)`);
}

/**
 * pg_trgm is a trusted extension (any user with CREATE on the database may add it). It goes into
 * `public` so every schema's indexes and queries find it by a qualified name (test schemas come and go;
 * an extension inside one would go with it). Two migrations racing to create it: the loser finds it made.
 */
async function ensureTrigram(db: Kysely<unknown>): Promise<string> {
  const existing = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (existing.rows[0]) return existing.rows[0].schema;
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  } catch (error) {
    const again = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (!again.rows[0]) throw error;
  }
  const made = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  return made.rows[0]!.schema;
}

const PG_ACTOR_KEYWORDS = (id: string) =>
  `trim(coalesce((select string_agg(category, ' ' order by category) from performer_categories where performer_id = ${id}), '') || ' ' || ` +
  `coalesce((select string_agg(tag, ' ' order by tag) from performer_tags where performer_id = ${id}), ''))`;
const PG_VIDEO_KEYWORDS = (id: string) => `coalesce((select string_agg(tag, ' ' order by tag) from video_tags where video_id = ${id}), '')`;
const PG_THREE_WORDS = (ref: string) => `translate(${ref}, '[]",', '   ')`;
const PG_BUMP = `perform nextval('search_version');`;

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const trgm = await ensureTrigram(db);
  const run = (text: string) => sql.raw(text).execute(db);
  for (const kind of ['actor', 'video']) {
    await run(`create table search_${kind}_docs (
      id integer primary key,
      title text not null,
      keywords text not null default '',
      body text not null default '',
      -- the words (full text, prefix queries) and the typo column (name/title and keywords, pg_trgm)
      tsv tsvector generated always as (to_tsvector('simple', title || ' ' || keywords || ' ' || body)) stored,
      fuzzy text generated always as (lower(title || ' ' || keywords)) stored)`);
    await run(`create index search_${kind}_docs_tsv on search_${kind}_docs using gin (tsv)`);
    await run(`create index search_${kind}_docs_fuzzy on search_${kind}_docs using gin (fuzzy "${trgm}".gin_trgm_ops)`);
  }
  // Sequences, not rows: nextval takes no row lock, so concurrent writers never wait on each other here.
  // (nextval is not transactional: a reader may see a new number before the write commits; the answer
  // cache's short lifetime bounds what it could keep of the older documents.)
  await run(`create sequence search_version`);
  await run(`create sequence search_online_version`);
  await run(`insert into search_actor_docs (id, title, keywords, body)
    select id, name, ${PG_ACTOR_KEYWORDS('performers.id')}, ${PG_THREE_WORDS('three_words')} from performers`);
  await run(`insert into search_video_docs (id, title, keywords, body)
    select id, title, ${PG_VIDEO_KEYWORDS('videos.id')}, description from videos`);

  await run(`create function search_performer_changed() returns trigger language plpgsql as $$ begin
    if tg_op = 'DELETE' then delete from search_actor_docs where id = old.id; ${PG_BUMP} return old; end if;
    if tg_op = 'INSERT' then
      insert into search_actor_docs (id, title, keywords, body) values (new.id, new.name, '', ${PG_THREE_WORDS('new.three_words')});
      ${PG_BUMP} return new;
    end if;
    if new.name is distinct from old.name or new.three_words is distinct from old.three_words then
      update search_actor_docs set title = new.name, body = ${PG_THREE_WORDS('new.three_words')} where id = new.id;
      ${PG_BUMP}
    end if;
    if new.is_online is distinct from old.is_online then perform nextval('search_online_version'); end if;
    return new; end $$`);
  await run(`create trigger search_performer_changed after insert or update or delete on performers for each row execute function search_performer_changed()`);
  await run(`create function search_actor_keywords_changed() returns trigger language plpgsql as $$
    declare pid integer; begin
    if tg_op = 'DELETE' then pid := old.performer_id; else pid := new.performer_id; end if;
    update search_actor_docs set keywords = ${PG_ACTOR_KEYWORDS('pid')} where id = pid;
    ${PG_BUMP} return null; end $$`);
  for (const table of ['performer_categories', 'performer_tags']) {
    await run(`create trigger search_${table}_changed after insert or delete on ${table} for each row execute function search_actor_keywords_changed()`);
  }
  await run(`create function search_video_changed() returns trigger language plpgsql as $$ begin
    if tg_op = 'DELETE' then delete from search_video_docs where id = old.id; ${PG_BUMP} return old; end if;
    if tg_op = 'INSERT' then
      insert into search_video_docs (id, title, keywords, body) values (new.id, new.title, '', new.description);
    elsif new.title is distinct from old.title or new.description is distinct from old.description then
      update search_video_docs set title = new.title, body = new.description where id = new.id;
    else return new;
    end if;
    ${PG_BUMP} return new; end $$`);
  await run(`create trigger search_video_changed after insert or update or delete on videos for each row execute function search_video_changed()`);
  await run(`create function search_video_keywords_changed() returns trigger language plpgsql as $$
    declare vid integer; begin
    if tg_op = 'DELETE' then vid := old.video_id; else vid := new.video_id; end if;
    update search_video_docs set keywords = ${PG_VIDEO_KEYWORDS('vid')} where id = vid;
    ${PG_BUMP} return null; end $$`);
  await run(`create trigger search_video_tags_changed after insert or delete on video_tags for each row execute function search_video_keywords_changed()`);
  // spec 000 §6: a ban hides the performer in that country, so a ban added or lifted is a change of the answers.
  await run(`create function search_bans_changed() returns trigger language plpgsql as $$ begin ${PG_BUMP} return null; end $$`);
  await run(`create trigger search_bans_changed after insert or delete on performer_banned_countries for each statement execute function search_bans_changed()`);

  await run(`create table last_searches (
    guest_id text not null, pattern text not null, searched_at text not null, primary key (guest_id, pattern))`);
  await run(`create index last_searches_guest on last_searches (guest_id, searched_at)`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const run = (text: string) => sql.raw(text).execute(db);
  await run('drop table last_searches');
  if (postgres) {
    for (const trigger of ['search_performer_changed on performers', 'search_performer_categories_changed on performer_categories',
      'search_performer_tags_changed on performer_tags', 'search_video_changed on videos', 'search_video_tags_changed on video_tags',
      'search_bans_changed on performer_banned_countries']) {
      await run(`drop trigger ${trigger}`);
    }
    for (const fn of ['search_performer_changed', 'search_actor_keywords_changed', 'search_video_changed', 'search_video_keywords_changed', 'search_bans_changed']) await run(`drop function ${fn}()`);
    await run('drop sequence search_version');
    await run('drop sequence search_online_version');
  } else {
    const triggers = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like 'search_%'`.execute(db);
    for (const { name } of triggers.rows) await run(`drop trigger ${name}`);
    await run('drop table search_version');
  }
  await run('drop table search_actor_docs');
  await run('drop table search_video_docs');
}
