/**
 * The payment provider's notices (issue 16 §2: "refunds and chargebacks (sandbox) reverse"):
 * POST payment/providerNotice takes a refund or chargeback of a settled payment, signed by the provider
 * (server/money/provider-notices.ts), and reverses it once (server/money/reversals.ts). No session, no cookies:
 * the signature over the exact bytes received is the only credential, checked before anything is read or written.
 * 401 NOTICE_SIGNATURE_INVALID without a valid, recent signature; 404 no such payment; 409 PAYMENT_NOT_REVERSIBLE
 * (not settled, reversed already, or not the notice's charge); 200 also for a repeat delivery (`replayed`).
 * Development only: POST dev/paymentReversal makes the sandbox refund or charge back a payment it settled and
 * deliver its signed notice here, as a provider would (there is no sandbox dashboard to click).
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PaymentNoticeAnswerSchema } from '../../../sdk/api/schemas/money';
import { REVERSAL_KINDS } from '../../../sdk/payment/reversals';
import type { AppContext } from '../../context';
import { devOnly } from '../../http/dev-only';
import { HttpError } from '../../http/errors';
import type { PaymentProvider } from '../../money/payment-provider';
import { NOTICE_SIGNATURE_HEADER, noticeSignatureProblem, ProviderNoticeBody, sandboxNoticeSecret, SIGNATURE_PROBLEM_MESSAGES } from '../../money/provider-notices';
import { applyReversalNotice } from '../../money/reversals';
import { ok, postAnswers, RestQuery, type TypedApp } from '../../schemas/common';

const NOTICE_PATH = '/payment/providerNotice';
const ReversalBody = Type.Object({
  paymentId: Type.String({ format: 'uuid', description: 'a payment the sandbox settled' }),
  kind: Type.Union(REVERSAL_KINDS.map((kind) => Type.Literal(kind)), { description: 'refund or chargeback' }),
});

/** The exact bytes of each notice, kept by the parser below for the signature check. */
const rawBodies = new WeakMap<FastifyRequest, string>();

export async function paymentNoticeRoutes(app: TypedApp, { context, provider }: { context: AppContext; provider: PaymentProvider }) {
  const secret = sandboxNoticeSecret(context.tokenSecret);
  // This scope only: JSON is parsed from the string it arrived as, which is kept (a re-serialized body would not match the HMAC).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    rawBodies.set(request, String(body));
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, 'INVALID_JSON', 'The notice is not JSON', 'body'), undefined);
    }
  });

  app.post(NOTICE_PATH, {
    schema: {
      tags: ['payments'], querystring: RestQuery, body: ProviderNoticeBody, response: postAnswers({ 200: PaymentNoticeAnswerSchema }, 401, 404, 409),
      description: `The payment provider's notice of a refund or chargeback of a settled payment, signed in the ${NOTICE_SIGNATURE_HEADER} header `
        + '(t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, at most 5 minutes old). Reverses the payment once: the coins it credited '
        + 'leave the ledger (what was spent is owed and paid off from the next credit) and the partner report subtracts it. A repeat delivery answers the same.',
    },
    // Before the body is validated: an unsigned request learns nothing about what a valid notice looks like.
    preValidation: async (request) => {
      const header = request.headers[NOTICE_SIGNATURE_HEADER];
      const problem = noticeSignatureProblem(secret, typeof header === 'string' ? header : undefined, rawBodies.get(request) ?? '');
      if (problem) throw new HttpError(401, 'NOTICE_SIGNATURE_INVALID', `headers.${NOTICE_SIGNATURE_HEADER} ${SIGNATURE_PROBLEM_MESSAGES[problem]}`, `headers.${NOTICE_SIGNATURE_HEADER}`);
    },
  }, async (request) => {
    const { answer, changes } = await applyReversalNotice(context.database.db, request.body);
    await app.publishChanges(changes);
    return ok(answer);
  });

  if (context.config.production || !provider.sandboxReversal) return;
  const sandboxReversal = provider.sandboxReversal.bind(provider);
  app.post('/dev/paymentReversal', {
    preHandler: devOnly(context.devKey),
    schema: {
      description: 'Development only (loopback, with the dev key): the sandbox refunds or charges back a payment it settled and delivers its signed notice to payment/providerNotice; answers what that answered.',
      querystring: RestQuery, body: ReversalBody, response: postAnswers({ 200: PaymentNoticeAnswerSchema }, 401, 403, 404, 409),
    },
  }, async (request, reply) => {
    const notice = await sandboxReversal(request.body);
    if (!notice) throw new HttpError(404, 'NOT_FOUND', `The sandbox settled no charge for payment ${request.body.paymentId}`, 'body.paymentId');
    const delivered = await app.inject({
      method: 'POST', url: request.url.replace(/\/dev\/paymentReversal(\?.*)?$/, NOTICE_PATH),
      headers: { 'content-type': 'application/json', [NOTICE_SIGNATURE_HEADER]: notice.signature }, payload: notice.body,
    });
    // The notice route's own answer, already checked against its schema there.
    return reply.code(delivered.statusCode as 200).send(delivered.json() as never);
  });
}
