/**
 * Partners end to end on the real server and database (issue 16 Tests: "attribution from landing through
 * sign-up and payment to the report, on SQLite and PostgreSQL; API key auth and origin registration").
 * issue 16 §1: "partner ids (w, ws, wt and the campaign fields) are captured on arrival at the site, the white
 * label ..., kept in the spec's webmaster-id and subref cookies ..., recorded on the guest at sign-up
 * (signupOrigin) and on every payment (the overlay receives them as options). Last click wins within the lifetime."
 * issue 16 §2: "... a report of visits, sign-ups, first payments and revenue (EUR and VXC) by day and by ws/wt,
 * from the ledger ... Revenue counts only settled payments; refunds and chargebacks (sandbox) reverse."
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBREF_COOKIE, WEBMASTER_COOKIE } from '../../sdk/attribution';
import { DEV_KEY_HEADER } from '../http/dev-only';
import { balanceOf } from '../money/ledger';
import { SANDBOX_CARDS } from '../money/payment-provider';
import { overlayCsp } from '../sites/overlay';
import { randomIp, SIGN_UP_CONFIRMATIONS } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';

const signUpId = (response: LightMyRequestResponse) => (response.json() as { data: { id: string } }).data.id;
const CARD = { number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };
const THIRTY_DAYS = 30 * 24 * 60 * 60;

interface Report {
  rows: Array<{ key: string; visits: number; signups: number; firstPayments: number; payments: number; reversals: number; revenueEurCents: number; revenueVxc: number }>;
  totals: { visits: number; signups: number; firstPayments: number; payments: number; reversals: number; revenueEurCents: number; revenueVxc: number };
}

/** The name=value pairs a response sets (what a browser would send back), and the raw headers. */
function setCookies(response: LightMyRequestResponse): { pairs: Map<string, string>; raw: string[] } {
  const header = response.headers['set-cookie'];
  const raw = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return { pairs: new Map(raw.map((line) => line.split(';')[0]!.split('=') as [string, string])), raw };
}

describe.each(['sqlite', 'postgres'] as const)('partners on %s', (dialect) => {
  const skip = dialect === 'postgres' && !POSTGRES_URL;
  let database: TestDatabase;
  let apps: TestApps;
  let unique = 0;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(dialect);
    apps = await buildTestApps(database, 0);
  });
  afterAll(async () => {
    await apps?.close();
    await database?.dispose();
  });

  const signUpPartner = async (name: string) => {
    unique += 1;
    const response = await apps.site.inject({ method: 'POST', url: '/rest/v1/partner/signup', remoteAddress: randomIp(), payload: { name, email: `${name.toLowerCase()}${unique}${Date.now()}@partner.example` } });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { account: { partnerId: string }; apiKey: string } }).data;
  };
  const keyed = (apiKey: string) => ({ authorization: `Bearer ${apiKey}` });
  const report = async (apiKey: string, groupBy = 'day') => {
    const response = await apps.site.inject({ url: `/rest/v1/partner/report?groupBy=${groupBy}`, headers: keyed(apiKey) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Report }).data;
  };
  /** A visitor's browser: the cookies it holds, sent with every request. */
  const browser = () => {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const keep = (response: LightMyRequestResponse) => {
      for (const [name, value] of setCookies(response).pairs) jar.set(name, value);
      return response;
    };
    const ip = randomIp();
    return {
      jar,
      land: async (app: 'site' | 'whiteLabel', path: string) => keep(await apps[app].inject({ url: path, headers: { cookie: cookie(), accept: 'text/html' }, remoteAddress: ip })),
      post: async (url: string, payload: object) => keep(await apps.site.inject({ method: 'POST', url, payload, headers: { cookie: cookie() }, remoteAddress: ip })),
      forget: (name: string) => jar.delete(name),
    };
  };
  const signUpGuest = (visitor: ReturnType<typeof browser>, payload: object = {}) => {
    unique += 1;
    return visitor.post('/rest/v1/guest/signup', { name: `guest_p${unique}${Date.now() % 100000}`, email: `guest${unique}${Date.now()}@example.com`, password: 'correct-horse-1', ...SIGN_UP_CONFIRMATIONS, ...payload });
  };

  it.skipIf(skip)('from landing through sign-up and payment to the report, with a refund, by day and by ws', async () => {
    const partner = await signUpPartner('Alpha');
    const w = partner.account.partnerId;
    expect(w).toMatch(/^p[a-z0-9]{10}$/);
    const visitor = browser();

    // Arrival on the site: both cookies, necessary (no consent asked), readable by the page for the overlay, 30 days.
    const landing = await visitor.land('site', `/en/?w=${w}&ws=sidebar&wt=banner&gk_cid=c-1&sub=s1`);
    const { raw } = setCookies(landing);
    const webmaster = raw.find((line) => line.startsWith(`${WEBMASTER_COOKIE}=`));
    const subref = raw.find((line) => line.startsWith(`${SUBREF_COOKIE}=`));
    expect(webmaster).toContain(`Max-Age=${THIRTY_DAYS}`);
    expect(webmaster).not.toContain('HttpOnly');
    expect(decodeURIComponent(webmaster!)).toContain(`.${w}`);
    expect(decodeURIComponent(subref!)).toContain('ws=sidebar&wt=banner&gk_cid=c-1&sub=s1');
    // Arrival on the white label counts too.
    const other = browser();
    expect(setCookies(await other.land('whiteLabel', `/?w=${w}&ws=wl`)).pairs.has(WEBMASTER_COOKIE)).toBe(true);
    // An address without a partner id changes nothing.
    expect(setCookies(await visitor.land('site', '/en/')).pairs.has(WEBMASTER_COOKIE)).toBe(false);

    // Sign-up: the click is on the guest (spec 000 §3 signupOrigin).
    const signUp = await signUpGuest(visitor);
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect((signUp.json() as { data: { signupOrigin: string } }).data.signupOrigin).toBe(`site?w=${w}&ws=sidebar&wt=banner&gk_cid=c-1&sub=s1`);

    // Payment 1 with the cookies: 20 EUR. A declined and a 3-D Secure payment that never settles count nothing.
    const paid = await visitor.post('/rest/v1/payment/topup', { amountEuros: 20, card: CARD, idempotencyKey: `alpha-1-${dialect}` });
    expect(paid.statusCode, paid.body).toBe(200);
    const first = paid.json() as { paymentId: string; coins: number };
    expect((await visitor.post('/rest/v1/payment/topup', { amountEuros: 9, card: { ...CARD, number: SANDBOX_CARDS.declines }, idempotencyKey: `alpha-d-${dialect}` })).statusCode).toBe(402);
    expect((await visitor.post('/rest/v1/payment/topup', { amountEuros: 7, card: { ...CARD, number: SANDBOX_CARDS.requires3ds }, idempotencyKey: `alpha-3-${dialect}` })).statusCode).toBe(202);

    // Payment 2 from the overlay, which passes the ids it got as options: that click (another ws) wins.
    const second = await visitor.post('/rest/v1/payment/topup', { amountEuros: 10, card: CARD, idempotencyKey: `alpha-2-${dialect}`, attribution: { w, ws: 'overlay' } });
    expect(second.statusCode, second.body).toBe(200);
    const secondId = (second.json() as { paymentId: string }).paymentId;

    // Payment 3 without any partner cookie: the guest's sign-up click keeps it with the partner.
    visitor.forget(WEBMASTER_COOKIE);
    visitor.forget(SUBREF_COOKIE);
    const third = await visitor.post('/rest/v1/payment/topup', { amountEuros: 5, card: CARD, idempotencyKey: `alpha-4-${dialect}` });
    expect(third.statusCode, third.body).toBe(200);
    const thirdCoins = (third.json() as { coins: number }).coins;

    const before = await report(partner.apiKey);
    expect(before.totals).toEqual({
      visits: 2, signups: 1, firstPayments: 1, payments: 3, reversals: 0, revenueEurCents: 3500, revenueVxc: first.coins + (second.json() as { coins: number }).coins + thirdCoins,
    });
    expect(before.rows).toHaveLength(1);
    expect(before.rows[0]!.key).toBe(new Date().toISOString().slice(0, 10));

    // The sandbox charges payment 2 back and delivers its signed notice (server/money/reversals.test.ts has the
    // notice's attacks): it reverses in the report and in the guest's coins; a second reversal is refused.
    const reverse = (kind: string) => apps.site.inject({ method: 'POST', url: '/rest/v1/dev/paymentReversal', headers: { [DEV_KEY_HEADER]: apps.context.devKey }, payload: { paymentId: secondId, kind } });
    const balanceBefore = await balanceOf(apps.context.database.db, signUpId(signUp));
    const chargeback = await reverse('chargeback');
    expect(chargeback.statusCode, chargeback.body).toBe(200);
    const { coinsTaken } = (chargeback.json() as { data: { coinsTaken: number } }).data;
    expect(coinsTaken).toBeGreaterThanOrEqual((second.json() as { coins: number }).coins);
    expect(await balanceOf(apps.context.database.db, signUpId(signUp))).toBe(balanceBefore - coinsTaken);
    expect((await reverse('refund')).json()).toMatchObject({ code: 'PAYMENT_NOT_REVERSIBLE', field: 'body.payment.id' });
    const after = await report(partner.apiKey, 'ws');
    expect(after.totals).toMatchObject({ payments: 3, reversals: 1, revenueEurCents: 2500, revenueVxc: first.coins + thirdCoins });
    expect(after.rows.map((row) => [row.key, row.visits, row.signups, row.payments, row.reversals, row.revenueEurCents])).toEqual([
      ['overlay', 0, 0, 1, 1, 0],
      ['sidebar', 1, 1, 2, 0, 2500],
      ['wl', 1, 0, 0, 0, 0],
    ]);
  });

  // sdk/partners/visits.ts: "a landing counts unless the browser's attribution cookie already holds a click of the
  // same partner, ws and wt made the same UTC day". A reload of the landing is the same visit.
  it.skipIf(skip)('visits: reloading a landing counts once per browser, partner, ws and wt per UTC day', async () => {
    const partner = await signUpPartner('Reload');
    const w = partner.account.partnerId;
    const visitor = browser();
    for (let reload = 0; reload < 3; reload += 1) await visitor.land('site', `/en/?w=${w}&ws=side&wt=banner`);
    await visitor.land('site', `/en/videos/?w=${w}&ws=side&wt=banner&sub=other-campaign`);
    expect((await report(partner.apiKey)).totals).toMatchObject({ visits: 1 });
    // Another ws is another visit (the report groups by it); another browser is another visit.
    await visitor.land('site', `/en/?w=${w}&ws=footer&wt=banner`);
    await browser().land('site', `/en/?w=${w}&ws=side&wt=banner`);
    expect((await report(partner.apiKey, 'ws')).rows.map((row) => [row.key, row.visits])).toEqual([['footer', 1], ['side', 2]]);
    // The same browser the next UTC day: its cookie holds yesterday's click, so the landing is a new visit.
    const returning = browser();
    await returning.land('site', `/en/?w=${w}&ws=side&wt=banner`);
    const [clickedAt] = returning.jar.get(WEBMASTER_COOKIE)!.split('.');
    const yesterday = String(Number(clickedAt) - 24 * 60 * 60 * 1000);
    returning.jar.set(WEBMASTER_COOKIE, returning.jar.get(WEBMASTER_COOKIE)!.replace(clickedAt!, yesterday));
    returning.jar.set(SUBREF_COOKIE, returning.jar.get(SUBREF_COOKIE)!.replace(clickedAt!, yesterday));
    await returning.land('site', `/en/?w=${w}&ws=side&wt=banner`);
    expect((await report(partner.apiKey)).totals).toMatchObject({ visits: 5 });
  });

  it.skipIf(skip)('last click wins: a later click of another partner takes the sign-up', async () => {
    const [a, b] = [await signUpPartner('First'), await signUpPartner('Second')];
    const visitor = browser();
    await visitor.land('site', `/?w=${a.account.partnerId}&ws=one`);
    await visitor.land('site', `/?w=${b.account.partnerId}`);
    const signUp = await signUpGuest(visitor);
    expect((signUp.json() as { data: { signupOrigin: string } }).data.signupOrigin).toBe(`site?w=${b.account.partnerId}`);
    expect((await report(a.apiKey)).totals).toMatchObject({ visits: 1, signups: 0 });
    expect((await report(b.apiKey)).totals).toMatchObject({ visits: 1, signups: 1 });
  });

  it.skipIf(skip)('the overlay sign-up records the ids it got as options (no cookies on the overlay origin)', async () => {
    const partner = await signUpPartner('Overlay');
    const signUp = await signUpGuest(browser(), { signupOrigin: 'overlay', attribution: { w: partner.account.partnerId, wt: 'popup', adtv: 'bad id' } });
    expect((signUp.json() as { data: { signupOrigin: string } }).data.signupOrigin).toBe(`overlay?w=${partner.account.partnerId}&wt=popup`);
    expect((await report(partner.apiKey, 'wt')).rows).toEqual([expect.objectContaining({ key: 'popup', signups: 1 })]);
  });

  it.skipIf(skip)('an id nobody signed up for is no click: no cookie, no visit, and it does not replace a partner\'s click', async () => {
    const partner = await signUpPartner('Known');
    const visitor = browser();
    expect(setCookies(await visitor.land('site', '/?w=nobody-signed-up&ws=x')).pairs.has(WEBMASTER_COOKIE)).toBe(false);
    expect(await apps.context.database.db.selectFrom('partner_visits').select('id').where('w', '=', 'nobody-signed-up').execute()).toEqual([]);
    await visitor.land('site', `/?w=${partner.account.partnerId}&ws=real`);
    const signUp = await signUpGuest(visitor, { signupOrigin: 'overlay', attribution: { w: 'nobody-signed-up' } });
    expect((signUp.json() as { data: { signupOrigin: string } }).data.signupOrigin).toBe(`overlay?w=${partner.account.partnerId}&ws=real`);
  });

  it.skipIf(skip)('API key auth: 401 with a code naming the header; only a hash of the key is stored', async () => {
    const partner = await signUpPartner('Keyed');
    expect(partner.apiKey).toMatch(/^vpk_[\w-]{40,}$/);
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'PARTNER_KEY_REQUIRED'],
      [{ authorization: 'Basic abc' }, 'PARTNER_KEY_REQUIRED'],
      [{ authorization: 'Bearer vpk_wrong' }, 'PARTNER_KEY_INVALID'],
      [{ authorization: `Bearer ${partner.apiKey}x` }, 'PARTNER_KEY_INVALID'],
    ];
    for (const url of ['/rest/v1/partner/report', '/rest/v1/partner/account']) {
      for (const [headers, code] of cases) {
        const response = await apps.site.inject({ url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json()).toMatchObject({ code, field: 'headers.authorization' });
      }
    }
    const stored = await apps.context.database.db.selectFrom('partners').selectAll().where('id', '=', partner.account.partnerId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(partner.apiKey.slice(4));
    expect((await apps.site.inject({ url: '/rest/v1/partner/account', headers: keyed(partner.apiKey) })).json()).toMatchObject({ data: { partnerId: partner.account.partnerId } });
  });

  it.skipIf(skip)("the attack: one partner's key never reads another partner's report", async () => {
    const [victim, attacker] = [await signUpPartner('Victim'), await signUpPartner('Attacker')];
    const visitor = browser();
    await visitor.land('site', `/?w=${victim.account.partnerId}&ws=secret`);
    await signUpGuest(visitor);
    expect((await report(victim.apiKey)).totals).toMatchObject({ visits: 1, signups: 1 });
    // The attacker's key with the victim's id in every place a request could name it: still only the attacker's own (empty) figures.
    for (const query of [`partnerId=${victim.account.partnerId}`, `w=${victim.account.partnerId}`]) {
      const response = await apps.site.inject({ url: `/rest/v1/partner/report?${query}`, headers: keyed(attacker.apiKey) });
      if (response.statusCode === 200) expect((response.json() as { data: Report & { partnerId: string } }).data).toMatchObject({ partnerId: attacker.account.partnerId, rows: [], totals: { visits: 0, signups: 0 } });
      else expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const forged = await apps.site.inject({ url: '/rest/v1/partner/report', headers: { ...keyed(attacker.apiKey), cookie: visitor.jar.size ? [...visitor.jar].map(([n, v]) => `${n}=${v}`).join('; ') : '' } });
    expect((forged.json() as { data: Report }).data.totals).toMatchObject({ visits: 0, signups: 0 });
  });

  it.skipIf(skip)('origin registration feeds CORS and the overlay frame-ancestors; a bad origin is a 400 naming it', async () => {
    const partner = await signUpPartner('Origins');
    const origin = `https://shop${unique}.partner-origins.example`;
    const preflight = () => apps.site.inject({ method: 'OPTIONS', url: '/rest/v1/guest/session', headers: { origin, 'access-control-request-method': 'GET' } });
    const ancestors = () => overlayCsp(apps.context).split('; ').find((part) => part.startsWith('frame-ancestors '))!.split(' ');
    expect((await preflight()).headers['access-control-allow-origin']).toBeUndefined();
    expect(ancestors()).not.toContain(origin);

    const bad = await apps.site.inject({ method: 'POST', url: '/rest/v1/partner/origins', headers: keyed(partner.apiKey), payload: { origins: [origin, 'https://partner.example/blog'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.origins.1' });

    const set = (origins: string[]) => apps.site.inject({ method: 'POST', url: '/rest/v1/partner/origins', headers: keyed(partner.apiKey), payload: { origins } });
    const registered = await set([`${origin.toUpperCase().replace('HTTPS', 'https')}/`]);
    expect(registered.json()).toMatchObject({ data: { origins: [origin] } });
    expect((await preflight()).headers['access-control-allow-origin']).toBe(origin);
    expect(ancestors()).toContain(origin);

    await set([]);
    expect((await preflight()).headers['access-control-allow-origin']).toBeUndefined();
    expect(ancestors()).not.toContain(origin);
  });

  it.skipIf(skip)('/rest/docs documents the partner routes with the API key scheme and a schema for every status', async () => {
    const doc = (await apps.site.inject({ url: '/rest/docs/json' })).json() as {
      components: { securitySchemes: Record<string, { scheme: string }> };
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    expect(doc.components.securitySchemes.partnerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const report = doc.paths['/rest/v1/partner/report']!.get!;
    expect(report.security).toEqual([{ partnerKey: [] }]);
    for (const status of ['200', '400', '401', '500']) expect(report.responses[status]?.content?.['application/json']?.schema, status).toBeDefined();
    expect(Object.keys(doc.paths['/rest/v1/partner/signup']!.post!.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429']));
  });
});
