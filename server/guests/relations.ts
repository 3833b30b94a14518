/**
 * Saved relations (spec 000 §7 utility/relation/addRelation and hasRelation),
 * at most QUOTAS.relationsPerGuest per guest (issue 11 A11 "saved relations
 * are unbounded"): any client could otherwise store rows without end.
 */
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import { QUOTAS } from '../../sdk/quotas';
import type { Database, GuestRelationsTable } from '../db/schema';

export type RelationKey = Omit<GuestRelationsTable, 'created_at'>;

/**
 * Serializes one guest's quota checks: PostgreSQL locks the guest's row until
 * the transaction ends; SQLite runs one write transaction at a time anyway.
 */
async function lockGuest(trx: Transaction<Database>, guestId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('guests').select('id').where('id', '=', guestId).forUpdate().execute();
  }
}

function findRelation(db: Kysely<Database> | Transaction<Database>, key: RelationKey) {
  return db
    .selectFrom('guest_relations')
    .select('guest_id')
    .where('guest_id', '=', key.guest_id)
    .where('subject_type_id', '=', key.subject_type_id)
    .where('subject_id', '=', key.subject_id)
    .where('relation_type_id', '=', key.relation_type_id)
    .where('object_type_id', '=', key.object_type_id)
    .where('object_id', '=', key.object_id)
    .executeTakeFirst();
}

/** Whether the guest saved this relation. */
export async function hasRelation(db: Kysely<Database>, key: RelationKey): Promise<boolean> {
  return (await findRelation(db, key)) !== undefined;
}

/** Saves a relation: 'added', 'exists' (adding twice is not an error), or 'quotaFull' with nothing written. */
export async function addRelation(db: Kysely<Database>, key: RelationKey, now = new Date()): Promise<'added' | 'exists' | 'quotaFull'> {
  return db.transaction().execute(async (trx) => {
    await lockGuest(trx, key.guest_id);
    if (await findRelation(trx, key)) return 'exists';
    const { saved } = await trx.selectFrom('guest_relations').select((eb) => eb.fn.countAll<string | number>().as('saved'))
      .where('guest_id', '=', key.guest_id).executeTakeFirstOrThrow();
    if (Number(saved) >= QUOTAS.relationsPerGuest) return 'quotaFull';
    await trx.insertInto('guest_relations').values({ ...key, created_at: now.toISOString() }).onConflict((oc) => oc.doNothing()).execute();
    return 'added';
  });
}
