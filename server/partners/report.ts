/**
 * The facts of one partner's report (issue 16 §2), read from the database: visits that arrived with the
 * partner's id, sign-ups attributed to it, its attributed payments that the ledger credited (a payment is
 * settled when its coins are in the ledger; a declined or pending one has no entry) and the sandbox's
 * refunds and chargebacks of those payments. sdk/partners/report.ts folds them into rows.
 * Every query filters by the partner's own id: one partner's key never reads another's figures.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { foldReport, shiftDay, type ReportFact, type ReportGrouping } from '../../sdk/partners/report';
import type { Database } from '../db/schema';

const day = (iso: string) => iso.slice(0, 10);

/** The facts of `partnerId` from `from` to `to` (UTC days, inclusive). */
export async function reportFacts(db: Kysely<Database>, partnerId: string, from: string, to: string): Promise<ReportFact[]> {
  const start = `${from}T00:00:00.000Z`;
  const end = `${shiftDay(to, 1)}T00:00:00.000Z`;
  const visits = await db.selectFrom('partner_visits').select(['ws', 'wt', 'created_at']).where('w', '=', partnerId)
    .where('created_at', '>=', start).where('created_at', '<', end).execute();
  const signups = await db.selectFrom('partner_attributions').select(['ws', 'wt', 'created_at']).where('w', '=', partnerId).where('kind', '=', 'signup')
    .where('created_at', '>=', start).where('created_at', '<', end).execute();
  // Settled: the ledger holds the payment's credit (server/money/payment-outcome.ts settleSuccess, keyed payment:<id>).
  const payments = await db.selectFrom('partner_attributions as a')
    .innerJoin('payments as p', 'p.id', 'a.subject_id')
    .innerJoin('ledger_entries as l', (join) => join.onRef('l.guest_id', '=', 'p.guest_id').on('l.idempotency_key', '=', sql<string>`'payment:' || p.id`))
    .select(['a.ws', 'a.wt', 'p.id', 'p.guest_id', 'p.amount_cents', 'l.delta', 'l.created_at'])
    .where('a.w', '=', partnerId).where('a.kind', '=', 'payment').where('p.status', '=', 'succeeded')
    .where('l.created_at', '>=', start).where('l.created_at', '<', end).execute();
  const reversals = await db.selectFrom('payment_reversals as r')
    .innerJoin('partner_attributions as a', (join) => join.onRef('a.subject_id', '=', 'r.payment_id').on('a.kind', '=', 'payment'))
    .select(['a.ws', 'a.wt', 'r.amount_cents', 'r.coins', 'r.created_at'])
    .where('a.w', '=', partnerId).where('r.created_at', '>=', start).where('r.created_at', '<', end).execute();
  const firsts = await firstPayments(db, [...new Set(payments.map((payment) => payment.guest_id))]);
  return [
    ...visits.map((row): ReportFact => ({ kind: 'visits', day: day(row.created_at), ws: row.ws, wt: row.wt, count: 1 })),
    ...signups.map((row): ReportFact => ({ kind: 'signup', day: day(row.created_at), ws: row.ws, wt: row.wt })),
    ...payments.map((row): ReportFact => ({
      kind: 'payment', day: day(row.created_at), ws: row.ws, wt: row.wt, cents: Number(row.amount_cents), coins: Number(row.delta), first: firsts.get(row.guest_id) === row.id,
    })),
    ...reversals.map((row): ReportFact => ({ kind: 'reversal', day: day(row.created_at), ws: row.ws, wt: row.wt, cents: Number(row.amount_cents), coins: Number(row.coins) })),
  ];
}

/** Each guest's very first settled payment (by its ledger credit), whoever it was attributed to. */
async function firstPayments(db: Kysely<Database>, guestIds: string[]): Promise<Map<string, string>> {
  const firsts = new Map<string, string>();
  if (guestIds.length === 0) return firsts;
  const rows = await db.selectFrom('payments as p')
    .innerJoin('ledger_entries as l', (join) => join.onRef('l.guest_id', '=', 'p.guest_id').on('l.idempotency_key', '=', sql<string>`'payment:' || p.id`))
    .select(['p.id', 'p.guest_id']).where('p.guest_id', 'in', guestIds).where('p.status', '=', 'succeeded')
    .orderBy('l.created_at').orderBy('p.id').execute();
  for (const row of rows) if (!firsts.has(row.guest_id)) firsts.set(row.guest_id, row.id);
  return firsts;
}

/** The report of `partnerId` as the page and the API show it. */
export async function partnerReport(db: Kysely<Database>, input: { partnerId: string; from: string; to: string; groupBy: ReportGrouping }) {
  const { rows, totals } = foldReport(await reportFacts(db, input.partnerId, input.from, input.to), input.groupBy);
  const { key: _key, ...sums } = totals;
  return { partnerId: input.partnerId, from: input.from, to: input.to, groupBy: input.groupBy, rows, totals: sums };
}
