/**
 * Issue 12 §4: sign-up asks the guest to confirm being 18 or older and to
 * accept the terms of service and data-protection notice, and the answer is
 * stored (spec 000 §7 guest/closeAgbAndDataProtection). When each was given,
 * and which version of the terms was accepted (sdk/account TERMS_VERSION).
 * Null for anonymous guests and for accounts made before this migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guests').addColumn('adult_confirmed_at', 'text').execute();
  await db.schema.alterTable('guests').addColumn('terms_accepted_at', 'text').execute();
  await db.schema.alterTable('guests').addColumn('terms_version', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guests').dropColumn('terms_version').execute();
  await db.schema.alterTable('guests').dropColumn('terms_accepted_at').execute();
  await db.schema.alterTable('guests').dropColumn('adult_confirmed_at').execute();
}
