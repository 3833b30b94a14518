/**
 * Issue 11 §1, performed as an attacker would: "GET /rest/v1/dev/outbox lists
 * every mail with its reset links to anyone (passwordLost for a victim, read
 * the outbox, passwordReset, log in as the victim)". DESIGN.md: "Development
 * conveniences are reachable only from loopback and with the key printed in
 * the start log"; "NODE_ENV=production turns every convenience off".
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApps, createTestDatabase, POSTGRES_URL, PRODUCTION_SANDBOX_ENV, readDevOutbox, seededApps, type TestApps, type TestDatabase } from '../test/harness';
import { randomIp, signUpAndLogIn } from '../test/guests';
import { createOutbox } from './outbox';

const ATTACKER_PASSWORD = 'attacker-owns-you-1';
/** How an attacker reads a reset token off the outbox page. */
const RESET_TOKEN = /password-reset\/\?token=([A-Za-z0-9_-]+)/;

/** Waits for the reset mail to the victim (mails go out after the answer) by reading the outbox files. */
async function resetMailWritten(dataDir: string, to: string): Promise<void> {
  const outbox = createOutbox(dataDir);
  for (let i = 0; i < 200; i += 1) {
    if ((await outbox.list()).some((mail) => mail.to === to && mail.links.some((link) => RESET_TOKEN.test(link)))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`expected a reset mail to ${to} in the outbox`);
}

/**
 * The whole attack with one way of reading the outbox: ask a reset for the
 * victim, read the outbox, reset with any token found, log in with the new
 * password. Answers what each step got.
 */
async function takeOver(app: FastifyInstance, dataDir: string, victim: string, read: Omit<InjectOptions, 'method' | 'url'> & { url?: string }) {
  const lost = await app.inject({ method: 'POST', url: '/rest/v1/guest/passwordLost', headers: { 'x-forwarded-for': randomIp() }, payload: { email: victim } });
  expect(lost.statusCode).toBe(200);
  await resetMailWritten(dataDir, victim);
  const page = await app.inject({ method: 'GET', url: '/rest/v1/dev/outbox', ...read });
  const token = RESET_TOKEN.exec(page.body)?.[1] ?? null;
  const reset = token === null ? null : await app.inject({
    method: 'POST', url: '/rest/v1/guest/passwordReset', headers: { 'x-forwarded-for': randomIp() }, payload: { token, password: ATTACKER_PASSWORD },
  });
  const login = await app.inject({
    method: 'POST', url: '/rest/v1/guest/login', headers: { 'x-forwarded-for': randomIp() }, payload: { email: victim, password: ATTACKER_PASSWORD },
  });
  return { page, token, reset, login };
}

function outboxSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let apps: TestApps;
  let key: string;
  let counter = 0;
  const newVictim = async () => {
    counter += 1;
    const email = `victim${counter}_${dialect}@example.com`;
    await signUpAndLogIn(apps.site, { email, password: 'victims-own-pass-1' });
    return email;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0);
    key = apps.context.devKey;
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  it.each([
    ['from this machine without the key', {}, 403],
    ['from this machine with a wrong key', { query: { key: 'guessed-key' } }, 403],
    ['from another address, even with the key', { remoteAddress: '203.0.113.7', query: { key: '<key>' } }, 404],
    ['through a proxy on this machine (X-Forwarded-For), even with the key', { headers: { 'x-forwarded-for': '203.0.113.7' }, query: { key: '<key>' } }, 404],
  ] as const)('the takeover fails when the outbox is read %s', async (_how, read, status) => {
    const victim = await newVictim();
    const withKey = 'query' in read && read.query.key === '<key>' ? { ...read, query: { key } } : read;
    const { page, token, reset, login } = await takeOver(apps.site, database.config.dataDir, victim, withKey);
    expect(page.statusCode).toBe(status);
    expect(page.body).not.toContain(victim);
    expect(token).toBeNull();
    expect(reset).toBeNull();
    expect(login.statusCode).toBe(401);
  });

  it('the developer on this machine with the start log\'s key reads the outbox (query parameter or x-velvet-dev-key header)', async () => {
    const victim = await newVictim();
    await app().inject({ method: 'POST', url: '/rest/v1/guest/passwordLost', headers: { 'x-forwarded-for': randomIp() }, payload: { email: victim } });
    await resetMailWritten(database.config.dataDir, victim);
    const byQuery = await app().inject({ method: 'GET', url: `/rest/v1/dev/outbox?key=${encodeURIComponent(key)}` });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers['referrer-policy']).toBe('no-referrer');
    expect(byQuery.body).toContain(victim);
    expect(byQuery.body).toMatch(RESET_TOKEN);
    const byHeader = await readDevOutbox(apps);
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.body).toContain(victim);
  });

  it('a 403 names the key and says where it is', async () => {
    const res = await app().inject({ method: 'GET', url: '/rest/v1/dev/outbox' });
    expect(res.json()).toMatchObject({ success: false, statusCode: 403, field: 'query.key', error: expect.stringContaining('start log') });
  });

  const app = () => apps.site;
}

describe('dev outbox on SQLite', () => outboxSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('dev outbox on PostgreSQL', () => outboxSuite('postgres'));

describe('dev outbox with NODE_ENV=production', () => {
  const production = seededApps('sqlite', 0, PRODUCTION_SANDBOX_ENV);

  it('does not exist, not even from this machine with the key', async () => {
    const res = await production.apps.site.inject({ method: 'GET', url: `/rest/v1/dev/outbox?key=${encodeURIComponent(production.apps.context.devKey)}` });
    expect(res.statusCode).toBe(404);
  });
});
