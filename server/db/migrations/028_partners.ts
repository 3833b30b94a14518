/**
 * Partners and attribution (issue 16 §1-§2): partner accounts (the partner id is the `w` of their links;
 * the API key is kept as a sha256 hash only), the origins each one embeds from (they feed CORS and the
 * overlay's frame-ancestors), visits that arrived with a partner id, the click a sign-up or a payment is
 * attributed to, and the sandbox's refunds and chargebacks that reverse a payment in the report.
 * Sub ids are '' when a click had none, so reports group without null handling on either dialect.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('api_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partner_origins')
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('partner_origins_pk', ['partner_id', 'origin'])
    .execute();

  await db.schema
    .createTable('partner_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('w', 'text', (c) => c.notNull())
    .addColumn('ws', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('wt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('campaign', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partner_visits_w_time').on('partner_visits').columns(['w', 'created_at']).execute();

  await db.schema
    .createTable('partner_attributions')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('signup', 'payment')`))
    // The guest id of a sign-up, the payment id of a payment.
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('w', 'text', (c) => c.notNull())
    .addColumn('ws', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('wt', 'text', (c) => c.notNull().defaultTo(''))
    // gk_cid, adtv, sub, option as a JSON object.
    .addColumn('campaign', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('clicked_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('partner_attributions_pk', ['kind', 'subject_id'])
    .execute();
  await db.schema.createIndex('partner_attributions_w').on('partner_attributions').columns(['w', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('payment_reversals')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('refund', 'chargeback')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payment_reversals', 'partner_attributions', 'partner_visits', 'partner_origins', 'partners']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
