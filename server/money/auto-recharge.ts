/**
 * Auto-recharge after a coin spend: when a purchase or a paid message takes
 * the balance below the guest's threshold (sdk autoRechargeDue), the stored
 * card is charged the configured amount through the ordinary top-up, keyed by
 * the spend, so a retried spend never charges twice. The spend itself is
 * already committed: a failed recharge leaves it as it is (the payments row
 * records the outcome), and the balance event tells every open device.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../sdk/config';
import { autoRechargeDue } from '../../sdk/payment/auto-recharge';
import type { Database } from '../db/schema';
import type { PaymentProvider } from './payment-provider';
import { readPaymentSettings } from './payment-settings';
import { topUp, type TopUpResult } from './topup';

export interface CoinSpend {
  guestId: string;
  /** Coins taken by the spend (0: nothing to do). */
  coins: number;
  balanceAfter: number;
  /** Unique per spend (its idempotency key): the recharge's own key derives from it. */
  key: string;
  language: Language;
}

/** Tops up through `provider` when the spend crossed the threshold; the top-up's answer and changes, or null when none was due or possible. */
export async function rechargeAfterSpend(db: Kysely<Database>, provider: PaymentProvider, spend: CoinSpend): Promise<TopUpResult | null> {
  if (spend.coins <= 0) return null;
  const settings = await readPaymentSettings(db, spend.guestId);
  if (!settings.cardToken || !autoRechargeDue(settings.autoRecharge, spend.balanceAfter + spend.coins, spend.balanceAfter)) return null;
  try {
    return await topUp(db, provider, {
      guestId: spend.guestId, amountEuros: settings.autoRecharge!.amountEuros, card: { token: settings.cardToken },
      idempotencyKey: `autoRecharge:${spend.key}`, language: spend.language, source: 'autoRecharge',
    });
  } catch {
    // The provider was unreachable: topUp marked the payment failed. The spend stands; its answer must not turn into an error.
    return null;
  }
}
