import { afterEach, describe, expect, it } from 'vitest';
import { RestError } from '../api/errors';
import type { TopUpAnswer } from '../api/guest';
import type { RestClient } from '../api/rest';
import { guestEventEffect } from '../realtime/guest-events';
import { isPaymentAwaitingFeedback, resetSessionStore, sessionTopUpTransport } from './index';

const CARD = { number: '4242424242424242', expiry: '12/40', cvc: '123' };
const answer = (status: TopUpAnswer['status']): TopUpAnswer =>
  ({ success: status === 'succeeded', status, paymentId: 'p1', coins: 80, bonusCoins: 0, guestBalance: 80, guestBalanceFormatted: '80 VXC' });

/** A client whose POST answers come from `next`, one per call; each call's flag is read while it is in flight. */
function client(next: Array<() => TopUpAnswer>) {
  const inFlight: boolean[] = [];
  const rest = {
    post: async () => {
      inFlight.push(isPaymentAwaitingFeedback());
      return next.shift()!();
    },
  } as unknown as RestClient;
  return { rest, inFlight };
}
const refuse = (status: number) => () => {
  throw new RestError('POST', 'payment', status);
};
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

afterEach(() => resetSessionStore());

// The session's transport is the top-up controller's only way to the server (issue 11 B5).
const topUp = (input: Parameters<ReturnType<typeof sessionTopUpTransport>['topUp']>[0], rest: RestClient) => sessionTopUpTransport(rest).topUp(input);
const confirmThreeDs = (paymentId: string, code: string, rest: RestClient) => sessionTopUpTransport(rest).confirmThreeDs({ paymentId, code });

// spec 000 §4: "Session expired reloads the page unless a payment is awaiting feedback."
describe('a payment awaits feedback', () => {
  it.each([
    ['a top-up that succeeded', [() => answer('succeeded')], false],
    ['a top-up declined (402)', [refuse(402)], false],
    ['a top-up refused as malformed (400)', [refuse(400)], false],
    ['a top-up whose answer was lost (network): a reload would lose the retry\'s key', [networkDown], true],
    ['a top-up waiting for its 3-D Secure code', [() => answer('requires_action')], true],
  ] as const)('%s: %s', async (_name, answers, awaiting) => {
    const { rest, inFlight } = client([...answers]);
    await topUp({ amountEuros: 20, card: CARD, idempotencyKey: 'key-1' }, rest).catch(() => undefined);
    expect(inFlight).toEqual([true]);
    expect(isPaymentAwaitingFeedback()).toBe(awaiting);
  });

  it.each([
    ['confirmed', () => answer('succeeded'), false],
    ['declined', () => answer('declined'), false],
    ['declined with 402', refuse(402), false],
    ['the challenge no longer open (409)', refuse(409), false],
    ['a mistyped code (400): the challenge stays open', refuse(400), true],
    ['no answer (network)', networkDown, true],
  ] as const)('a 3-D Secure step %s: awaiting feedback %s', async (_name, confirm, awaiting) => {
    const { rest } = client([() => answer('requires_action'), confirm]);
    await topUp({ amountEuros: 20, card: CARD, idempotencyKey: 'key-2' }, rest);
    await confirmThreeDs('p1', '1234', rest).catch(() => undefined);
    expect(isPaymentAwaitingFeedback()).toBe(awaiting);
  });

  it('the reload rule reads it: sessionExpired reloads only once nothing awaits feedback', async () => {
    const { rest } = client([() => answer('requires_action'), () => answer('succeeded')]);
    const effect = () => guestEventEffect({ type: 'sessionExpired' }, { isTvLivestreamPage: false, isMobile: false, paymentAwaitingFeedback: isPaymentAwaitingFeedback() });
    expect(effect()).toBe('reload');
    await topUp({ amountEuros: 20, card: CARD, idempotencyKey: 'key-3' }, rest);
    expect(effect()).toBe('none');
    await confirmThreeDs('p1', '1234', rest);
    expect(effect()).toBe('reload');
  });
});
