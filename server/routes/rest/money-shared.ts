/** Pieces every money route shares: body schemas, the buyer checks, and turning a purchase outcome into a reply. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { formatMoney } from '../../../sdk/money';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { requireLogin, type GuestRecord } from '../../guests/current-guest';
import { errorBody, HttpError } from '../../http/errors';
import type { PurchaseOutcome } from '../../money/purchases';
import { notEnoughCoinsText } from '../../money/texts';
import { PurchaseAnswerSchema, PurchaseRefusalSchema } from '../../../sdk/api/schemas/money';
import { LOGIN, postAnswers } from '../../schemas/common';

/** Every purchase carries an idempotency key (issue 3 §3). */
export const IdempotencyKey = Type.String({
  minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$',
  description: 'an idempotency key of 8 to 100 letters, digits, _ : . or -',
});

/**
 * What a purchase route answers: 200 PurchaseAnswer (bought, or owned already), 402 NOT_ENOUGH_COINS with the
 * balance, 401/403 login, 404 no such item, 409 an idempotency key in use, 451 banned in the guest's country.
 */
export const PURCHASE_ANSWERS = postAnswers({ 200: PurchaseAnswerSchema, 402: PurchaseRefusalSchema }, ...LOGIN, 404, 409, 451);

export const PositiveId = (what: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: `a ${what} id (a positive integer)` });

/** The buyer: logged in (401 Login required), not locked (403, and logged out), per the contract's requireLogin. */
export async function requireBuyer(request: FastifyRequest, context: AppContext): Promise<GuestRecord> {
  return requireLogin(request, context);
}

/** spec 000 §6: "the guest's country is checked against bannedCountryCodes" - 451 when the performer bans it. */
export async function refuseBannedPerformer(request: FastifyRequest, context: AppContext, performerId: number): Promise<void> {
  const country = guestCountry(request, context);
  const ban = await context.database.db
    .selectFrom('performer_banned_countries')
    .innerJoin('performers', 'performers.id', 'performer_banned_countries.performer_id')
    .select('performers.name')
    .where('performer_banned_countries.performer_id', '=', performerId)
    .where('performer_banned_countries.country_code', '=', country)
    .executeTakeFirst();
  if (ban) throw new HttpError(451, 'NOT_AVAILABLE_IN_COUNTRY', `${ban.name} is not available in your country (${country})`);
}

/** 200 with the answer, or 402 NOT_ENOUGH_COINS with the balance (nothing was written). */
export function sendOutcome(request: FastifyRequest, reply: FastifyReply, outcome: PurchaseOutcome) {
  if (outcome.status !== 'insufficient') return reply.code(200).send(outcome.answer);
  const language = requestLanguage(request);
  const balance = formatMoney(outcome.balance, 'VXC', language);
  return reply.code(402).send({
    ...errorBody(402, 'NOT_ENOUGH_COINS', notEnoughCoinsText(language, formatMoney(outcome.price, 'VXC', language), balance)),
    guestBalance: outcome.balance,
    guestBalanceFormatted: balance,
  });
}
