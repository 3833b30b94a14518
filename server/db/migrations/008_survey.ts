/**
 * Feedback and chat-exit survey answers (spec 002 §3.9, §7.7) and the time
 * limits that guard them. A limit is one row per key with the time it ends,
 * so taking it is a single conditional upsert: race-free on both dialects.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('feedback', 'chatexit')`))
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('feedback', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('actor_id', 'integer')
    .addColumn('chat_id', 'text')
    .addColumn('chat_type', 'text')
    .addColumn('is_anonymous_voicecall', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_url', 'text', (c) => c.notNull().defaultTo(''))
    // A hash, not the address: enough to cap answers per client, nothing more kept about it.
    .addColumn('client_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_answers_guest').on('survey_answers').columns(['guest_id', 'kind', 'created_at']).execute();
  await db.schema.createIndex('survey_answers_client').on('survey_answers').columns(['client_hash', 'created_at']).execute();

  await db.schema
    .createTable('survey_limits')
    .addColumn('limit_key', 'text', (c) => c.primaryKey())
    .addColumn('until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_limits').execute();
  await db.schema.dropTable('survey_answers').execute();
}
