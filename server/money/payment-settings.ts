/** Stored card token and the one-click / auto-recharge configuration of a guest (payment_settings). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OneClickConfig { enabled: boolean; amounts: number[] }
export interface AutoRechargeConfig { enabled: boolean; amountEuros: number; thresholdCoins: number }

export interface PaymentSettings {
  cardToken: string | null;
  oneClick: OneClickConfig | null;
  autoRecharge: AutoRechargeConfig | null;
}

/** The guest's settings; all null when there are none. */
export async function readPaymentSettings(db: Kysely<Database>, guestId: string): Promise<PaymentSettings> {
  const row = await db.selectFrom('payment_settings').selectAll().where('guest_id', '=', guestId).executeTakeFirst();
  return {
    cardToken: row?.card_token ?? null,
    oneClick: row?.one_click ? (JSON.parse(row.one_click) as OneClickConfig) : null,
    autoRecharge: row?.auto_recharge ? (JSON.parse(row.auto_recharge) as AutoRechargeConfig) : null,
  };
}

/** Saves one configuration (the row exists: a stored card is required first). */
export async function savePaymentSetting(db: Kysely<Database>, guestId: string, column: 'one_click' | 'auto_recharge', value: OneClickConfig | AutoRechargeConfig): Promise<void> {
  await db.updateTable('payment_settings').set({ [column]: JSON.stringify(value), updated_at: new Date().toISOString() }).where('guest_id', '=', guestId).execute();
}
