/**
 * Bonus codes (spec 002 §3.7, §4.10, §7.3): GET bonus/check/{code},
 * POST guest/redeemBonus {code}, GET promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}.
 * Redemption and checks are rate limited per guest (issue 3 §9: a clear 429).
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { BONUS_REFUSAL_CODES } from '../../../sdk/payment/bonus-codes';
import { requestLanguage, type AppContext } from '../../context';
import { currentGuest, requestSession } from '../../guests/current-guest';
import { rateLimitConfig } from '../../guests/rate-limits';
import { errorBody, HttpError } from '../../http/errors';
import { findBonusCode, hasNotRedeemedOnTop, redeemBonusCode, redeemRefusal } from '../../money/bonus';
import { balanceOf } from '../../money/ledger';
import { bonusRefusalStatus, bonusRefusalText } from '../../money/texts';
import { BonusCheckAnswerSchema, BonusRefusalSchema, OnTopAnswerSchema, RedeemBonusAnswerSchema } from '../../../sdk/api/schemas/money';
import { answers, ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';

const Code = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'a bonus code of 3 to 40 letters, digits, _ or -' });

const MINUTE = 60_000;

/**
 * Limits keyed by the authenticated guest (a forged cookie authenticates
 * nobody and falls back to the client address), so one guest cannot hammer
 * codes from many addresses and guests behind one NAT keep their own budget.
 */
function limits(context: AppContext) {
  const keyGenerator = async (request: FastifyRequest) => {
    const session = await requestSession(request, context);
    return session ? `guest:${session.guestId}` : `ip:${request.ip}`;
  };
  const redeem = rateLimitConfig({ what: 'bonus-code redemptions', max: 10, timeWindow: 15 * MINUTE });
  const check = rateLimitConfig({ what: 'bonus-code checks', max: 30, timeWindow: 15 * MINUTE });
  // The same configs (the 429 builder reads their words), with the key generator added.
  Object.assign(redeem.rateLimit, { keyGenerator });
  Object.assign(check.rateLimit, { keyGenerator });
  return { REDEEM_LIMIT: redeem, CHECK_LIMIT: check };
}

/** Registers the bonus-code routes (the plugin registering this has registered the rate limiter). */
export async function moneyBonusRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  const { REDEEM_LIMIT, CHECK_LIMIT } = limits(context);

  const checkSchema = { params: Type.Object({ code: Code }), querystring: RestQuery, response: answers({ 200: BonusCheckAnswerSchema }, 404, 429) };
  app.get('/bonus/check/:code', { config: CHECK_LIMIT, schema: checkSchema }, async (request) => {
    const { code: input } = request.params;
    const code = await findBonusCode(db, input);
    if (!code) throw new HttpError(404, 'BONUS_CODE_UNKNOWN', bonusRefusalText(requestLanguage(request), 'unknownCode'), 'params.code');
    const refusal = await redeemRefusal(db, await currentGuest(request, context), code);
    return ok({ code: code.code, canRedeem: refusal === null, config: code.config, ...(refusal ? { reason: refusal, message: bonusRefusalText(requestLanguage(request), refusal) } : {}) });
  });

  // spec 000 §5: "A redeem-bonus call goes out only when a code is given": the schema answers 400 naming body.code.
  const refused = { 401: BonusRefusalSchema, 403: BonusRefusalSchema, 404: BonusRefusalSchema, 409: BonusRefusalSchema };
  const redeemSchema = { querystring: RestQuery, body: Type.Object({ code: Code }), response: postAnswers({ 200: RedeemBonusAnswerSchema, ...refused }, 429) };
  app.post('/guest/redeemBonus', { config: REDEEM_LIMIT, schema: redeemSchema }, async (request, reply) => {
    const language = requestLanguage(request);
    const guest = await currentGuest(request, context);
    if (guest?.isLocked) throw new HttpError(403, 'ACCOUNT_LOCKED', 'Account locked');
    const code = await findBonusCode(db, request.body.code);
    const refusal = await redeemRefusal(db, guest, code);
    if (refusal || !guest || !code) {
      const reason = refusal ?? 'unknownCode';
      return reply.code(bonusRefusalStatus(reason)).send({ ...errorBody(bonusRefusalStatus(reason), BONUS_REFUSAL_CODES[reason], bonusRefusalText(language, reason), 'body.code'), reason });
    }
    const result = await redeemBonusCode(db, guest.id, code);
    if (result.status === 'alreadyRedeemed') {
      return reply.code(409).send({ ...errorBody(409, 'BONUS_CODE_ALREADY_REDEEMED', bonusRefusalText(language, 'alreadyRedeemed'), 'body.code'), reason: 'alreadyRedeemed' as const });
    }
    await app.publishChanges(result.changes);
    return ok({ code: code.code, benefits: result.benefits, balance: await balanceOf(db, guest.id) });
  });

  const onTopSchema = { params: Type.Object({ promoCode: Code }), querystring: RestQuery, response: answers({ 200: OnTopAnswerSchema }, 404) };
  app.get('/promo/hasGuestNotRedeemedOnTopCodeInstance/:promoCode', { schema: onTopSchema }, async (request) => {
    const { promoCode } = request.params;
    const code = await findBonusCode(db, promoCode);
    if (!code) throw new HttpError(404, 'BONUS_CODE_UNKNOWN', `No promo code ${JSON.stringify(promoCode)}`, 'params.promoCode');
    const guest = await currentGuest(request, context);
    return ok(await hasNotRedeemedOnTop(db, guest?.id ?? null, code));
  });
}
