/**
 * The coin ledger and everything bought with coins (issue 3 §3-§5): wallets,
 * the append-only ledger, purchases with idempotency keys, owned items,
 * vouchers, gifts, feed posts, subscriptions, payments and bonus codes.
 * Seeds the gifts, feed posts and bonus codes the spec names (000 §9).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SEED_BONUS_CODES, SEED_FEED_POSTS, SEED_GIFTS } from '../../money/seed-data';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const now = new Date().toISOString();

  await db.schema
    .createTable('wallets')
    .addColumn('guest_id', 'text', (c) => c.primaryKey())
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_guest_key', ['guest_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('ledger_entries_guest_time').on('ledger_entries').columns(['guest_id', 'created_at']).execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('voucher_id', 'integer')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('purchases_guest_key', ['guest_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('owned_items')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('purchase_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('owned_items_pk', ['guest_id', 'item_type', 'item_id'])
    .execute();

  await db.schema
    .createTable('vouchers')
    // The wire Voucher id is a number: an identity column on PostgreSQL, rowid alias on SQLite.
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().check(sql`type between 1 and 10`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text')
    .addColumn('actor_id', 'integer')
    .addColumn('actors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vouchers_guest_type').on('vouchers').columns(['guest_id', 'type']).execute();

  await db.schema
    .createTable('gifts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('vip', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bought_gifts')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('gift_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addPrimaryKeyConstraint('bought_gifts_pk', ['guest_id', 'gift_id'])
    .execute();

  await db.schema
    .createTable('feed_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('performer_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('subscriptions_guest_kind').on('subscriptions').columns(['guest_id', 'kind']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_guest_key', ['guest_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('payment_settings')
    .addColumn('guest_id', 'text', (c) => c.primaryKey())
    .addColumn('card_token', 'text')
    .addColumn('one_click', 'text')
    .addColumn('auto_recharge', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bonus_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bonus_redemptions')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text', (c) => c.notNull())
    .addColumn('benefits', 'text', (c) => c.notNull())
    .addColumn('on_top_used_at', 'text')
    // One redemption per guest and code, enforced by the database.
    .addPrimaryKeyConstraint('bonus_redemptions_pk', ['code', 'guest_id'])
    .execute();

  const seeded = db as Kysely<Record<string, Record<string, unknown>>>;
  await seeded.insertInto('gifts').values(SEED_GIFTS.map((g) => ({ ...g, translations: JSON.stringify(g.translations) }))).execute();
  await seeded.insertInto('feed_posts').values(SEED_FEED_POSTS.map((p) => ({ ...p, created_at: now }))).execute();
  await seeded
    .insertInto('bonus_codes')
    .values(SEED_BONUS_CODES.map((b) => ({ code: b.code, config: JSON.stringify(b.config), valid_from: b.validFrom, valid_to: b.validTo, created_at: now })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'bonus_redemptions', 'bonus_codes', 'payment_settings', 'payments', 'subscriptions', 'feed_posts',
    'bought_gifts', 'gifts', 'vouchers', 'owned_items', 'purchases', 'ledger_entries', 'wallets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
