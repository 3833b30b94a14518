/**
 * Issue 15 §8: actor notes (spec 001 §3 "Actor note: actorId, comment"), one
 * private note per guest and performer; the primary key keeps it one row when
 * two tabs save at once. Numbered 024 after the numbers reserved for issue 15's
 * parallel work (021 search, 022 video sales, 023 live).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('actor_notes')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('actor_notes_pk', ['guest_id', 'actor_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('actor_notes').execute();
}
