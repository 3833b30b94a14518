/** Kysely types of migration 020 (ticket shows, chat tickets, voice calls). */
export type TicketShowStatus = 'scheduled' | 'running' | 'ended';
export type TicketCreationType = 'M' | 'C' | 'P';

export interface TicketShowsTable {
  id: import('kysely').Generated<number>;
  performer_id: number;
  starts_at: string;
  ends_at: string;
  price: number;
  status: TicketShowStatus;
  created_at: string;
}

export interface ChatTicketsTable {
  id: string;
  guest_id: string;
  show_id: number;
  creation_type: TicketCreationType;
  promo_code: string | null;
  price: number;
  paid_with: 'coins' | 'voucher';
  voucher_id: number | null;
  removed: number;
  created_at: string;
  removed_at: string | null;
}

export interface VoiceCallsTable {
  id: string;
  guest_id: string;
  performer_id: number;
  price_per_minute: number;
  is_anonymous: number;
  started_at: string;
  last_seen_at: string;
  ended_at: string | null;
  end_reason: number | null;
  billed_minutes: number;
}

export interface VoiceCallMinutesTable {
  call_id: string;
  minute: number;
  price: number;
  billed_at: string;
}
