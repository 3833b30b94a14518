/** The demo catalog: performers with their categories, tags and bans, videos, albums, pictures. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('performers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_lower', 'text', (c) => c.notNull().unique())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('three_words', 'text', (c) => c.notNull())
    .addColumn('prices', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('is_online', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull())
    .addColumn('is_top_amateur', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('favorite_count', 'integer', (c) => c.notNull())
    .addColumn('registered_at', 'text', (c) => c.notNull())
    .execute();
  // Default grid order: online first, then rank.
  await db.schema.createIndex('performers_online_rank').on('performers').columns(['is_online', 'rank']).execute();
  await db.schema.createIndex('performers_registered').on('performers').columns(['registered_at', 'id']).execute();
  await db.schema.createIndex('performers_gender').on('performers').column('gender').execute();

  for (const [table, column] of [
    ['performer_categories', 'category'],
    ['performer_tags', 'tag'],
    ['performer_banned_countries', 'country_code'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('performer_id', 'integer', (c) => c.notNull().references('performers.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['performer_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}`).on(table).columns([column, 'performer_id']).execute();
  }

  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('performer_id', 'integer', (c) => c.notNull().references('performers.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('base_price', 'integer', (c) => c.notNull())
    .addColumn('free', 'integer', (c) => c.notNull())
    .addColumn('vip', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull())
    .addColumn('on_sale', 'integer', (c) => c.notNull())
    .addColumn('classic', 'integer', (c) => c.notNull())
    .addColumn('age_rating', 'integer', (c) => c.notNull())
    .addColumn('released_at', 'text', (c) => c.notNull())
    .execute();
  // Grid orders: newest (default), price, duration; and an actor's own videos.
  await db.schema.createIndex('videos_released').on('videos').columns(['released_at', 'id']).execute();
  await db.schema.createIndex('videos_performer_released').on('videos').columns(['performer_id', 'released_at']).execute();
  await db.schema.createIndex('videos_price').on('videos').columns(['price', 'id']).execute();
  await db.schema.createIndex('videos_duration').on('videos').columns(['duration', 'id']).execute();
  await db.schema.createIndex('videos_classic_released').on('videos').columns(['classic', 'released_at']).execute();

  await db.schema
    .createTable('video_tags')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_tags_pk', ['video_id', 'tag'])
    .execute();
  await db.schema.createIndex('video_tags_tag').on('video_tags').columns(['tag', 'video_id']).execute();

  await db.schema
    .createTable('albums')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('performer_id', 'integer', (c) => c.notNull().references('performers.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('age_rating', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('picture_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('albums_performer').on('albums').columns(['performer_id', 'created_at']).execute();

  await db.schema
    .createTable('pictures')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pictures_album').on('pictures').columns(['album_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pictures', 'albums', 'video_tags', 'videos', 'performer_banned_countries', 'performer_tags', 'performer_categories', 'performers']) {
    await db.schema.dropTable(table).execute();
  }
}
