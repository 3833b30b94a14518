/**
 * Idempotency that compares requests and payments that never stay pending
 * (issue 11 A7): payments and purchases keep a hash of the request their key
 * was first used for (the same key with another body is refused), payments
 * keep the provider's reference, and the sandbox payment provider keeps its
 * own records of the charges it made (as a real provider does on its side),
 * so a payment left pending by a crash can be reconciled after a restart.
 * Rows from before this migration have an empty hash and are not compared.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('request_hash', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('payments').addColumn('provider_reference', 'text').execute();
  // The reconciler looks for open payments (pending, or a 3-D Secure step) older than a grace period.
  await db.schema.createIndex('payments_status_time').on('payments').columns(['status', 'updated_at']).execute();
  await db.schema.alterTable('purchases').addColumn('request_hash', 'text', (c) => c.notNull().defaultTo('')).execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    // Our payment id, sent with every charge: the provider charges a key once.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('card_token', 'text')
    .addColumn('reason', 'text')
    .addColumn('challenge_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_charges').execute();
  await db.schema.alterTable('purchases').dropColumn('request_hash').execute();
  await db.schema.dropIndex('payments_status_time').execute();
  await db.schema.alterTable('payments').dropColumn('provider_reference').execute();
  await db.schema.alterTable('payments').dropColumn('request_hash').execute();
}
