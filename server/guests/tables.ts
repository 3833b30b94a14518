/** Table types of the guests' migrations that db/schema.ts names (kept apart so the schema imports no logic). */

/** Migration 010: one login-throttle counter per scope (pair, address, account). */
export interface LoginThrottleTable {
  /** sha256 of scope, account and address: no e-mail or IP address is stored. */
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string;
  expires_at: string;
}
