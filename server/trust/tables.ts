/**
 * Kysely table types of migration 005_verification. Booleans 0/1, dates ISO
 * text, like the rest of server/db/schema.ts (which lists them in Database).
 */
import type { AvsStatus } from '../../sdk/api/guest-types';

/** The current age-verification state of a guest; no row = unknown. */
export interface AgeVerificationsTable {
  guest_id: string;
  status: AvsStatus;
  reject_message: string | null;
  updated_at: string;
}

/** One trip to the AVS provider: pending until the provider decides. */
export interface AvsCheckoutsTable {
  id: string;
  guest_id: string;
  provider: string;
  status: 'pending' | 'accepted' | 'rejected' | 'superseded';
  /** Where the provider sends the guest back to. */
  forward_url: string | null;
  reject_message: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface PincallVerificationsTable {
  id: string;
  guest_id: string;
  type: string;
  country_code: string;
  pre_code: string;
  number: string;
  e123: string;
  /** "+491711234567": the identity of a number for "number not unique". */
  e164: string;
  /** sha256 of `${id}:${pin}`: a database leak does not leak live pins. */
  pin_hash: string;
  pin_length: number;
  verified: number;
  failed_attempts: number;
  created_at: string;
  verified_at: string | null;
}
