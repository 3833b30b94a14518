/**
 * When auto-recharge tops up (the guest's autoRechargeConfig, spec 000 §2
 * guest session; set in the overlay's "autorecharge" flow, spec 002 §2.3):
 * the guest names a threshold in coins ("below which to recharge") and an
 * amount in euros charged to the stored card.
 */

export interface AutoRechargeRule {
  enabled: boolean;
  thresholdCoins: number;
  amountEuros: number;
}

/**
 * True when a coin spend took the balance from the threshold or above to
 * below it: one recharge per crossing. Spends that stay below (after a
 * declined recharge, say) start none, so a failing card is not charged again
 * on every purchase; the next recharge comes once the balance was back up.
 */
export function autoRechargeDue(rule: AutoRechargeRule | null, balanceBefore: number, balanceAfter: number): boolean {
  if (!rule?.enabled || rule.amountEuros <= 0) return false;
  return balanceBefore >= rule.thresholdCoins && balanceAfter < rule.thresholdCoins;
}
