// issue 11 B5: "One payment path: an sdk top-up controller (one euro-amount parser, one idempotency key per
// attempt reused on a network retry) ... Today the overlay makes a new key on every click, so a retry after a
// lost answer charges twice." A fake server charges once per key, as the real one does.
import { describe, expect, it, vi } from 'vitest';
import type { TopUpAnswer } from '../api/guest-types';
import { attemptStillOpen, callFailure, createAttemptKeys } from './attempt-key';
import { createTopUpController, type TopUpTransport } from './controller';

const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const NOW = () => new Date('2026-01-15T12:00:00Z');

/** An error as the sdk's RestError or the overlay's ApiError carries it: an HTTP status and the ErrorBody. */
const httpError = (status: number, body: Record<string, unknown> = {}) => Object.assign(new Error(`HTTP ${status}`), { status, body });
/** What fetch throws when no answer came. */
const lostAnswer = () => new TypeError('Failed to fetch');

/**
 * A server that charges once per idempotency key (payment/topup), a 3-D Secure
 * card needing the code 1234, and a switch that loses the next answer after
 * the server did the work (the guest's connection dropped on the way back).
 */
function fakeServer() {
  const byKey = new Map<string, TopUpAnswer>();
  let balance = 0;
  let loseNextAnswer = false;
  const sentKeys: string[] = [];
  const transport: TopUpTransport = {
    async topUp({ amountEuros, card: paidWith, idempotencyKey }) {
      sentKeys.push(idempotencyKey);
      let answer = byKey.get(idempotencyKey);
      if (!answer) {
        const coins = Math.ceil(amountEuros * 4);
        const needs3ds = paidWith.number === '4000000000003220';
        if (!needs3ds) balance += coins;
        answer = needs3ds
          ? { success: false, status: 'requires_action', paymentId: `pay-${idempotencyKey}`, challengeUrl: 'https://bank.test/3ds', coins, bonusCoins: 0, guestBalance: balance, guestBalanceFormatted: `${balance} VXC` }
          : { success: true, status: 'succeeded', paymentId: `pay-${idempotencyKey}`, coins, bonusCoins: 0, guestBalance: balance, guestBalanceFormatted: `${balance} VXC` };
        byKey.set(idempotencyKey, answer);
      }
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw lostAnswer();
      }
      return answer;
    },
    async confirmThreeDs({ paymentId, code }) {
      if (code !== '1234') throw httpError(402, { error: 'The 3-D Secure code is wrong', field: 'body.code' });
      balance += 20;
      return { success: true, status: 'succeeded', paymentId, coins: 20, bonusCoins: 0, guestBalance: balance, guestBalanceFormatted: `${balance} VXC` };
    },
  };
  return { transport, sentKeys, balance: () => balance, loseNextAnswer: () => { loseNextAnswer = true; } };
}

let counter = 0;
const controllerOn = (transport: TopUpTransport) => createTopUpController({ transport, now: NOW, newKey: () => `key-${++counter}` });

describe('the top-up controller', () => {
  it.each<[string, string, typeof card, string, string]>([
    ['an amount that is no number', '0x10', card, 'amount', 'not-a-number'],
    ['an amount below 5 €', '4,99', card, 'amount', 'too-small'],
    ['an amount above 500 €', '501', card, 'amount', 'too-large'],
    ['a fraction of a cent', '10,005', card, 'amount', 'fraction-of-cent'],
    ['a card number failing the checksum', '20', { ...card, number: '4242424242424241' }, 'number', 'luhn'],
    ['an expired card', '20', { ...card, expiry: '12/25' }, 'expiry', 'expired'],
    ['a CVC of two digits', '20', { ...card, cvc: '12' }, 'cvc', 'format'],
  ])('refuses %s before sending anything', async (_, amount, input, field, reason) => {
    const server = fakeServer();
    const state = await controllerOn(server.transport).pay({ amount, card: input });
    expect(state).toMatchObject({ phase: 'form', problem: { kind: 'invalid', field, reason } });
    expect(server.sentKeys).toEqual([]);
  });

  it('pays: the amount as typed ("12,50"), the card without spaces, one key; done with the answer', async () => {
    const server = fakeServer();
    const topUp = vi.spyOn(server.transport, 'topUp');
    const state = await controllerOn(server.transport).pay({ amount: '12,50', card });
    expect(topUp).toHaveBeenCalledWith({ amountEuros: 12.5, card: { number: '4242424242424242', expiry: '12/39', cvc: '123' }, idempotencyKey: expect.any(String) });
    expect(state).toMatchObject({ phase: 'done', problem: null, answer: { success: true, coins: 50, guestBalance: 50 } });
  });

  it('a lost answer, then pay again: the same key is sent again and the server charges once', async () => {
    const server = fakeServer();
    const controller = controllerOn(server.transport);
    server.loseNextAnswer();
    const lost = await controller.pay({ amount: '20', card });
    expect(lost).toMatchObject({ phase: 'form', problem: { kind: 'noAnswer', status: null } });
    const retried = await controller.pay({ amount: '20', card });
    expect(retried).toMatchObject({ phase: 'done', answer: { guestBalance: 80 } });
    expect(server.sentKeys).toHaveLength(2);
    expect(server.sentKeys[1]).toBe(server.sentKeys[0]);
    expect(server.balance()).toBe(80);
  });

  it('a new attempt gets a new key: after a success, after a decline, and when the amount changed after a lost answer', async () => {
    const server = fakeServer();
    const controller = controllerOn(server.transport);
    await controller.pay({ amount: '20', card });
    await controller.pay({ amount: '20', card });
    expect(server.balance()).toBe(160);
    server.loseNextAnswer();
    await controller.pay({ amount: '30', card });
    await controller.pay({ amount: '35', card });
    expect(new Set(server.sentKeys).size).toBe(4);
  });

  it.each<[string, 'keeps' | 'replaces', unknown]>([
    ['no answer at all', 'keeps', lostAnswer()],
    ['409 IDEMPOTENCY_KEY_IN_PROGRESS (the server is still on it)', 'keeps', httpError(409, { code: 'IDEMPOTENCY_KEY_IN_PROGRESS' })],
    ['503 (the provider did not answer)', 'keeps', httpError(503)],
    ['429 (too many requests: not processed)', 'keeps', httpError(429)],
    ['402 (declined: nothing charged)', 'replaces', httpError(402)],
    ['400 naming a field', 'replaces', httpError(400, { field: 'body.card.number' })],
    ['409 IDEMPOTENCY_KEY_REUSED', 'replaces', httpError(409, { code: 'IDEMPOTENCY_KEY_REUSED' })],
  ])('after %s the next pay %s the key', async (_, verdict, error) => {
    const keeps = verdict === 'keeps';
    const server = fakeServer();
    const topUp = server.transport.topUp;
    let first = true;
    server.transport.topUp = async (input) => {
      if (first) { first = false; server.sentKeys.push(input.idempotencyKey); throw error; }
      return topUp(input);
    };
    const controller = controllerOn(server.transport);
    await controller.pay({ amount: '20', card });
    await controller.pay({ amount: '20', card });
    expect(server.sentKeys[1] === server.sentKeys[0]).toBe(keeps);
  });

  it('a decline (402) says so and stays on the form', async () => {
    const transport = { ...fakeServer().transport, topUp: async () => { throw httpError(402, { success: false, status: 'declined' }); } };
    expect(await controllerOn(transport).pay({ amount: '20', card })).toMatchObject({ phase: 'form', problem: { kind: 'declined' } });
  });

  it('a server refusal carries its code, message and field', async () => {
    const transport = { ...fakeServer().transport, topUp: async () => { throw httpError(403, { code: 'ACCOUNT_RESTRICTED', error: 'Restricted accounts cannot top up', field: 'body' }); } };
    expect(await controllerOn(transport).pay({ amount: '20', card })).toMatchObject({
      phase: 'form', problem: { kind: 'refused', status: 403, code: 'ACCOUNT_RESTRICTED', message: 'Restricted accounts cannot top up', field: 'body' },
    });
  });

  it('walks the 3-D Secure step: a wrong code keeps the challenge open, 1234 completes it', async () => {
    const server = fakeServer();
    const controller = controllerOn(server.transport);
    const challenge = await controller.pay({ amount: '5', card: { ...card, number: '4000 0000 0000 3220' } });
    expect(challenge).toMatchObject({ phase: 'challenge', challenge: { url: 'https://bank.test/3ds' } });
    expect(await controller.confirm('12')).toMatchObject({ phase: 'challenge', problem: { kind: 'invalid', field: 'code' } });
    expect(await controller.confirm('0000')).toMatchObject({ phase: 'challenge', problem: { kind: 'wrongCode' } });
    expect(await controller.confirm(' 1234 ')).toMatchObject({ phase: 'done', answer: { guestBalance: 20 } });
  });

  it('a second press while a payment is in flight sends nothing more; listeners see every phase', async () => {
    const server = fakeServer();
    const controller = controllerOn(server.transport);
    const phases: string[] = [];
    controller.subscribe((state) => phases.push(state.phase));
    const first = controller.pay({ amount: '20', card });
    const second = controller.pay({ amount: '20', card });
    await Promise.all([first, second]);
    expect(server.sentKeys).toHaveLength(1);
    expect(phases).toEqual(['sending', 'done']);
  });
});

describe('attempt keys', () => {
  it('keep the key of an unanswered attempt, and make a new one for another attempt or once answered', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `k${++n}`);
    expect([keys.keyFor('20|card'), keys.keyFor('20|card'), keys.keyFor('30|card'), keys.keyFor('30|card')]).toEqual(['k1', 'k1', 'k2', 'k2']);
    keys.answered();
    expect(keys.keyFor('30|card')).toBe('k3');
  });

  it.each<[string, unknown, ReturnType<typeof callFailure>]>([
    ['a TypeError (no answer)', lostAnswer(), { status: null }],
    ['an error with status 0 (no answer)', httpError(0), { status: null }],
    ['a 409 with a code', httpError(409, { code: 'IDEMPOTENCY_KEY_REUSED' }), { status: 409, code: 'IDEMPOTENCY_KEY_REUSED' }],
    ['null', null, { status: null }],
  ])('callFailure reads %s', (_, error, failure) => {
    expect(callFailure(error)).toEqual(failure);
  });

  it.each<[number | null, string | undefined, boolean]>([
    [null, undefined, true], [500, undefined, true], [503, 'PAYMENT_PROVIDER_UNAVAILABLE', true], [408, undefined, true], [429, undefined, true],
    [409, 'IDEMPOTENCY_KEY_IN_PROGRESS', true], [409, 'IDEMPOTENCY_KEY_REUSED', false], [409, undefined, false], [402, undefined, false], [400, undefined, false], [401, undefined, false],
  ])('status %s code %s: attempt still open %s', (status, code, open) => {
    expect(attemptStillOpen({ status, ...(code ? { code } : {}) })).toBe(open);
  });
});
