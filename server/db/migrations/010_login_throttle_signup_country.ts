/**
 * Issue 11 A3 and A4: the login throttle's counters (guests/login-throttle.ts)
 * and the country a guest signed up from. Throttle keys are sha256 hashes of
 * scope, account and address, so the table holds no e-mail or IP address.
 * Times are ISO strings like every other table's, compared as text.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    // No attempt on this key before then: the growing wait, or a short hold while one attempt is checked.
    .addColumn('blocked_until', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttle_expires').on('login_throttle').column('expires_at').execute();
  // Null for guests who signed up before this column, and for anonymous guests.
  await db.schema.alterTable('guests').addColumn('signup_country', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guests').dropColumn('signup_country').execute();
  await db.schema.dropTable('login_throttle').execute();
}
