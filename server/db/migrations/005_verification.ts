/**
 * Age verification and pin-call verification (issue 3 §6, §7): the current
 * AVS state per guest, the provider checkouts that move it, and the pin-call
 * verifications. Pins are stored only as hashes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('age_verifications')
    .addColumn('guest_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reject_message', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('avs_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('forward_url', 'text')
    .addColumn('reject_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('avs_checkouts_guest').on('avs_checkouts').columns(['guest_id', 'created_at']).execute();

  await db.schema
    .createTable('pincall_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('pre_code', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('e123', 'text', (c) => c.notNull())
    .addColumn('e164', 'text', (c) => c.notNull())
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('pin_length', 'integer', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .execute();
  await db.schema.createIndex('pincall_verifications_guest').on('pincall_verifications').columns(['guest_id', 'created_at']).execute();
  // "Number not unique" looks up verified rows by number.
  await db.schema.createIndex('pincall_verifications_number').on('pincall_verifications').columns(['e164', 'verified']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pincall_verifications').execute();
  await db.schema.dropTable('avs_checkouts').execute();
  await db.schema.dropTable('age_verifications').execute();
}
