/** Migration 021: a guest's last searches (spec 001 §9 "Last search requests kept: 3"), stored only with functional consent. */
export interface LastSearchesTable {
  guest_id: string;
  /** The normalized pattern (trimmed, inner spaces collapsed). */
  pattern: string;
  searched_at: string;
}
