/**
 * The seam a real payment provider plugs into (issue 3 §3): the top-up
 * service only talks to this interface. The sandbox below behaves like the
 * usual provider test modes: fixed card numbers succeed, decline, or need a
 * 3-D Secure challenge, so every branch can be exercised end to end.
 */
import { randomUUID } from 'node:crypto';
import { cardLast4, normalizeCardNumber } from '../../sdk/payment/card';

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
  | { status: 'declined'; reason: string; last4: string }
  | { status: 'requires_action'; challengeId: string; challengeUrl: string; last4: string };

export type ConfirmResult = { status: 'succeeded'; providerReference: string; cardToken: string } | { status: 'declined'; reason: string };

export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Completes a 3-D Secure challenge with the code the cardholder entered. */
  confirmChallenge(challengeId: string, code: string): Promise<ConfirmResult>;
  /** True for the sandbox only: its instruction page for 3-D Secure is served just for it. */
  readonly sandbox?: boolean;
}

/** Sandbox card numbers (the common provider test numbers). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  requires3ds: '4000000000003220',
} as const;

/** The one code the sandbox challenge accepts. */
export const SANDBOX_3DS_CODE = '1234';

/** An in-memory sandbox; challenges live as long as the process (a real provider keeps them). */
export function createSandboxProvider(options: { challengeBaseUrl: () => string }): PaymentProvider {
  const challenges = new Map<string, { last4: string; cardToken: string; used: boolean }>();
  return {
    sandbox: true,
    async charge(request) {
      const number = 'token' in request.card ? null : normalizeCardNumber(request.card.number);
      if (number === null) {
        // A stored token is the last four digits of a card that succeeded before.
        const token = (request.card as { token: string }).token;
        return { status: 'succeeded', providerReference: `sandbox_${randomUUID()}`, cardToken: token, last4: token.slice(-4) };
      }
      const last4 = cardLast4(number);
      if (number === SANDBOX_CARDS.declines) return { status: 'declined', reason: 'card_declined', last4 };
      if (number === SANDBOX_CARDS.requires3ds) {
        const challengeId = `3ds_${randomUUID()}`;
        challenges.set(challengeId, { last4, cardToken: `tok_${last4}`, used: false });
        return { status: 'requires_action', challengeId, challengeUrl: `${options.challengeBaseUrl()}/${challengeId}`, last4 };
      }
      // Any other Luhn-valid card succeeds, as in most sandboxes.
      return { status: 'succeeded', providerReference: `sandbox_${randomUUID()}`, cardToken: `tok_${last4}`, last4 };
    },
    async confirmChallenge(challengeId, code) {
      const challenge = challenges.get(challengeId);
      if (!challenge || challenge.used) return { status: 'declined', reason: 'unknown_or_used_challenge' };
      if (code !== SANDBOX_3DS_CODE) return { status: 'declined', reason: 'authentication_failed' };
      challenge.used = true;
      return { status: 'succeeded', providerReference: `sandbox_${randomUUID()}`, cardToken: challenge.cardToken };
    },
  };
}
