/** The ledger and purchase engine on SQLite and PostgreSQL: concurrency, idempotency, atomicity (issue 3 §3). */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../test/harness';
import { balanceOf, chargeCoins, creditCoins, InsufficientCoinsError, ledgerSum } from './ledger';
import { purchase, type PurchaseRequest } from './purchases';
import { grantVoucher } from './vouchers';

function defineLedgerSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.handle.db);
  });
  afterAll(async () => database?.dispose());

  const funded = async (coins: number) => {
    const guestId = randomUUID();
    if (coins > 0) await creditCoins(db(), { guestId, amount: coins, reason: 'test', idempotencyKey: `fund:${guestId}` });
    return guestId;
  };
  const tip = (guestId: string, key: string, price = 10): PurchaseRequest => ({
    guestId, itemType: 'tip', itemId: 'post-1', price, idempotencyKey: key, ownable: false, language: 'en',
  });

  it('credits and charges with one ledger entry each, and the ledger sums to the balance', async () => {
    const guestId = await funded(100);
    const charge = await chargeCoins(db(), { guestId, amount: 30, reason: 'test', idempotencyKey: 'c1' });
    expect(charge.balance).toBe(70);
    expect(await ledgerSum(db(), guestId)).toBe(70);
  });

  it('refuses a charge above the balance and writes nothing', async () => {
    const guestId = await funded(5);
    await expect(chargeCoins(db(), { guestId, amount: 6, reason: 'test', idempotencyKey: 'c1' })).rejects.toBeInstanceOf(InsufficientCoinsError);
    expect(await balanceOf(db(), guestId)).toBe(5);
    const entries = await db().selectFrom('ledger_entries').select('id').where('guest_id', '=', guestId).execute();
    expect(entries).toHaveLength(1);
  });

  it('the same ledger key twice moves the coins once', async () => {
    const guestId = await funded(0);
    const first = await creditCoins(db(), { guestId, amount: 8, reason: 'test', idempotencyKey: 'k' });
    const second = await creditCoins(db(), { guestId, amount: 8, reason: 'test', idempotencyKey: 'k' });
    expect([first.replayed, second.replayed, second.entryId === first.entryId]).toEqual([false, true, true]);
    expect(await balanceOf(db(), guestId)).toBe(8);
  });

  it('the database refuses a negative balance even if code tried to write one', async () => {
    const guestId = await funded(1);
    await expect(db().updateTable('wallets').set({ balance: -1 }).where('guest_id', '=', guestId).execute()).rejects.toThrow();
  });

  // issue 3: "50 concurrent purchases against a balance that covers 10, so exactly 10 succeed,
  // the balance ends at 0 and the ledger sums equal the balance"
  it('50 concurrent purchases against a balance covering 10: exactly 10 succeed, balance 0, ledger = balance', async () => {
    const guestId = await funded(100);
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => purchase(db(), null, tip(guestId, `p${i}`, 10))));
    expect(outcomes.filter((o) => o.status === 'bought')).toHaveLength(10);
    expect(outcomes.filter((o) => o.status === 'insufficient')).toHaveLength(40);
    expect(await balanceOf(db(), guestId)).toBe(0);
    expect(await ledgerSum(db(), guestId)).toBe(0);
    const rows = await db().selectFrom('purchases').select('id').where('guest_id', '=', guestId).execute();
    expect(rows).toHaveLength(10);
  });

  // issue 3: "one idempotency key sent 5 times in parallel charges once"
  it('one idempotency key sent 5 times in parallel charges once and answers the same', async () => {
    const guestId = await funded(100);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => purchase(db(), null, tip(guestId, 'same-key', 10))));
    expect(outcomes.filter((o) => o.status === 'bought')).toHaveLength(1);
    expect(outcomes.every((o) => o.status !== 'insufficient' && o.answer.guestBalance === 90)).toBe(true);
    expect(await balanceOf(db(), guestId)).toBe(90);
    expect(await ledgerSum(db(), guestId)).toBe(90);
  });

  it('an ownable item bought twice with different keys, even concurrently, is charged once', async () => {
    const guestId = await funded(100);
    const video = (key: string): PurchaseRequest => ({ ...tip(guestId, key, 25), itemType: 'video', itemId: '7', ownable: true });
    const outcomes = await Promise.all([purchase(db(), null, video('a')), purchase(db(), null, video('b')), purchase(db(), null, video('c'))]);
    expect(outcomes.filter((o) => o.status === 'bought')).toHaveLength(1);
    expect(await balanceOf(db(), guestId)).toBe(75);
  });

  it('a voucher of the matching type pays before coins; another actor\'s voucher does not', async () => {
    const guestId = await funded(100);
    await grantVoucher(db(), { guestId, type: 1, amount: 1, actorId: 42, source: 'test' });
    const buy = (itemId: string, actorId: number) =>
      purchase(db(), null, { ...tip(guestId, `v${itemId}`, 30), itemType: 'video', itemId, ownable: true, voucherType: 1, actorId });
    const other = await buy('1', 41);
    const matching = await buy('2', 42);
    expect(other.status === 'bought' && other.answer.paidWith).toBe('coins');
    expect(matching.status === 'bought' && matching.answer.paidWith).toBe('voucher');
    expect(await balanceOf(db(), guestId)).toBe(70);
  });

  it('a failing effect rolls the whole purchase back: no charge, no entry, no row', async () => {
    const guestId = await funded(50);
    const failing: PurchaseRequest = { ...tip(guestId, 'boom', 20), effect: async () => { throw new Error('effect failed'); } };
    await expect(purchase(db(), null, failing)).rejects.toThrow('effect failed');
    expect(await balanceOf(db(), guestId)).toBe(50);
    expect(await ledgerSum(db(), guestId)).toBe(50);
    expect(await db().selectFrom('purchases').select('id').where('guest_id', '=', guestId).execute()).toHaveLength(0);
  });
}

// issue 3 §3: "Coins in an append-only ledger": no code path updates or deletes ledger entries.
describe('append-only ledger', () => {
  it('no server source updates or deletes ledger_entries', () => {
    const root = join(import.meta.dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const offenders = files.filter((f) => /(updateTable|deleteFrom)\(\s*['"]ledger_entries['"]|(update|delete\s+from)\s+ledger_entries/i.test(readFileSync(join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('ledger on SQLite', () => defineLedgerSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('ledger on PostgreSQL', () => defineLedgerSuite('postgres'));
