/**
 * The partner report (issue 16 §2: "visits, sign-ups, first payments and revenue (EUR and VXC) by day and
 * by ws/wt ... from the ledger ... Revenue counts only settled payments; refunds and chargebacks reverse").
 * The server reads the facts (one row per visit group, sign-up, settled payment and reversal); this folds
 * them into rows. A reversal counts on the day it happened, as a negative amount: a day already reported
 * keeps its figures, and the total is what the partner is owed.
 */

export const REPORT_GROUPINGS = ['day', 'ws', 'wt'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** Where a fact happened: its UTC day (YYYY-MM-DD) and the click's sub ids ('' when the click had none). */
interface FactPlace {
  day: string;
  ws: string;
  wt: string;
}

export type ReportFact =
  | (FactPlace & { kind: 'visits'; count: number })
  | (FactPlace & { kind: 'signup' })
  | (FactPlace & { kind: 'payment'; cents: number; coins: number; first: boolean })
  | (FactPlace & { kind: 'reversal'; cents: number; coins: number });

export interface ReportRow {
  /** The day, ws or wt this row is about ('' = clicks without that id). */
  key: string;
  visits: number;
  signups: number;
  /** Settled payments of guests whose very first settled payment this was. */
  firstPayments: number;
  payments: number;
  /** Refunds and chargebacks of the partner's payments on this row. */
  reversals: number;
  /** Settled payments minus reversals, in euro cents and in coins (VXC). */
  revenueEurCents: number;
  revenueVxc: number;
}

const emptyRow = (key: string): ReportRow => ({ key, visits: 0, signups: 0, firstPayments: 0, payments: 0, reversals: 0, revenueEurCents: 0, revenueVxc: 0 });

function add(row: ReportRow, fact: ReportFact): void {
  if (fact.kind === 'visits') row.visits += fact.count;
  else if (fact.kind === 'signup') row.signups += 1;
  else if (fact.kind === 'payment') {
    row.payments += 1;
    if (fact.first) row.firstPayments += 1;
    row.revenueEurCents += fact.cents;
    row.revenueVxc += fact.coins;
  } else {
    row.reversals += 1;
    row.revenueEurCents -= fact.cents;
    row.revenueVxc -= fact.coins;
  }
}

/** The rows of one grouping, ordered by key, and the totals over all facts. */
export function foldReport(facts: readonly ReportFact[], groupBy: ReportGrouping): { rows: ReportRow[]; totals: ReportRow } {
  const rows = new Map<string, ReportRow>();
  const totals = emptyRow('');
  for (const fact of facts) {
    const key = fact[groupBy];
    let row = rows.get(key);
    if (!row) rows.set(key, (row = emptyRow(key)));
    add(row, fact);
    add(totals, fact);
  }
  return { rows: [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)), totals };
}

/** The longest period one report covers. */
export const MAX_REPORT_DAYS = 366;

/** The period a report covers: from and to as UTC days, inclusive; default the last 30 days up to `today`. */
export function reportPeriod(from: string | undefined, to: string | undefined, today: string): { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; message: string } {
  const end = to ?? today;
  if (!isDay(end)) return { ok: false, field: 'to', message: `to must be a day as YYYY-MM-DD, got ${JSON.stringify(end)}` };
  const start = from ?? shiftDay(end, -29);
  if (!isDay(start)) return { ok: false, field: 'from', message: `from must be a day as YYYY-MM-DD, got ${JSON.stringify(start)}` };
  if (start > end) return { ok: false, field: 'from', message: `from (${start}) must not be after to (${end})` };
  if (shiftDay(start, MAX_REPORT_DAYS - 1) < end) return { ok: false, field: 'from', message: `a report covers at most ${MAX_REPORT_DAYS} days` };
  return { ok: true, from: start, to: end };
}

/** A real calendar day as YYYY-MM-DD (2026-02-31 is none). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The UTC day `days` after `day`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
