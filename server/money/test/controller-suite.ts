/**
 * issue 11 B5 against the real server: the sdk top-up controller through the sdk REST client, whose
 * fetch goes through app.inject. "a retry after a lost answer charges twice" is the bug: the server
 * processes the first request, its answer is lost on the way back, the guest presses pay again, and the
 * controller sends the same idempotency key, so the server charges once.
 */
import { expect, it } from 'vitest';
import { postConfirmThreeDs, postTopUp } from '../../../sdk/api/guest';
import { createRestClient } from '../../../sdk/api/rest';
import { createTopUpController } from '../../../sdk/top-up';
import { randomIp } from '../../test/guests';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../payment-provider';
import type { MoneyEnv } from './env';

/** A controller whose calls reach the real routes as `cookie`'s guest; `loseAnswers` answers are dropped after the server did the work. */
function controllerFor(env: MoneyEnv, cookie: string, loseAnswers = 0) {
  let toLose = loseAnswers;
  const sentKeys: string[] = [];
  const fetchThroughInject = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const { pathname, search } = new URL(String(url));
    const body = typeof init?.body === 'string' ? init.body : undefined;
    if (body && pathname.endsWith('/payment/topup')) sentKeys.push((JSON.parse(body) as { idempotencyKey: string }).idempotencyKey);
    const response = await env.app().inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST', url: `${pathname}${search}`,
      headers: { cookie, 'x-forwarded-for': randomIp(), ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: body } : {}),
    });
    if (toLose > 0) {
      toLose -= 1;
      throw new TypeError('fetch failed');
    }
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
  };
  const client = createRestClient({ apiBase: 'http://site.test', language: 'en', fetch: fetchThroughInject as typeof fetch });
  const controller = createTopUpController({ transport: { topUp: (input) => postTopUp(client, input), confirmThreeDs: (input) => postConfirmThreeDs(client, input) } });
  return { controller, sentKeys };
}

const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** The controller tests against the server for one dialect. */
export function defineControllerTests(env: MoneyEnv) {
  it('the first answer is lost; paying again sends the same key and the server credits once', async () => {
    const guest = await env.buyer();
    const { controller, sentKeys } = controllerFor(env, guest.cookie, 1);
    expect(await controller.pay({ amount: '12,50', card })).toMatchObject({ phase: 'form', problem: { kind: 'noAnswer' } });
    // The server did charge: 12.50 € = 50 coins, though the page never heard.
    expect(await env.balance(guest.guestId)).toBe(50);
    expect(await controller.pay({ amount: '12,50', card })).toMatchObject({ phase: 'done', answer: { success: true, guestBalance: 50 } });
    expect([sentKeys.length, new Set(sentKeys).size]).toEqual([2, 1]);
    expect([await env.balance(guest.guestId), await env.ledgerSum(guest.guestId)]).toEqual([50, 50]);
    const payments = await env.db().selectFrom('payments').select('status').where('guest_id', '=', guest.guestId).execute();
    expect(payments).toEqual([{ status: 'succeeded' }]);
    // A new top-up afterwards is a new attempt: a new key, a second charge.
    expect(await controller.pay({ amount: '5', card })).toMatchObject({ phase: 'done', answer: { guestBalance: 70 } });
    expect(new Set(sentKeys).size).toBe(2);
  });

  it('a declined card, then another card: two attempts, two keys, nothing charged for the first', async () => {
    const guest = await env.buyer();
    const { controller, sentKeys } = controllerFor(env, guest.cookie);
    expect(await controller.pay({ amount: '20', card: { ...card, number: SANDBOX_CARDS.declines } })).toMatchObject({ phase: 'form', problem: { kind: 'declined' } });
    expect(await controller.pay({ amount: '20', card })).toMatchObject({ phase: 'done', answer: { guestBalance: 80 } });
    expect(new Set(sentKeys).size).toBe(2);
    expect(await env.ledgerSum(guest.guestId)).toBe(80);
  });

  it('the 3-D Secure step: a wrong code keeps the challenge, the sandbox code completes it once', async () => {
    const guest = await env.buyer();
    const { controller } = controllerFor(env, guest.cookie);
    expect(await controller.pay({ amount: '5', card: { ...card, number: SANDBOX_CARDS.requires3ds } })).toMatchObject({ phase: 'challenge' });
    expect(await controller.confirm('0000')).toMatchObject({ phase: 'challenge', problem: { kind: 'wrongCode' } });
    expect(await controller.confirm(SANDBOX_3DS_CODE)).toMatchObject({ phase: 'done', answer: { guestBalance: 20 } });
    expect(await env.ledgerSum(guest.guestId)).toBe(20);
  });
}
