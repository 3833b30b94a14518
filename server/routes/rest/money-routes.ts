/** Every money route of issue 3 (ledger reads, purchases, subscriptions, top-up, bonus codes) in one scope with its rate limiter. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerRateLimits } from '../../guests/rate-limits';
import { bindAutoRechargeProvider } from '../../money/auto-recharge';
import { createSandboxProvider, type PaymentProvider } from '../../money/payment-provider';
import { startPaymentReconciler } from '../../money/reconcile';
import '../../money/session-part';
import { moneyBonusRoutes } from './money-bonus';
import { moneyGuestRoutes } from './money-guest';
import { moneyPurchaseRoutes } from './money-purchases';
import { moneySubscriptionRoutes } from './money-subscriptions';
import { moneyTopUpRoutes } from './money-topup';

/** Registers the money routes; `provider` replaces the sandbox (a real provider, or a test double). */
export async function moneyRoutes(app: FastifyInstance, { context, provider }: { context: AppContext; provider?: PaymentProvider }) {
  await registerRateLimits(app, context);
  const payments = provider ?? createSandboxProvider({ db: context.database.db, challengeBaseUrl: () => `${context.origins.site}/rest/v1/payment/sandbox3ds` });
  bindAutoRechargeProvider(context.database.db, payments);
  // issue 11 A7: payments a crash left pending are settled or failed when the server starts, then every 30 s.
  let reconciler: { close(): void } | null = null;
  app.addHook('onReady', async () => {
    reconciler = await startPaymentReconciler(context.database.db, payments, (error) => app.log.warn({ err: error }, 'payment reconciliation failed'));
  });
  app.addHook('onClose', async () => reconciler?.close());
  await app.register(moneyGuestRoutes, { context });
  await app.register(moneyPurchaseRoutes, { context });
  await app.register(moneySubscriptionRoutes, { context });
  await app.register(moneyTopUpRoutes, { context, provider: payments });
  await app.register(moneyBonusRoutes, { context });
}
