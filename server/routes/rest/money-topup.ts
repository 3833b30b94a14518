/**
 * Top-up and stored-card charges (issue 3 §3): GET payment/packages (issue 12 §7), POST payment/topup,
 * payment/confirm3ds, payment/oneClick/config, payment/oneClick/charge,
 * payment/autoRecharge/config. spec 002 §6: top-up is for logged-in guests;
 * restricted guests get operator compensation instead. spec 000 §5:
 * "Auto-recharge and one-click are available only when logged in and their configuration exists."
 */
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { cardProblem } from '../../../sdk/payment/card';
import { MAX_TOPUP_EUROS, MIN_TOPUP_EUROS, topUpAmountProblem } from '../../../sdk/payment/amounts';
import { coinPackages, TOP_UP_BONUS_TIERS } from '../../../sdk/payment/packages';
import { COINS_PER_EURO } from '../../../sdk/money';
import { requestLanguage, type AppContext } from '../../context';
import { errorBody, HttpError } from '../../http/errors';
import type { PaymentProvider } from '../../money/payment-provider';
import { readPaymentSettings, savePaymentSetting } from '../../money/payment-settings';
import { confirmThreeDs, topUp, type TopUpAnswer, type TopUpResult } from '../../money/topup';
import {
  AutoRechargeConfigAnswerSchema, OneClickConfigAnswerSchema, Sandbox3dsAnswerSchema, TopUpAnswerSchema, TopUpDeclinedSchema, TopUpOfferAnswerSchema,
} from '../../../sdk/api/schemas/money';
import { ErrorBodySchema } from '../../../sdk/api/schemas/common';
import { answers, LOGIN, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';
import { IdempotencyKey, requireBuyer } from './money-shared';
import { AttributionBody, requestAttribution } from '../../partners/attribution';
import { publicOrigin } from '../../guests/links';

const Euros = Type.Number({ minimum: MIN_TOPUP_EUROS, maximum: MAX_TOPUP_EUROS, description: `an amount in euros from ${MIN_TOPUP_EUROS} to ${MAX_TOPUP_EUROS}, in whole cents` });
const TopUpBody = Type.Object({
  amountEuros: Euros,
  card: Type.Object({
    number: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 -]+$', description: 'a card number of 12 to 19 digits' }),
    expiry: Type.String({ pattern: '^\\d{2}/\\d{2}$', description: 'an expiry date as MM/YY' }),
    cvc: Type.String({ pattern: '^\\d{3,4}$', description: 'a CVC of 3 or 4 digits' }),
  }),
  idempotencyKey: IdempotencyKey,
  // issue 16 §1: the overlay passes the partner ids it received as options.
  attribution: AttributionBody,
});
const ConfirmBody = Type.Object({
  paymentId: Type.String({ format: 'uuid', description: 'the paymentId a requires_action answer gave' }),
  code: Type.String({ minLength: 1, maxLength: 12, description: 'the 3-D Secure code' }),
});
const OneClickConfigBody = Type.Object({
  enabled: Type.Boolean({ description: 'true or false' }),
  amounts: Type.Array(Euros, { minItems: 1, maxItems: 6, description: '1 to 6 amounts in euros' }),
});
const OneClickChargeBody = Type.Object({ amount: Euros, idempotencyKey: IdempotencyKey, attribution: AttributionBody });
const AutoRechargeBody = Type.Object({
  enabled: Type.Boolean({ description: 'true or false' }),
  amountEuros: Euros,
  thresholdCoins: Type.Integer({ minimum: 0, maximum: 2000, description: 'a balance in coins from 0 to 2000 below which to recharge' }),
});

const CARD_MESSAGES = { luhn: 'is not a valid card number (checksum)', format: 'is malformed', expired: 'is in the past: the card has expired' } as const;

/** Whole cents only: Ajv's multipleOf trips over binary fractions (19.99), so the sdk rule decides. */
function assertCents(amount: number, field: string): void {
  if (topUpAmountProblem(amount) === 'fraction-of-cent') throw new HttpError(400, 'VALIDATION_FAILED', `${field} must be in whole cents, got ${amount}`, field);
}

/** 200 for a success, 202 for a pending 3-D Secure step, 402 PAYMENT_DECLINED (the answer plus the ErrorBody fields) for a decline. */
function sendTopUp(reply: FastifyReply, answer: TopUpAnswer) {
  if (answer.status === 'succeeded') return reply.code(200).send(answer);
  if (answer.status === 'requires_action') return reply.code(202).send(answer);
  return reply.code(402).send({ ...answer, ...errorBody(402, 'PAYMENT_DECLINED', answer.error ?? 'The payment was declined; nothing was charged') });
}

/**
 * The sandbox's 3-D Secure page on the origin the payment was asked on: a white label's guest sees the
 * popup on the white label's own origin, never the site's (issue 16 §5: "3-D Secure popup origin").
 * A real provider's page (another origin) is left as it is.
 */
export function challengeOnRequestOrigin(answer: TopUpAnswer, siteOrigin: string, requestOrigin: string): TopUpAnswer {
  const url = answer.challengeUrl;
  if (!url || siteOrigin === requestOrigin || !url.startsWith(`${siteOrigin}/`)) return answer;
  return { ...answer, challengeUrl: `${requestOrigin}${url.slice(siteOrigin.length)}` };
}

/**
 * What a charge answers: 200 succeeded, 202 a 3-D Secure step first, 402 declined (or a wrong 3-D Secure code),
 * 401/403 login or a restricted account, 404 no such payment, 409 a payment in progress, no longer open or a
 * reused idempotency key, 503 the provider did not answer (retry with the same key).
 */
const CHARGE_ANSWERS = postAnswers({ 200: TopUpAnswerSchema, 202: TopUpAnswerSchema, 402: Type.Union([TopUpDeclinedSchema, ErrorBodySchema]) }, ...LOGIN, 404, 409, 503);
/** What a configuration call answers: 409 while there is no stored card. */
const configAnswers = <T extends TSchema>(answer: T) => postAnswers({ 200: answer }, ...LOGIN, 409);

/** Registers the payment routes on a provider (the sandbox in this server); the challenge page only for the sandbox. */
export async function moneyTopUpRoutes(app: TypedApp, { context, provider }: { context: AppContext; provider: PaymentProvider }) {
  const { db } = context.database;
  /** Publishes what the committed top-up changed, then answers. */
  const answer = async (reply: FastifyReply, result: TopUpResult) => {
    await app.publishChanges(result.changes);
    return sendTopUp(reply, challengeOnRequestOrigin(result.answer, context.origins.site, publicOrigin(reply.request, context)));
  };
  const payer = async (request: Parameters<typeof requireBuyer>[0]) => {
    const guest = await requireBuyer(request, context);
    if (guest.restrictionLevel > 0) throw new HttpError(403, 'ACCOUNT_RESTRICTED', 'Restricted accounts cannot top up; our support team will arrange a compensation instead');
    return guest;
  };

  // issue 12 §7: the packages the top-up offers, with their bonus. Public: the overlay shows them before a login too.
  app.get('/payment/packages', { schema: { querystring: RestQuery, response: answers({ 200: TopUpOfferAnswerSchema }) } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return ok({ packages: coinPackages(), bonusTiers: [...TOP_UP_BONUS_TIERS], minEuros: MIN_TOPUP_EUROS, maxEuros: MAX_TOPUP_EUROS, coinsPerEuro: COINS_PER_EURO });
  });

  app.post('/payment/topup', { schema: { querystring: RestQuery, body: TopUpBody, response: CHARGE_ANSWERS } }, async (request, reply) => {
    const guest = await payer(request);
    const { body } = request;
    assertCents(body.amountEuros, 'body.amountEuros');
    const problem = cardProblem(body.card, new Date());
    if (problem) throw new HttpError(400, 'VALIDATION_FAILED', `body.card.${problem.field} ${CARD_MESSAGES[problem.reason]}`, `body.card.${problem.field}`);
    return answer(reply, await topUp(db, provider, { guestId: guest.id, amountEuros: body.amountEuros, card: body.card, idempotencyKey: body.idempotencyKey, language: requestLanguage(request), source: 'card', attribution: await requestAttribution(db, request, body.attribution) }));
  });

  // The sandbox's challenge page: a real provider hosts this; here it tells the tester the code.
  const sandbox3dsSchema = {
    params: Type.Object({ challengeId: Type.String({ maxLength: 80, description: 'a challenge id' }) }),
    querystring: RestQuery,
    response: answers({ 200: Sandbox3dsAnswerSchema }),
  };
  if (provider.sandbox === true) app.get('/payment/sandbox3ds/:challengeId', { schema: sandbox3dsSchema }, async (request) => ok({
    challengeId: request.params.challengeId,
    instructions: 'Sandbox 3-D Secure: POST payment/confirm3ds with {paymentId, code}; the code 1234 succeeds, any other fails.',
  }));

  app.post('/payment/confirm3ds', { schema: { querystring: RestQuery, body: ConfirmBody, response: CHARGE_ANSWERS } }, async (request, reply) => {
    const guest = await payer(request);
    const { paymentId, code } = request.body;
    return answer(reply, await confirmThreeDs(db, provider, { guestId: guest.id, paymentId, code, language: requestLanguage(request) }));
  });

  /** A stored card exists only after a successful top-up: without it nothing can be configured. */
  const storedCard = async (guestId: string) => {
    const settings = await readPaymentSettings(db, guestId);
    if (!settings.cardToken) throw new HttpError(409, 'NO_STORED_CARD', 'No stored card yet: make a top-up with a card first');
    return settings;
  };

  app.post('/payment/oneClick/config', { schema: { querystring: RestQuery, body: OneClickConfigBody, response: configAnswers(OneClickConfigAnswerSchema) } }, async (request) => {
    const guest = await payer(request);
    await storedCard(guest.id);
    const config = request.body;
    await savePaymentSetting(db, guest.id, 'one_click', config);
    return ok({ oneClickConfig: config });
  });

  app.post('/payment/oneClick/charge', { schema: { querystring: RestQuery, body: OneClickChargeBody, response: CHARGE_ANSWERS } }, async (request, reply) => {
    const guest = await payer(request);
    const settings = await storedCard(guest.id);
    if (!settings.oneClick?.enabled) throw new HttpError(409, 'ONE_CLICK_NOT_CONFIGURED', 'One-click payment is not configured; configure it with payment/oneClick/config first');
    const { amount, idempotencyKey } = request.body;
    assertCents(amount, 'body.amount');
    return answer(reply, await topUp(db, provider, { guestId: guest.id, amountEuros: amount, card: { token: settings.cardToken! }, idempotencyKey, language: requestLanguage(request), source: 'oneClick', attribution: await requestAttribution(db, request, request.body.attribution) }));
  });

  app.post('/payment/autoRecharge/config', { schema: { querystring: RestQuery, body: AutoRechargeBody, response: configAnswers(AutoRechargeConfigAnswerSchema) } }, async (request) => {
    const guest = await payer(request);
    await storedCard(guest.id);
    const config = request.body;
    await savePaymentSetting(db, guest.id, 'auto_recharge', config);
    return ok({ autoRechargeConfig: config });
  });
}
