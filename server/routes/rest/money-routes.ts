/**
 * Every money route of issue 3 (ledger reads, purchases, subscriptions,
 * top-up, bonus codes) in one scope with its rate limiter. Payments go
 * through `app.payments` (the sandbox unless the platform was given another).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerRateLimits } from '../../guests/rate-limits';
import { moneyBonusRoutes } from './money-bonus';
import { moneyGuestRoutes } from './money-guest';
import { moneyPurchaseRoutes } from './money-purchases';
import { moneySubscriptionRoutes } from './money-subscriptions';
import { moneyTopUpRoutes } from './money-topup';
import { paymentNoticeRoutes } from './payment-notices';

/** Registers the money routes. */
export async function moneyRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  await registerRateLimits(app);
  await app.register(moneyGuestRoutes, { context });
  await app.register(moneyPurchaseRoutes, { context });
  await app.register(moneySubscriptionRoutes, { context });
  await app.register(moneyTopUpRoutes, { context, provider: app.payments });
  await app.register(moneyBonusRoutes, { context });
  await app.register(paymentNoticeRoutes, { context, provider: app.payments });
}
