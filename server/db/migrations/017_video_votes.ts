/**
 * Issue 13 §4: like and dislike of a video (spec 001 §7 query service "like/dislike
 * video and gallery"), one vote per guest and video: the primary key holds the rule,
 * so two tabs or two processes voting at once still leave one row.
 * Numbered 017 so it sorts after the other issue-13 migrations written in parallel.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_votes')
    .addColumn('video_id', 'integer', (c) => c.notNull())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('vote', 'text', (c) => c.notNull().check(sql`vote in ('like', 'dislike')`))
    .addColumn('voted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_votes_pk', ['video_id', 'guest_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_votes').execute();
}
