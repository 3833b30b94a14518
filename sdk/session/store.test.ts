import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../api/errors';
import type { GuestSession } from '../api/guest-types';
import type { RestClient } from '../api/rest';
import { createTopUpController } from '../top-up/controller';
import { $balance, $guest, $isLoggedIn, $sessionStatus, buyVideo, configureSession, configureSessionIfUnset, logIn, logOut, newIdempotencyKey, refreshBalance, resetSessionStore, sessionTopUpTransport } from './index';

const anonymous = { isLoggedIn: false, id: 'a1', name: null, balance: 0, balanceFormatted: '0 VXC', isPayingCustomer: false } as GuestSession;
const member = { ...anonymous, isLoggedIn: true, id: 'g1', name: 'Sam', balance: 100, balanceFormatted: '100 VXC' } as GuestSession;

function stubClient(routes: Record<string, (body?: unknown) => unknown>): RestClient & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  const answer = async (path: string, body?: unknown) => {
    calls.push([path, body]);
    const route = routes[path];
    if (!route) throw new Error(`unexpected call ${path}`);
    return route(body);
  };
  return {
    calls,
    get: (path) => answer(path) as never,
    post: (path, body) => answer(path, body) as never,
    delete: (path) => answer(path) as never,
    resolveUrl: (path) => path,
  };
}

afterEach(() => resetSessionStore());

describe('configureSessionIfUnset (a partner page has no host that loads the session; issue 16 §3)', () => {
  it('loads the session with the widget\'s client on a page whose host configured none', async () => {
    const widgetClient = stubClient({ 'guest/session': () => ({ success: true, data: anonymous }) });
    expect(configureSessionIfUnset(() => widgetClient)).toBe(true);
    await vi.waitFor(() => expect($sessionStatus.get()).toBe('ready'));
    expect($guest.value?.id).toBe('a1');
  });

  it('keeps the host\'s own configuration (the site\'s) and loads nothing', () => {
    configureSession(stubClient({}));
    const make = vi.fn(() => stubClient({}));
    expect(configureSessionIfUnset(make)).toBe(false);
    expect(make).not.toHaveBeenCalled();
    expect($sessionStatus.get()).toBe('idle');
  });
});

describe('$guest', () => {
  it('loads guest/session only when it gets its first listener (STYLE: start on first listener)', async () => {
    const client = stubClient({ 'guest/session': () => ({ success: true, data: member }) });
    configureSession(client);
    expect(client.calls).toEqual([]);
    const unsubscribe = $guest.listen(() => undefined);
    await vi.waitFor(() => expect($sessionStatus.get()).toBe('ready'));
    expect(client.calls.map(([path]) => path)).toEqual(['guest/session']);
    expect($isLoggedIn.get()).toBe(true);
    expect($balance.get()).toBe(100);
    unsubscribe();
  });

  it('logs in, refreshes the balance and logs out to a new anonymous session', async () => {
    const client = stubClient({
      'guest/login': () => ({ success: true, data: member }),
      'guest/getGuestBalance': () => ({ success: true, data: { balance: 40, balanceFormatted: '40 VXC', isPayingCustomer: true } }),
      'guest/logout': () => ({ success: true }),
      'guest/session': () => ({ success: true, data: anonymous }),
    });
    await logIn({ email: 'sam@example.com', password: 'secret-pass' }, client);
    expect($guest.get()?.name).toBe('Sam');
    expect(await refreshBalance(client)).toBe(40);
    expect($balance.get()).toBe(40);
    await logOut(client);
    expect($isLoggedIn.get()).toBe(false);
    expect($balance.get()).toBe(0);
  });
});

describe('refreshBalance', () => {
  it('does not put back an older balance: a balance pushed while it asked wins, and it asks again', async () => {
    $guest.set(member);
    const answers = [220, 201];
    const client = stubClient({
      'guest/getGuestBalance': () => {
        const balance = answers.shift()!;
        // The first answer was read before the chat billed its first minute; the charge's guestBalance arrives first.
        if (balance === 220) $guest.set({ ...$guest.get()!, balance: 201, balanceFormatted: '201 VXC' });
        return { success: true, data: { balance, balanceFormatted: `${balance} VXC`, isPayingCustomer: true } };
      },
    });
    expect(await refreshBalance(client)).toBe(201);
    expect($balance.get()).toBe(201);
    expect(client.calls.map(([path]) => path)).toEqual(['guest/getGuestBalance', 'guest/getGuestBalance']);
  });

  it('keeps the pushed balance when every answer comes behind a newer one', async () => {
    $guest.set(member);
    let pushed = 100;
    const client = stubClient({
      'guest/getGuestBalance': () => {
        pushed -= 19;
        $guest.set({ ...$guest.get()!, balance: pushed });
        return { success: true, data: { balance: pushed + 19, balanceFormatted: '', isPayingCustomer: true } };
      },
    });
    expect(await refreshBalance(client)).toBe(pushed);
    expect($balance.get()).toBe(pushed);
    expect(client.calls).toHaveLength(3);
  });
});

describe('buyVideo', () => {
  it('sends the idempotency key and takes the new balance (spec 001 §4: "on success the balance is updated")', async () => {
    const client = stubClient({ 'video/7/buy': () => ({ success: true, guestBalance: 60, guestBalanceFormatted: '60 VXC' }) });
    $guest.set(member);
    const key = newIdempotencyKey(() => 'key-1');
    expect(await buyVideo(7, key, client)).toEqual({ status: 'bought' });
    expect(client.calls).toEqual([['video/7/buy', { idempotencyKey: 'key-1' }]]);
    expect($balance.get()).toBe(60);
  });

  it('turns a 402 refusal into an outcome and takes the balance it reports', async () => {
    const client = stubClient({
      'video/7/buy': () => {
        throw new RestError('POST', 'video/7/buy', 402, undefined, { body: { success: false, statusCode: 402, code: 'NOT_ENOUGH_COINS', error: 'Not enough coins', field: null, guestBalance: 90, guestBalanceFormatted: '90 VXC' } });
      },
    });
    $guest.set(member);
    expect(await buyVideo(7, 'k', client)).toEqual({ status: 'notEnoughCoins' });
    // The 402 answer carries the server's balance: the header follows it.
    expect($balance.get()).toBe(90);
  });

  it('rethrows a network failure so the same action can retry with the same key', async () => {
    const client = stubClient({ 'video/7/buy': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(buyVideo(7, 'k', client)).rejects.toThrow('Failed to fetch');
  });

  it('makes a new key per action', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

// issue 11 B5: one payment path. A page with the session store renders the top-up controller over this transport.
describe('sessionTopUpTransport', () => {
  it('a top-up through the controller moves $guest\'s balance; a decline leaves it', async () => {
    const answer = (success: boolean) => ({ success, status: success ? 'succeeded' : 'declined', paymentId: 'p1', coins: 80, bonusCoins: 0, guestBalance: success ? 180 : 100, guestBalanceFormatted: success ? '180 VXC' : '100 VXC' });
    const client = stubClient({ 'payment/topup': (body) => answer((body as { card: { number: string } }).card.number === '4242424242424242') });
    $guest.set(member);
    const controller = createTopUpController({ transport: sessionTopUpTransport(client), now: () => new Date('2026-01-01T00:00:00Z') });
    await controller.pay({ amount: '20', card: { number: '4000000000000002', expiry: '12/39', cvc: '123' } });
    expect($balance.get()).toBe(100);
    await controller.pay({ amount: '20', card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } });
    expect([$balance.get(), $guest.get()?.isPayingCustomer]).toEqual([180, true]);
    expect(client.calls.map(([path]) => path)).toEqual(['payment/topup', 'payment/topup']);
  });
});
