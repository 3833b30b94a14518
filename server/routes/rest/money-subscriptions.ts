/**
 * POST subscription/vip and subscription/tv (issue 3 §4): a 30-day period paid
 * in coins (isVip / isVXTVAboSubscriber); POST subscription/{kind}/cancel ends
 * it now (wasVXTVAboSubscriber afterwards). Buying while subscribed charges nothing.
 */
import { Type } from 'typebox';
import { requestLanguage, type AppContext } from '../../context';
import { balanceOf } from '../../money/ledger';
import { purchase, purchaseAnswer } from '../../money/purchases';
import { endSubscription, grantSubscriptionDays, isSubscribed, SUBSCRIPTION_DAYS, SUBSCRIPTION_PRICES, type SubscriptionKind } from '../../money/subscriptions';
import { SubscriptionCancelAnswerSchema } from '../../../sdk/api/schemas/money';
import { LOGIN, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';
import { IdempotencyKey, PURCHASE_ANSWERS, requireBuyer, sendOutcome } from './money-shared';

/** Thrown inside the purchase transaction when a concurrent purchase subscribed first: rolls the charge back. */
class AlreadySubscribed extends Error {}

/** Registers the subscription routes. */
export async function moneySubscriptionRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  for (const kind of ['vip', 'tv'] as const satisfies readonly SubscriptionKind[]) {
    app.post(`/subscription/${kind}`, { schema: { querystring: RestQuery, body: Type.Object({ idempotencyKey: IdempotencyKey }), response: PURCHASE_ANSWERS } }, async (request, reply) => {
      const guest = await requireBuyer(request, context);
      const language = requestLanguage(request);
      const { idempotencyKey } = request.body;
      const alreadyAnswer = async () => reply.code(200).send(purchaseAnswer(await balanceOf(db, guest.id), language));
      if (await isSubscribed(db, guest.id, kind)) return alreadyAnswer();
      try {
        const outcome = await purchase(db, app.payments, {
          guestId: guest.id, itemType: kind, itemId: kind, price: SUBSCRIPTION_PRICES[kind], idempotencyKey, ownable: false, language,
          effect: async (trx) => {
            // After the charge the wallet row is locked (PostgreSQL) or writes are serialised (SQLite): a twin's subscription is visible here.
            if (await isSubscribed(trx, guest.id, kind)) throw new AlreadySubscribed();
            await grantSubscriptionDays(trx, guest.id, kind, SUBSCRIPTION_DAYS, SUBSCRIPTION_PRICES[kind]);
          },
        });
        await app.publishChanges(outcome.changes);
        return sendOutcome(request, reply, outcome);
      } catch (error) {
        if (error instanceof AlreadySubscribed) return alreadyAnswer();
        throw error;
      }
    });

    app.post(`/subscription/${kind}/cancel`, { schema: { querystring: RestQuery, response: postAnswers({ 200: SubscriptionCancelAnswerSchema }, ...LOGIN) } }, async (request) => {
      const guest = await requireBuyer(request, context);
      const { ended, changes } = await endSubscription(db, guest.id, kind);
      await app.publishChanges(changes);
      return ok({ ended: ended > 0 });
    });
  }
}
