/**
 * The seam a real payment provider plugs into (issue 3 §3): the top-up
 * service only talks to this interface. The sandbox below behaves like the
 * usual provider test modes: fixed card numbers succeed, decline, or need a
 * 3-D Secure challenge, so every branch can be exercised end to end. Like a
 * real provider it keeps its own records (the sandbox_charges table), charges
 * one idempotency key once, and answers what became of a charge, so a payment
 * whose answer was lost in a crash can be reconciled (issue 11 A7).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { cardLast4, normalizeCardNumber } from '../../sdk/payment/card';
import type { Database } from '../db/schema';
import type { SandboxChargesTable } from './tables';
import type { ReversalKind } from '../../sdk/payment/reversals';
import { signNotice, type NoticeType, type ProviderNotice } from './provider-notices';

export interface ChargeRequest {
  /** Our payment id, also the provider's idempotency key. */
  paymentId: string;
  amountCents: number;
  currency: 'EUR';
  /** A card entered now, or a stored-card token from an earlier successful charge (one-click). */
  card: { number: string; expiry: string; cvc: string } | { token: string };
}

export type ChargeResult =
  | { status: 'succeeded'; providerReference: string; cardToken: string; last4: string }
  | { status: 'declined'; providerReference: string; reason: string; last4: string }
  | { status: 'requires_action'; providerReference: string; challengeId: string; challengeUrl: string; last4: string };

/** What the provider knows of a charge: its outcome, or 'unknown' when the charge never reached it. */
export type PaymentState = ChargeResult | { status: 'unknown' };

export type ConfirmResult = { status: 'succeeded'; providerReference: string; cardToken: string } | { status: 'declined'; reason: string };

export interface PaymentProvider {
  /** Charges once per `paymentId`: the same id sent again answers the first outcome. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Completes a 3-D Secure challenge with the code the cardholder entered. */
  confirmChallenge(challengeId: string, code: string): Promise<ConfirmResult>;
  /** True for the sandbox only: its instruction page for 3-D Secure is served just for it. */
  readonly sandbox?: boolean;
  /**
   * The provider's record of a charge, found by its reference, or by our
   * payment id (the idempotency key sent with it) when the answer carrying the
   * reference was lost.
   */
  paymentState(query: { providerReference: string | null; paymentId: string }): Promise<PaymentState>;
  /**
   * The sandbox only (issue 16 §2): refunds or charges back a charge it settled, as a provider's dashboard or a
   * cardholder's bank would, and answers the signed notice it delivers to payment/providerNotice; null when it
   * has no settled charge for the payment. A real provider sends its notices by itself.
   */
  sandboxReversal?(input: { paymentId: string; kind: ReversalKind }): Promise<SignedNotice | null>;
}

/** A notice's exact body and its signature header (./provider-notices.ts). */
export interface SignedNotice {
  body: string;
  signature: string;
}

/** Sandbox card numbers (the common provider test numbers). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  requires3ds: '4000000000003220',
} as const;

/** The one code the sandbox challenge accepts. */
export const SANDBOX_3DS_CODE = '1234';

/** The sandbox provider, keeping its records in the sandbox_charges table (migration 010). */
export function createSandboxProvider(options: { db: Kysely<Database>; challengeBaseUrl: () => string; noticeSecret?: string }): PaymentProvider {
  const { db } = options;
  const asResult = (row: SandboxChargesTable): ChargeResult => {
    const base = { providerReference: row.reference, last4: row.last4 };
    if (row.status === 'succeeded') return { ...base, status: 'succeeded', cardToken: row.card_token ?? `tok_${row.last4}` };
    if (row.status === 'requires_action') {
      return { ...base, status: 'requires_action', challengeId: row.challenge_id ?? '', challengeUrl: `${options.challengeBaseUrl()}/${row.challenge_id ?? ''}` };
    }
    return { ...base, status: 'declined', reason: row.reason ?? 'card_declined' };
  };
  const byKey = (paymentId: string) => db.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', paymentId).executeTakeFirst();

  /** What the card decides, as the row the sandbox stores. */
  const decide = (request: ChargeRequest, now: string): SandboxChargesTable => {
    const row = { reference: `sandbox_${randomUUID()}`, idempotency_key: request.paymentId, amount_cents: request.amountCents, reason: null, challenge_id: null, created_at: now, updated_at: now };
    if ('token' in request.card) {
      // A stored token is the last four digits of a card that succeeded before.
      return { ...row, status: 'succeeded', last4: request.card.token.slice(-4), card_token: request.card.token };
    }
    const number = normalizeCardNumber(request.card.number);
    const last4 = cardLast4(number);
    if (number === SANDBOX_CARDS.declines) return { ...row, status: 'declined', last4, card_token: null, reason: 'card_declined' };
    if (number === SANDBOX_CARDS.requires3ds) return { ...row, status: 'requires_action', last4, card_token: `tok_${last4}`, challenge_id: `3ds_${randomUUID()}` };
    // Any other Luhn-valid card succeeds, as in most sandboxes.
    return { ...row, status: 'succeeded', last4, card_token: `tok_${last4}` };
  };

  return {
    sandbox: true,
    async charge(request) {
      const previous = await byKey(request.paymentId);
      if (previous) return asResult(previous);
      await db.insertInto('sandbox_charges').values(decide(request, new Date().toISOString()))
        .onConflict((oc) => oc.column('idempotency_key').doNothing()).execute();
      // A concurrent twin may have won the key: its outcome is the outcome.
      return asResult((await byKey(request.paymentId))!);
    },
    async confirmChallenge(challengeId, code) {
      const row = await db.selectFrom('sandbox_charges').selectAll().where('challenge_id', '=', challengeId).executeTakeFirst();
      if (!row || row.status !== 'requires_action') return { status: 'declined', reason: 'unknown_or_used_challenge' };
      if (code !== SANDBOX_3DS_CODE) return { status: 'declined', reason: 'authentication_failed' };
      const used = await db.updateTable('sandbox_charges').set({ status: 'succeeded', updated_at: new Date().toISOString() })
        .where('challenge_id', '=', challengeId).where('status', '=', 'requires_action').executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { status: 'declined', reason: 'unknown_or_used_challenge' };
      return { status: 'succeeded', providerReference: row.reference, cardToken: row.card_token ?? `tok_${row.last4}` };
    },
    async paymentState({ providerReference, paymentId }) {
      const row = providerReference
        ? await db.selectFrom('sandbox_charges').selectAll().where('reference', '=', providerReference).executeTakeFirst()
        : await byKey(paymentId);
      return row ? asResult(row) : { status: 'unknown' };
    },
    async sandboxReversal({ paymentId, kind }) {
      if (!options.noticeSecret) throw new Error('The sandbox provider signs notices only when given the notice secret');
      const row = await byKey(paymentId);
      if (!row || row.status !== 'succeeded') return null;
      // Its own record first (a real provider's charge shows as refunded or disputed); a second reversal re-sends the notice.
      await db.updateTable('sandbox_charges').set({ reason: kind, updated_at: new Date().toISOString() }).where('reference', '=', row.reference).execute();
      const type: NoticeType = kind === 'refund' ? 'payment.refunded' : 'payment.charged_back';
      const notice: ProviderNotice = {
        id: `evt_${randomUUID().replaceAll('-', '')}`, type, created: Math.floor(Date.now() / 1000),
        payment: { id: paymentId, reference: row.reference, amountCents: row.amount_cents, currency: 'EUR' },
      };
      const body = JSON.stringify(notice);
      return { body, signature: signNotice(options.noticeSecret, body) };
    },
  };
}
