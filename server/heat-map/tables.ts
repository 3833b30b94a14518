/** Kysely type of the performer_online_periods table (migration 025). */
export interface PerformerOnlinePeriodsTable {
  performer_id: number;
  started_at: string;
  /** Null while she is online. */
  ended_at: string | null;
}
