/** Kysely type of the actor_notes table (migration 024). */
export interface ActorNotesTable {
  guest_id: string;
  actor_id: number;
  comment: string;
  updated_at: string;
}
