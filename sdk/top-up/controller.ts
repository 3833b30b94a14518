/**
 * The top-up controller (issue 11 B5): the one payment path every "top up"
 * goes through, framework-free so the overlay (or a partner's own UI) only
 * renders its state. It checks the amount (the one euro parser) and the card
 * before anything is sent, keeps one idempotency key per attempt (reused when
 * the same attempt is sent again after a lost answer, so the server charges
 * once), and walks the 3-D Secure step.
 */
import type { TopUpAnswer } from '../api/guest-types';
import { cardProblem, normalizeCardNumber, type CardInput } from '../payment/card';
import { eurosToCents } from '../payment/amounts';
import { readTopUpAmount } from '../payment/euros';
import { attemptStillOpen, callFailure, createAttemptKeys, randomIdempotencyKey } from './attempt-key';

/** The two calls a top-up makes (payment/topup and payment/confirm3ds); they reject on a non-2xx answer. */
export interface TopUpTransport {
  topUp(input: { amountEuros: number; card: CardInput; idempotencyKey: string }): Promise<TopUpAnswer>;
  confirmThreeDs(input: { paymentId: string; code: string }): Promise<TopUpAnswer>;
}

export type TopUpField = 'amount' | 'number' | 'expiry' | 'cvc' | 'code';

/** Why the last step did not go through; the view words it in the guest's language. */
export type TopUpProblem =
  | { kind: 'invalid'; field: TopUpField; reason: string }
  /** The card was declined (402): nothing charged; another card is a new attempt. */
  | { kind: 'declined' }
  /** The 3-D Secure code was wrong (402): the challenge stays open. */
  | { kind: 'wrongCode' }
  /** No answer, or the server is still working on it: paying again sends the same attempt (charged at most once). */
  | { kind: 'noAnswer'; status: number | null }
  /** The server refused (4xx): its code (the view picks the words from it), its English message, and the field it named. */
  | { kind: 'refused'; status: number; code: string | null; message: string | null; field: string | null };

export type TopUpPhase = 'form' | 'sending' | 'challenge' | 'confirming' | 'done';

export interface TopUpState {
  phase: TopUpPhase;
  problem: TopUpProblem | null;
  /** The open 3-D Secure step. */
  challenge: { paymentId: string; url: string } | null;
  /** The successful answer (phase 'done'). */
  answer: TopUpAnswer | null;
}

export interface TopUpFormInput {
  /** The amount as typed ("12,50"). */
  amount: string;
  card: CardInput;
}

export interface TopUpControllerOptions {
  transport: TopUpTransport;
  /** A fresh idempotency key (default crypto.randomUUID). */
  newKey?: () => string;
  /** Today, for the card's expiry (default the system clock). */
  now?: () => Date;
}

export interface TopUpController {
  getState(): TopUpState;
  /** Calls `listener` with every new state; returns the unsubscribe. */
  subscribe(listener: (state: TopUpState) => void): () => void;
  /** Checks and sends the top-up; resolves with the state it ends in. */
  pay(input: TopUpFormInput): Promise<TopUpState>;
  /** Sends the 3-D Secure code of the open challenge. */
  confirm(code: string): Promise<TopUpState>;
}

export const INITIAL_TOP_UP_STATE: TopUpState = { phase: 'form', problem: null, challenge: null, answer: null };

const CODE = /^\d{4,8}$/;

/** Creates a controller for one top-up dialog. */
export function createTopUpController(options: TopUpControllerOptions): TopUpController {
  const { transport } = options;
  const now = options.now ?? (() => new Date());
  const keys = createAttemptKeys(options.newKey ?? randomIdempotencyKey);
  const listeners = new Set<(state: TopUpState) => void>();
  let state = INITIAL_TOP_UP_STATE;
  const set = (next: Partial<TopUpState>): TopUpState => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
    return state;
  };

  /** The state after a top-up or confirm answer. */
  const answered = (answer: TopUpAnswer): TopUpState => {
    if (answer.status === 'requires_action' && answer.paymentId && answer.challengeUrl) {
      return set({ phase: 'challenge', problem: null, challenge: { paymentId: answer.paymentId, url: answer.challengeUrl } });
    }
    if (answer.success) return set({ phase: 'done', problem: null, challenge: null, answer });
    return set({ phase: 'form', problem: { kind: 'declined' }, challenge: null });
  };

  /**
   * The state after a failed call, back in `phase`: the form, or the open
   * challenge (a wrong code can be typed again; any other refusal of the
   * challenge ends it, and the guest starts a new top-up).
   */
  const failed = (error: unknown, phase: 'form' | 'challenge', declined: TopUpProblem): TopUpState => {
    const failure = callFailure(error);
    if (attemptStillOpen(failure)) return set({ phase, problem: { kind: 'noAnswer', status: failure.status } });
    if (failure.status === 402) return set({ phase, problem: declined });
    const body = (error as { body?: { error?: unknown; field?: unknown; code?: unknown } | null }).body;
    const message = typeof body?.error === 'string' ? body.error : null;
    const field = typeof body?.field === 'string' ? body.field : null;
    const code = typeof body?.code === 'string' ? body.code : null;
    return set({ phase: 'form', challenge: null, problem: { kind: 'refused', status: failure.status ?? 0, code, message, field } });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async pay(input) {
      if (state.phase === 'sending' || state.phase === 'confirming') return state;
      const amount = readTopUpAmount(input.amount);
      if (!amount.ok) return set({ problem: { kind: 'invalid', field: 'amount', reason: amount.problem } });
      const card = { number: normalizeCardNumber(input.card.number), expiry: input.card.expiry.trim(), cvc: input.card.cvc.trim() };
      const problem = cardProblem(card, now());
      if (problem) return set({ problem: { kind: 'invalid', field: problem.field, reason: problem.reason } });
      // The same euros and card as an unanswered attempt: the same attempt, the same key.
      const attempt = `${eurosToCents(amount.euros)}|${card.number}|${card.expiry}|${card.cvc}`;
      set({ phase: 'sending', problem: null });
      try {
        return answered(await keys.send(attempt, (idempotencyKey) => transport.topUp({ amountEuros: amount.euros, card, idempotencyKey })));
      } catch (error) {
        return failed(error, 'form', { kind: 'declined' });
      }
    },
    async confirm(code) {
      const challenge = state.challenge;
      if (!challenge || state.phase !== 'challenge') return state;
      if (!CODE.test(code.trim())) return set({ problem: { kind: 'invalid', field: 'code', reason: 'format' } });
      set({ phase: 'confirming', problem: null });
      try {
        return answered(await transport.confirmThreeDs({ paymentId: challenge.paymentId, code: code.trim() }));
      } catch (error) {
        return failed(error, 'challenge', { kind: 'wrongCode' });
      }
    },
  };
}
