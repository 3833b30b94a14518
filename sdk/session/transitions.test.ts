import { describe, expect, it } from 'vitest';
import type { GuestSession, PurchaseAnswer } from '../api/guest-types';
import { applyBalance, applyPurchase, purchaseOutcome } from './transitions';

const session = { isLoggedIn: true, id: 'g1', balance: 100, balanceFormatted: '100 VXC', isPayingCustomer: false } as GuestSession;
const answer = (success: boolean, guestBalance: number, error?: string): PurchaseAnswer => ({
  success,
  guestBalance,
  guestBalanceFormatted: `${guestBalance} VXC`,
  ...(error ? { error } : {}),
});

describe('applyPurchase', () => {
  // spec 001 §4: "Album purchase: on success the balance is updated, the album reloaded"
  it.each([
    ['success takes the new balance', answer(true, 60), 60, true],
    ['a refusal keeps the server balance', answer(false, 100, 'Not enough coins'), 100, false],
    ['a refusal with a changed balance takes it (another tab spent coins)', answer(false, 30, 'Not enough coins'), 30, false],
  ])('%s', (_name, purchase, balance, paying) => {
    const next = applyPurchase(session, purchase);
    expect(next?.balance).toBe(balance);
    expect(next?.balanceFormatted).toBe(`${balance} VXC`);
    expect(next?.isPayingCustomer).toBe(paying);
  });

  it('keeps the same object when nothing changed (listeners are not woken)', () => {
    expect(applyPurchase(session, answer(false, 100))).toBe(session);
  });

  it('leaves a missing session missing', () => {
    expect(applyPurchase(null, answer(true, 1))).toBeNull();
  });
});

describe('applyBalance', () => {
  // spec 000 §7: "GET guest/getGuestBalance: reads data.balance, balanceFormatted, isPayingCustomer"
  it('reads balance, balanceFormatted and isPayingCustomer', () => {
    expect(applyBalance(session, { balance: 80, balanceFormatted: '80 VXC', isPayingCustomer: true })).toMatchObject({
      balance: 80,
      balanceFormatted: '80 VXC',
      isPayingCustomer: true,
      id: 'g1',
    });
  });
});

describe('purchaseOutcome', () => {
  // spec 000 §3: "Content restrictions on a guest: needs login ... needs purchase"
  // DESIGN.md: "Every 4xx answer carries a machine-readable code ...; clients choose the words from the code".
  it.each([
    ['success', answer(true, 1), undefined, { status: 'bought' }],
    ['LOGIN_REQUIRED needs login', null, 'LOGIN_REQUIRED', { status: 'needsLogin' }],
    ['NOT_ENOUGH_COINS is not enough coins', null, 'NOT_ENOUGH_COINS', { status: 'notEnoughCoins' }],
    ['a refused answer carrying the code is not enough coins', { ...answer(false, 3), code: 'NOT_ENOUGH_COINS' }, undefined, { status: 'notEnoughCoins' }],
    ['English words alone decide nothing: only the code does', answer(false, 3, 'Not enough coins: need 40, have 3'), undefined, { status: 'failed', code: 'UNKNOWN' }],
    ['any other code fails with that code', null, 'ACCOUNT_LOCKED', { status: 'failed', code: 'ACCOUNT_LOCKED' }],
    ['a code this sdk does not know yet passes through (errorWords says the generic words)', null, 'SOMETHING_NEW', { status: 'failed', code: 'SOMETHING_NEW' }],
    ['a refusal without any code fails as UNKNOWN', null, undefined, { status: 'failed', code: 'UNKNOWN' }],
  ])('%s', (_name, purchase, code, expected) => {
    expect(purchaseOutcome(purchase as PurchaseAnswer | null, code)).toEqual(expected);
  });
});
