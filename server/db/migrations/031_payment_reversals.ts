/**
 * Refunds and chargebacks reverse in the coin ledger (issue 16 §2: "Revenue counts only settled payments; refunds
 * and chargebacks (sandbox) reverse"). The payment provider tells us of them by a signed notice
 * (server/money/provider-notices.ts):
 * - provider_notices keeps every notice applied, by the provider's notice id, with its answer: the same notice
 *   delivered twice (providers retry until they get a 2xx) reverses once and answers the same;
 * - a reversal takes back what the payment credited as a ledger entry (never an edit); coins the guest already
 *   spent cannot be taken, so the rest is owed: wallets.owed, paid off from the next coins credited
 *   (sdk/payment/reversals.ts). The balance itself never goes below 0 (its check stays);
 * - payment_reversals (migration 028) records what was taken and what was owed, and which notice did it.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallets').addColumn('owed', 'integer', (c) => c.notNull().defaultTo(0).check(sql`owed >= 0`)).execute();
  await db.schema.alterTable('payment_reversals').addColumn('notice_id', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('payment_reversals').addColumn('coins_taken', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('payment_reversals').addColumn('coins_owed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('provider_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    // The JSON answer given when it was applied, given again to a repeat delivery.
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_notices').ifExists().execute();
  for (const column of ['coins_owed', 'coins_taken', 'notice_id']) await db.schema.alterTable('payment_reversals').dropColumn(column).execute();
  await db.schema.alterTable('wallets').dropColumn('owed').execute();
}
