/** Row types of migration 028 (partners and attribution). */
export interface PartnersTable {
  id: string;
  name: string;
  /** Lower-cased. */
  email: string;
  /** sha256 of the API key: the key itself is shown once and never stored. */
  api_key_hash: string;
  created_at: string;
}

export interface PartnerOriginsTable {
  partner_id: string;
  origin: string;
  created_at: string;
}

export interface PartnerVisitsTable {
  id: string;
  w: string;
  ws: string;
  wt: string;
  campaign: string;
  brand: string;
  created_at: string;
}

export interface PartnerAttributionsTable {
  kind: 'signup' | 'payment';
  subject_id: string;
  guest_id: string;
  w: string;
  ws: string;
  wt: string;
  campaign: string;
  clicked_at: string;
  created_at: string;
}

export interface PaymentReversalsTable {
  payment_id: string;
  kind: 'refund' | 'chargeback';
  amount_cents: number;
  /** The payment's coins (the report's VXC); what the ledger took back and what stayed owed are below (migration 031). */
  coins: number;
  created_at: string;
  notice_id: string;
  coins_taken: number;
  coins_owed: number;
}
