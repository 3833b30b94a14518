/**
 * Issue 12 §4: "sign-up asks for confirmation of age and acceptance of the terms and data protection,
 * and the answer is stored (closeAgbAndDataProtection)"; spec 000 §7: "POST guest/closeAgbAndDataProtection
 * (accepted)". On SQLite and, when configured, PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../sdk/account';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';
import { randomIp, SIGN_UP_CONFIRMATIONS, signUpAndLogIn } from '../test/guests';
import { checkSignUp } from './account';

function termsSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  let app: FastifyInstance;
  let counter = 0;
  const fresh = () => {
    counter += 1;
    return { name: `terms_${dialect}_${counter}`, email: `terms-${dialect}-${counter}@example.com`, password: 'correct-horse-1' };
  };
  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url: `/rest/v1/${url}`, payload, remoteAddress: randomIp(), headers: cookie ? { cookie } : {} });
  const stored = (id: string) =>
    database.handle.db.selectFrom('guests').select(['adult_confirmed_at', 'terms_accepted_at', 'terms_version', 'show_data_protection']).where('id', '=', id).executeTakeFirstOrThrow();
  const guestCount = async () => Number((await database.handle.db.selectFrom('guests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0);
    app = apps.site;
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  it('stores when the guest confirmed the age and accepted the terms, and which version', async () => {
    const before = new Date().toISOString();
    const { guestId } = await signUpAndLogIn(app);
    const row = await stored(guestId);
    expect(row.terms_version).toBe(TERMS_VERSION);
    expect(row.adult_confirmed_at! >= before).toBe(true);
    expect(row.terms_accepted_at).toBe(row.adult_confirmed_at);
    expect(new Date(row.terms_accepted_at!).toISOString()).toBe(row.terms_accepted_at);
  });

  it.each([
    ['without the age confirmation', { termsAccepted: true }, 'body.ageConfirmed'],
    ['with the age confirmation false', { ageConfirmed: false, termsAccepted: true }, 'body.ageConfirmed'],
    ['without accepting the terms', { ageConfirmed: true }, 'body.termsAccepted'],
    ['with the terms refused', { ageConfirmed: true, termsAccepted: false }, 'body.termsAccepted'],
    ['with "true" as text', { ageConfirmed: 'true', termsAccepted: true }, 'body.ageConfirmed'],
  ])('refuses a sign-up %s (%j): 400 VALIDATION_FAILED naming %s, and no account is made', async (_name, confirmations, field) => {
    const count = await guestCount();
    const res = await post('guest/signup', { ...fresh(), ...confirmations });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED', field });
    expect(await guestCount()).toBe(count);
  });

  it('checkSignUp refuses an account without both confirmations for any caller, not only the route', () => {
    const values = { ...fresh(), ...SIGN_UP_CONFIRMATIONS };
    expect(() => checkSignUp(values)).not.toThrow();
    expect(() => checkSignUp({ ...values, ageConfirmed: false })).toThrow(expect.objectContaining({ field: 'body.ageConfirmed' }));
    expect(() => checkSignUp({ ...values, termsAccepted: false })).toThrow(expect.objectContaining({ field: 'body.termsAccepted' }));
  });

  it('closeAgbAndDataProtection accepts the current terms again (time and version) and hides the notice', async () => {
    const { guestId, cookie } = await signUpAndLogIn(app);
    await database.handle.db.updateTable('guests').set({ terms_version: '2020-01-01', terms_accepted_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', guestId).execute();
    expect((await post('guest/closeAgbAndDataProtection', { accepted: true }, cookie)).json()).toEqual({ success: true });
    const row = await stored(guestId);
    expect(row).toMatchObject({ terms_version: TERMS_VERSION, show_data_protection: 0 });
    expect(row.terms_accepted_at! > '2020-01-01T00:00:00.000Z').toBe(true);
  });

  it('closeDataProtection only hides the notice: reading it is not accepting terms', async () => {
    const { guestId, cookie } = await signUpAndLogIn(app);
    await database.handle.db.updateTable('guests').set({ terms_version: '2020-01-01' }).where('id', '=', guestId).execute();
    await post('guest/closeDataProtection', { accepted: true }, cookie);
    expect(await stored(guestId)).toMatchObject({ terms_version: '2020-01-01', show_data_protection: 0 });
  });

  it('refuses closeAgbAndDataProtection without accepted true (400 naming body.accepted) and changes nothing', async () => {
    const { guestId, cookie } = await signUpAndLogIn(app);
    await database.handle.db.updateTable('guests').set({ terms_version: '2020-01-01' }).where('id', '=', guestId).execute();
    const res = await post('guest/closeAgbAndDataProtection', { accepted: false }, cookie);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field: 'body.accepted' });
    expect((await stored(guestId)).terms_version).toBe('2020-01-01');
  });
}

describe('terms acceptance on SQLite', () => termsSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('terms acceptance on PostgreSQL', () => termsSuite('postgres'));
