// issue 16 §2: "a report of visits, sign-ups, first payments and revenue (EUR and VXC) by day and by ws/wt ...
// Revenue counts only settled payments; refunds and chargebacks (sandbox) reverse."
import { describe, expect, it } from 'vitest';
import { foldReport, reportPeriod, type ReportFact } from './report';

const facts: ReportFact[] = [
  { kind: 'visits', day: '2026-11-01', ws: 'side', wt: 'a', count: 3 },
  { kind: 'visits', day: '2026-11-02', ws: '', wt: '', count: 1 },
  { kind: 'signup', day: '2026-11-01', ws: 'side', wt: 'a' },
  { kind: 'payment', day: '2026-11-01', ws: 'side', wt: 'a', cents: 1000, coins: 40, first: true },
  { kind: 'payment', day: '2026-11-02', ws: 'side', wt: 'b', cents: 2000, coins: 80, first: false },
  { kind: 'reversal', day: '2026-11-03', ws: 'side', wt: 'a', cents: 1000, coins: 40 },
];

describe('foldReport', () => {
  it('by day: a reversal counts negative on its own day, earlier days keep their figures', () => {
    const { rows, totals } = foldReport(facts, 'day');
    expect(rows.map((r) => [r.key, r.visits, r.signups, r.firstPayments, r.payments, r.reversals, r.revenueEurCents, r.revenueVxc])).toEqual([
      ['2026-11-01', 3, 1, 1, 1, 0, 1000, 40],
      ['2026-11-02', 1, 0, 0, 1, 0, 2000, 80],
      ['2026-11-03', 0, 0, 0, 0, 1, -1000, -40],
    ]);
    expect(totals).toMatchObject({ visits: 4, signups: 1, firstPayments: 1, payments: 2, reversals: 1, revenueEurCents: 2000, revenueVxc: 80 });
  });

  it('by ws and by wt ("" for clicks without that id)', () => {
    expect(foldReport(facts, 'ws').rows.map((r) => [r.key, r.visits, r.revenueEurCents])).toEqual([['', 1, 0], ['side', 3, 2000]]);
    expect(foldReport(facts, 'wt').rows.map((r) => [r.key, r.payments, r.revenueEurCents])).toEqual([['', 0, 0], ['a', 1, 0], ['b', 1, 2000]]);
  });

  it('no facts: no rows, zero totals', () => {
    expect(foldReport([], 'day')).toEqual({ rows: [], totals: expect.objectContaining({ visits: 0, revenueEurCents: 0 }) });
  });
});

describe('reportPeriod', () => {
  it.each([
    [undefined, undefined, { ok: true, from: '2026-10-03', to: '2026-11-01' }],
    ['2026-11-01', '2026-11-01', { ok: true, from: '2026-11-01', to: '2026-11-01' }],
    ['2026-11-02', '2026-11-01', { ok: false, field: 'from' }],
    ['2026-13-01', undefined, { ok: false, field: 'from' }],
    ['2026-02-31', undefined, { ok: false, field: 'from' }],
    ['2025-01-01', '2026-11-01', { ok: false, field: 'from' }],
    [undefined, 'yesterday', { ok: false, field: 'to' }],
  ])('from %s to %s', (from, to, expected) => {
    expect(reportPeriod(from, to, '2026-11-01')).toMatchObject(expected);
  });
});
