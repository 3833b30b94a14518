/**
 * Issue 15 item 6 "collections" (spec 001 §3 "Collection: id, name, slug, label, imageId, imageUrl, modelCount,
 * footerText, teaserText, linkVX, models"): curated groups of performers. The texts are per language (de, en, es,
 * nl), the members in their curated order. image_performer_id names the performer whose picture is the card's
 * image (imageId/imageUrl); it is not a foreign key so reseeding the performers never trips over it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image_performer_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('collection_texts')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('teaser_text', 'text', (c) => c.notNull())
    .addColumn('footer_text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_texts_pk', ['collection_id', 'language'])
    .execute();
  await db.schema
    .createTable('collection_performers')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('performer_id', 'integer', (c) => c.notNull().references('performers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_performers_pk', ['collection_id', 'performer_id'])
    .execute();
  // "Which collections is she in" (the profile's teaser) reads by performer.
  await db.schema.createIndex('collection_performers_performer').on('collection_performers').column('performer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_performers').execute();
  await db.schema.dropTable('collection_texts').execute();
  await db.schema.dropTable('collections').execute();
}
