/**
 * The coin ledger (issue 3 §3). A balance changes only together with its
 * ledger entry, in one transaction; a charge is a conditional update
 * (`balance = balance - n WHERE balance >= n`), so concurrent charges can
 * never overdraw: PostgreSQL locks the wallet row, SQLite serialises writes.
 * Entries are only ever inserted: this module has no UPDATE or DELETE of them.
 * A refund or chargeback takes coins back with an entry too (reverseCoins); what was already spent is owed
 * (wallets.owed) and paid off by the next credit with an entry of its own (issue 16 §2, sdk/payment/reversals.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from './db-errors';
import { debtRepayment, reversalSplit } from '../../sdk/payment/reversals';

export type Db = Kysely<Database> | Transaction<Database>;

export interface LedgerMove {
  guestId: string;
  /** Coins, a positive integer. */
  amount: number;
  reason: string;
  /** Unique per guest: the same key applied twice moves the coins once. */
  idempotencyKey: string;
  reference?: string | null;
}

export interface LedgerResult {
  balance: number;
  entryId: string;
  /** True when the key had been used before and nothing moved now. */
  replayed: boolean;
}

/** A charge larger than the balance; nothing was written. */
export class InsufficientCoinsError extends Error {
  constructor(
    readonly balance: number,
    readonly amount: number,
  ) {
    super(`Not enough coins: the price is ${amount} coins and the balance is ${balance}`);
    this.name = 'InsufficientCoinsError';
  }
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`Ledger amount: expected a positive whole number of coins, got ${amount}`);
}

/** The guest's balance (0 without a wallet). */
export async function balanceOf(db: Db, guestId: string): Promise<number> {
  const row = await db.selectFrom('wallets').select('balance').where('guest_id', '=', guestId).executeTakeFirst();
  return row?.balance ?? 0;
}

async function findEntry(db: Db, guestId: string, idempotencyKey: string) {
  return db
    .selectFrom('ledger_entries')
    .select(['id', 'balance_after'])
    .where('guest_id', '=', guestId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Applies one move inside the caller's transaction; a duplicate key throws the unique violation for the caller to resolve. */
export async function applyMove(trx: Transaction<Database>, move: LedgerMove, direction: 'charge' | 'credit'): Promise<LedgerResult> {
  assertAmount(move.amount);
  const now = new Date().toISOString();
  let balance: number;
  let owed = 0;
  if (direction === 'charge') {
    const row = await trx
      .updateTable('wallets')
      .set({ balance: sql`balance - ${move.amount}`, updated_at: now })
      .where('guest_id', '=', move.guestId)
      .where('balance', '>=', move.amount)
      .returning('balance')
      .executeTakeFirst();
    if (!row) throw new InsufficientCoinsError(await balanceOf(trx, move.guestId), move.amount);
    balance = row.balance;
  } else {
    await trx.insertInto('wallets').values({ guest_id: move.guestId, balance: 0, updated_at: now }).onConflict((oc) => oc.column('guest_id').doNothing()).execute();
    const row = await trx
      .updateTable('wallets')
      .set({ balance: sql`balance + ${move.amount}`, updated_at: now })
      .where('guest_id', '=', move.guestId)
      .returning(['balance', 'owed'])
      .executeTakeFirstOrThrow();
    balance = row.balance;
    owed = row.owed;
  }
  const entryId = randomUUID();
  await insertEntry(trx, { ...move, delta: direction === 'charge' ? -move.amount : move.amount, balanceAfter: balance, now, id: entryId });
  // Coins a refund or chargeback could not take back are paid off first from the next credit (sdk/payment/reversals.ts).
  const repaid = debtRepayment(balance, owed);
  if (repaid > 0) balance = await repayDebt(trx, move.guestId, repaid, entryId, now);
  return { balance, entryId, replayed: false };
}

async function insertEntry(trx: Transaction<Database>, entry: { id: string; guestId: string; delta: number; balanceAfter: number; reason: string; reference?: string | null; idempotencyKey: string; now: string }): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      id: entry.id,
      guest_id: entry.guestId,
      delta: entry.delta,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      reference: entry.reference ?? null,
      idempotency_key: entry.idempotencyKey,
      created_at: entry.now,
    })
    .execute();
}

/** Takes `coins` of the debt from the balance just credited by `creditEntryId`, as an entry of its own; the new balance. */
async function repayDebt(trx: Transaction<Database>, guestId: string, coins: number, creditEntryId: string, now: string): Promise<number> {
  const row = await trx
    .updateTable('wallets')
    .set({ balance: sql`balance - ${coins}`, owed: sql`owed - ${coins}`, updated_at: now })
    .where('guest_id', '=', guestId)
    .where('balance', '>=', coins)
    .where('owed', '>=', coins)
    .returning('balance')
    .executeTakeFirstOrThrow();
  await insertEntry(trx, { id: randomUUID(), guestId, delta: -coins, balanceAfter: row.balance, reason: 'reversal:repaid', reference: `ledger:${creditEntryId}`, idempotencyKey: `repaid:${creditEntryId}`, now });
  return row.balance;
}

/**
 * Takes back up to `coins` for a reversal (sdk/payment/reversals.ts reversalSplit): what the wallet holds is
 * charged with an entry, the rest is added to what the guest owes. Inside the caller's transaction.
 */
export async function reverseCoins(trx: Transaction<Database>, move: LedgerMove): Promise<{ taken: number; owed: number; balance: number }> {
  assertAmount(move.amount);
  const now = new Date().toISOString();
  await trx.insertInto('wallets').values({ guest_id: move.guestId, balance: 0, updated_at: now }).onConflict((oc) => oc.column('guest_id').doNothing()).execute();
  // An update, not a select: it locks the wallet row on PostgreSQL, so no purchase spends the balance before the charge below.
  const wallet = await trx.updateTable('wallets').set({ updated_at: now }).where('guest_id', '=', move.guestId).returning('balance').executeTakeFirstOrThrow();
  const { taken, owed } = reversalSplit(wallet.balance, move.amount);
  let balance = wallet.balance;
  if (taken > 0) balance = (await applyMove(trx, { ...move, amount: taken }, 'charge')).balance;
  if (owed > 0) await trx.updateTable('wallets').set({ owed: sql`owed + ${owed}`, updated_at: now }).where('guest_id', '=', move.guestId).execute();
  return { taken, owed, balance };
}

/** Coins the guest owes after a reversal (0 without a wallet). */
export async function owedBy(db: Db, guestId: string): Promise<number> {
  const row = await db.selectFrom('wallets').select('owed').where('guest_id', '=', guestId).executeTakeFirst();
  return row?.owed ?? 0;
}

/**
 * Runs `work` in a transaction (or inside the given one). When the ledger key
 * was used before, or a concurrent twin wins the unique constraint, answers
 * the first entry instead of moving coins again.
 */
async function idempotentMove(db: Db, move: LedgerMove, direction: 'charge' | 'credit'): Promise<LedgerResult> {
  const replay = async () => {
    const entry = await findEntry(db, move.guestId, move.idempotencyKey);
    return entry ? { balance: await balanceOf(db, move.guestId), entryId: entry.id, replayed: true } : null;
  };
  if (db.isTransaction) {
    const previous = await replay();
    return previous ?? applyMove(db as Transaction<Database>, move, direction);
  }
  const previous = await replay();
  if (previous) return previous;
  try {
    return await (db as Kysely<Database>).transaction().execute((trx) => applyMove(trx, move, direction));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await replay();
    if (!winner) throw error;
    return winner;
  }
}

/** Takes coins from a guest's wallet with a ledger entry; throws InsufficientCoinsError and writes nothing when the balance is short. */
export async function chargeCoins(db: Db, move: LedgerMove): Promise<LedgerResult> {
  return idempotentMove(db, move, 'charge');
}

/** Adds coins to a guest's wallet (creating it) with a ledger entry. */
export async function creditCoins(db: Db, move: LedgerMove): Promise<LedgerResult> {
  return idempotentMove(db, move, 'credit');
}

/** Sum of a guest's ledger deltas: always equals the wallet balance. */
export async function ledgerSum(db: Db, guestId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), sql<number>`0`).as('total'))
    .where('guest_id', '=', guestId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Coins spent so far (the sum of charges), the base of loyalty points. */
export async function coinsSpent(db: Db, guestId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), sql<number>`0`).as('total'))
    .where('guest_id', '=', guestId)
    .where('delta', '<', 0)
    .executeTakeFirstOrThrow();
  return -Number(row.total);
}
