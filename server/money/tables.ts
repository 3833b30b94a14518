/**
 * Kysely table types of migration 004_ledger. Booleans 0/1, dates ISO text,
 * JSON as text, like the rest of server/db/schema.ts (which lists them in Database).
 */
import type { Generated } from 'kysely';

/** One row per guest who ever held coins; balance CHECK (balance >= 0). */
export interface WalletsTable {
  guest_id: string;
  balance: number;
  /** Coins a refund or chargeback could not take back because they were spent (migration 031): paid off from the next credits. */
  owed: Generated<number>;
  updated_at: string;
}

/** Append-only: rows are inserted, never updated or deleted. */
export interface LedgerEntriesTable {
  id: string;
  guest_id: string;
  /** Positive for credits, negative for charges. */
  delta: number;
  balance_after: number;
  reason: string;
  reference: string | null;
  /** Unique per guest: a retried move is recognised, not repeated. */
  idempotency_key: string;
  created_at: string;
}

export interface PurchasesTable {
  id: string;
  guest_id: string;
  item_type: string;
  item_id: string;
  quantity: number;
  /** Coins charged (0 when a voucher paid). */
  price: number;
  voucher_id: number | null;
  idempotency_key: string;
  /** Hash of the request the key was first used for (migration 010; '' before): another request with the key is refused. */
  request_hash: Generated<string>;
  /** The JSON answer given the first time, replayed for the same key. */
  answer: string;
  created_at: string;
}

/** What a guest owns for good (videos, albums, feed posts): buying twice is refused by the primary key. */
export interface OwnedItemsTable {
  guest_id: string;
  item_type: string;
  item_id: string;
  purchase_id: string;
  created_at: string;
}

export interface VouchersTable {
  id: Generated<number>;
  guest_id: string;
  type: number;
  amount: number;
  valid_from: string;
  valid_to: string | null;
  actor_id: number | null;
  /** JSON number array. */
  actors: string;
  source: string;
  created_at: string;
}

export interface GiftsTable {
  id: number;
  name: string;
  price: number;
  image_url: string;
  active: number;
  vip: number;
  category_id: number;
  /** JSON [{language, value}]. */
  translations: string;
}

export interface BoughtGiftsTable {
  guest_id: string;
  gift_id: number;
  quantity: number;
}

export interface FeedPostsTable {
  id: number;
  performer_id: number;
  text: string;
  price: number;
  created_at: string;
}

export interface SubscriptionsTable {
  id: string;
  guest_id: string;
  /** 'vip' or 'tv'. */
  kind: string;
  price: number;
  started_at: string;
  ends_at: string;
  ended_at: string | null;
}

export interface PaymentsTable {
  id: string;
  guest_id: string;
  amount_cents: number;
  coins: number;
  /** 'pending' | 'succeeded' | 'declined' | 'requires_action' | 'failed' */
  status: string;
  card_last4: string;
  source: string;
  idempotency_key: string;
  /** Hash of the request the key was first used for (migration 010; '' before): another request with the key is refused. */
  request_hash: Generated<string>;
  /** The provider's reference of the charge, once its answer came (migration 010). */
  provider_reference: Generated<string | null>;
  answer: string;
  created_at: string;
  updated_at: string;
}

export interface PaymentSettingsTable {
  guest_id: string;
  /** Sandbox stand-in for a provider's stored-card token; set by a successful top-up. */
  card_token: string | null;
  one_click: string | null;
  auto_recharge: string | null;
  updated_at: string;
}

export interface BonusCodesTable {
  code: string;
  /** JSON BonusCodeConfig (server/money/bonus-config.ts). */
  config: string;
  valid_from: string;
  valid_to: string | null;
  created_at: string;
}

export interface BonusRedemptionsTable {
  code: string;
  guest_id: string;
  redeemed_at: string;
  /** JSON of what was credited. */
  benefits: string;
  /** When the code's on-top top-up benefit was used, or null. */
  on_top_used_at: string | null;
}

/** The sandbox provider's side (migration 010): what it charged, keyed by its reference and by our payment id. */
export interface SandboxChargesTable {
  reference: string;
  idempotency_key: string;
  /** 'succeeded' | 'declined' | 'requires_action' */
  status: string;
  amount_cents: number;
  last4: string;
  card_token: string | null;
  reason: string | null;
  challenge_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A payment provider's notice of a refund or chargeback, applied once (migration 031). */
export interface ProviderNoticesTable {
  id: string;
  kind: 'refund' | 'chargeback';
  payment_id: string;
  /** The JSON answer given when it was applied. */
  answer: string;
  received_at: string;
}
