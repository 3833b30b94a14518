/**
 * The reversal rules (sdk/payment/reversals.ts), issue 16 §2: "refunds and chargebacks (sandbox) reverse".
 * Ours, as spec 002 has none: "Coins already spent cannot be taken back: the balance goes to 0, never below, and
 * the rest is owed. What is owed is paid off first from the next coins credited."
 */
import { describe, expect, it } from 'vitest';
import { debtRepayment, noticeTimeProblem, NOTICE_TOLERANCE_SECONDS, reversalSplit } from './reversals';

describe('reversalSplit: takes what the wallet holds, the rest is owed', () => {
  it.each([
    ['all coins still there', 200, 80, { taken: 80, owed: 0 }],
    ['exactly the payment left', 80, 80, { taken: 80, owed: 0 }],
    ['some spent', 30, 80, { taken: 30, owed: 50 }],
    ['all spent', 0, 80, { taken: 0, owed: 80 }],
  ])('%s: balance %i, payment %i coins', (_name, balance, coins, expected) => {
    expect(reversalSplit(balance, coins)).toEqual(expected);
  });
});

describe('debtRepayment: the next coins credited pay the debt first', () => {
  it.each([
    ['nothing owed', 100, 0, 0],
    ['a credit larger than the debt', 100, 30, 30],
    ['a credit smaller than the debt', 20, 50, 20],
    ['no coins', 0, 50, 0],
  ])('%s: balance %i, owed %i', (_name, balance, owed, repaid) => {
    expect(debtRepayment(balance, owed)).toBe(repaid);
  });
});

describe('noticeTimeProblem: "a valid signature made less than 5 minutes ago (an older one is a replay)"', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  const seconds = now / 1000;
  it.each([
    ['just signed', seconds, null],
    ['at the tolerance', seconds - NOTICE_TOLERANCE_SECONDS, null],
    ['one second too old', seconds - NOTICE_TOLERANCE_SECONDS - 1, 'stale'],
    ['from the future beyond the tolerance', seconds + NOTICE_TOLERANCE_SECONDS + 1, 'future'],
    ['not a whole number', seconds + 0.5, 'stale'],
  ])('%s', (_name, signedAt, problem) => {
    expect(noticeTimeProblem(signedAt, now)).toBe(problem);
  });
});
