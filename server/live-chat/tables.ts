/** Kysely types of migration 019 (live chat). Dates are ISO text, booleans 0/1. */

export interface ChatSessionsTable {
  id: string;
  guest_id: string;
  /** guest_id while running, null once ended (unique: one running chat per guest). */
  active_guest_id: string | null;
  actor_id: number;
  chat_type: string;
  price_per_minute: number;
  start_seq: number | string;
  started_at: string;
  /** -1 before minute 0 is billed. */
  last_billed_minute: number;
  billed_minutes: number;
  /** Minutes a voucher paid (videochat vouchers are capped per chat by voucherChatMinutes). */
  voucher_minutes: number;
  /** Coins the chat cost: minutes, tips and toy orders. */
  total_price: number;
  paid_until: string;
  last_seen_at: string;
  is_toy_control: number;
  ended_at: string | null;
  end_reason: number | null;
}

export interface ChatMinutesTable {
  chat_id: string;
  minute: number;
  paid_with: 'coins' | 'voucher' | 'free';
  coins: number;
  voucher_id: number | null;
  billed_at: string;
}

export interface ChatMessagesTable {
  id: string;
  chat_id: string;
  sender_type: 'guest' | 'actor' | 'system';
  text: string;
  created_at: string;
}

export interface ChatStartSeqsTable {
  guest_id: string;
  seq: number | string;
}

export interface ChatRatingsTable {
  id: string;
  actor_id: number;
  guest_id: string | null;
  chat_id: string | null;
  stars: number;
  created_at: string;
}
