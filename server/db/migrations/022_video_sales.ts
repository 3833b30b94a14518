/**
 * Issue 15 item 6: one row per sale of a video, for the bestSelling and trending orders
 * (spec 001 §3 "Video orders") and the video stars (spec 001 §9 "video stars 100": performers
 * by video sales). Written in the purchase's transaction (server/routes/rest/money-purchases.ts)
 * and seeded with the demo catalog; owned_items cannot serve: it keys the item id as text
 * per guest, and the demo's sales have no guests.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_sales')
    .addColumn('video_id', 'integer', (c) => c.notNull())
    .addColumn('performer_id', 'integer', (c) => c.notNull())
    .addColumn('sold_at', 'text', (c) => c.notNull())
    .execute();
  // Counting one video's sales, and a window of recent sales (trending), each from an index.
  await db.schema.createIndex('video_sales_video_sold').on('video_sales').columns(['video_id', 'sold_at']).execute();
  await db.schema.createIndex('video_sales_sold_video').on('video_sales').columns(['sold_at', 'video_id']).execute();
  await db.schema.createIndex('video_sales_performer').on('video_sales').columns(['performer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_sales').execute();
}
