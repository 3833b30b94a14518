/**
 * How the payment provider tells us of a refund or chargeback (issue 16 §2): a notice (webhook) POSTed to
 * payment/providerNotice, signed the way payment providers sign theirs: the header
 * `velvet-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with a secret the
 * provider and we share. The HMAC covers the exact bytes received, so a changed field breaks it; the time in it
 * bounds replays (sdk/payment/reversals.ts noticeTimeProblem); the notice id makes a repeat delivery apply once.
 * The sandbox's secret is derived from the server's token secret, so nobody without it can sign one.
 */
import { createHmac } from 'node:crypto';
import { Type, type Static } from 'typebox';
import { noticeTimeProblem, type ReversalKind } from '../../sdk/payment/reversals';
import { sameSecret } from '../auth/same-secret';

export const NOTICE_SIGNATURE_HEADER = 'velvet-sandbox-signature';

/** The notice types and the reversal each one is. */
export const NOTICE_TYPES = { 'payment.refunded': 'refund', 'payment.charged_back': 'chargeback' } as const satisfies Record<string, ReversalKind>;
export type NoticeType = keyof typeof NOTICE_TYPES;

export const ProviderNoticeBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: "the provider's notice id: a notice delivered twice is applied once" }),
  type: Type.Union([Type.Literal('payment.refunded'), Type.Literal('payment.charged_back')], { description: 'payment.refunded or payment.charged_back' }),
  created: Type.Integer({ minimum: 0, description: 'when the provider created the notice, in unix seconds' }),
  payment: Type.Object({
    id: Type.String({ format: 'uuid', description: 'our payment id, the idempotency key the charge was sent with' }),
    reference: Type.String({ minLength: 1, maxLength: 100, description: "the provider's reference of the charge" }),
    amountCents: Type.Integer({ minimum: 1, description: 'the amount reversed in cents: the whole payment' }),
    currency: Type.Literal('EUR', { description: 'EUR' }),
  }, { additionalProperties: false }),
}, { additionalProperties: false });
export type ProviderNotice = Static<typeof ProviderNoticeBody>;

/** The sandbox provider's signing secret: derived, so it is as secret as the token secret and never stored. */
export function sandboxNoticeSecret(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('sandbox-payment-notices').digest('base64url');
}

const hmac = (secret: string, signedAt: number, rawBody: string) => createHmac('sha256', secret).update(`${signedAt}.${rawBody}`).digest('hex');

/** The signature header the provider sends with `rawBody`. */
export function signNotice(secret: string, rawBody: string, nowMs = Date.now()): string {
  const signedAt = Math.floor(nowMs / 1000);
  return `t=${signedAt},v1=${hmac(secret, signedAt, rawBody)}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'forged' | 'stale' | 'future';

export const SIGNATURE_PROBLEM_MESSAGES: Record<SignatureProblem, string> = {
  missing: `has no ${NOTICE_SIGNATURE_HEADER} header: provider notices must be signed`,
  malformed: 'is not "t=<unix seconds>,v1=<hex HMAC-SHA256>"',
  forged: 'does not match the body: it was not signed with the provider\'s secret, or the body was changed',
  stale: 'is more than 5 minutes old: a replayed notice is refused',
  future: 'is dated more than 5 minutes ahead',
};

/** Null when `header` signs `rawBody` with `secret` within the time tolerance, else the problem. */
export function noticeSignatureProblem(secret: string, header: string | undefined, rawBody: string, nowMs = Date.now()): SignatureProblem | null {
  if (header === undefined || header === '') return 'missing';
  const parts = new Map(header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  }));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed';
  const signedAt = Number(t);
  // The HMAC first: an unsigned body learns nothing about the clock.
  if (!sameSecret(v1, hmac(secret, signedAt, rawBody))) return 'forged';
  return noticeTimeProblem(signedAt, nowMs);
}
