/**
 * Guest accounts (issue 3): guests (anonymous and registered), their sessions,
 * one-time tokens (password reset, e-mail verification), relations and
 * newsletter subscriptions. Secrets (session ids, tokens) are stored as
 * sha256 hashes only, so a database leak yields no usable cookie or link.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('anonymous', 'registered')`))
    .addColumn('name', 'text')
    // Lower-cased on write; unique so two accounts never share an address (NULLs are distinct on both dialects).
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('is_locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('restriction_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_blocked_for_comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_data_protection', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('notifications_settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('signup_origin', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('conversion_chat_until', 'integer')
    .addColumn('auto_recharge_teaser_state', 'text')
    .addColumn('is_paying_customer', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Case-insensitive unique names: "Anna" and "anna" would confuse every guest who meets both.
  await db.schema.createIndex('guests_name_lower').on('guests').expression(sql`lower(name)`).unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // sha256 of the cookie value
    .addColumn('guest_id', 'text', (c) => c.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_guest').on('sessions').column('guest_id').execute();

  await db.schema
    .createTable('guest_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey()) // sha256 of the token in the link
    .addColumn('guest_id', 'text', (c) => c.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('passwordReset', 'verifyEmail')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('guest_tokens_guest').on('guest_tokens').columns(['guest_id', 'purpose']).execute();

  await db.schema
    .createTable('guest_relations')
    .addColumn('guest_id', 'text', (c) => c.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('subject_type_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('relation_type_id', 'integer', (c) => c.notNull())
    .addColumn('object_type_id', 'integer', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('guest_relations_pk', ['guest_id', 'subject_type_id', 'subject_id', 'relation_type_id', 'object_type_id', 'object_id'])
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('guest_id', 'text', (c) => c.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_subscriptions_pk', ['guest_id', 'type_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['newsletter_subscriptions', 'guest_relations', 'guest_tokens', 'sessions', 'guests']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
