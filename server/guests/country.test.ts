/**
 * Issue 11 A4, performed as the attack: "Country bans are client-controlled:
 * a guest gets 451 with `x-velvet-country: NL` and 200 with no header. The
 * country comes from the client address through a bundled GeoIP database
 * (geoip-country or similar), from a header only when a trusted proxy sent
 * it, else VELVET_DEFAULT_COUNTRY for loopback and private addresses. Record
 * the country at sign-up." On SQLite and PostgreSQL; app.inject's
 * remoteAddress is the socket peer.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressIn, EDGE_PROXY } from '../test/addresses';
import { randomIp, sessionCookieOf, SIGN_UP_CONFIRMATIONS, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';

/** Not DE, so a German address (GeoIP) and the fallback can be told apart. */
const DEFAULT_COUNTRY = 'AT';
const unique = () => randomBytes(4).toString('hex');

function countrySuite(dialect: 'sqlite' | 'postgres') {
  let direct: { database: TestDatabase; apps: TestApps };
  let proxied: { database: TestDatabase; apps: TestApps };
  /** A performer that bans NL only (set up here, not assumed from the seed). */
  let bansNl: { id: number; name: string };
  const open = async (overrides: Record<string, string>) => {
    const database = await createTestDatabase(dialect, { VELVET_DEFAULT_COUNTRY: DEFAULT_COUNTRY, ...overrides });
    const apps = await buildTestApps(database, 0.02);
    const db = database.handle.db;
    const performer = await db.selectFrom('performers').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await db.deleteFrom('performer_banned_countries').where('performer_id', '=', performer.id).execute();
    await db.insertInto('performer_banned_countries').values({ performer_id: performer.id, country_code: 'NL' }).execute();
    bansNl = performer;
    return { database, apps };
  };
  beforeAll(async () => {
    direct = await open({});
    proxied = await open({ VELVET_TRUSTED_PROXIES: EDGE_PROXY });
  });
  afterAll(async () => {
    for (const { apps, database } of [direct, proxied]) {
      await apps?.close();
      await database?.dispose();
    }
  });

  const profile = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/rest/v1/actor/getActorDataByIdOrName/${bansNl.id}`, remoteAddress, headers });
  /** The country an anonymous guest is stored with (what the realtime hub and the favourites list read). */
  async function storedCountryOf(app: FastifyInstance, database: TestDatabase, remoteAddress: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ url: '/rest/v1/guest/session', remoteAddress, headers });
    const row = await database.handle.db.selectFrom('guests').select('country').where('id', '=', response.json().data.id).executeTakeFirstOrThrow();
    return row.country;
  }

  describe('no trusted proxy (the default): x-velvet-country is ignored', () => {
    it('a header cannot ban: x-velvet-country: NL from a German or a local address still sees the performer', async () => {
      expect((await profile(direct.apps.site, addressIn('DE'), { 'x-velvet-country': 'NL' })).statusCode).toBe(200);
      expect((await profile(direct.apps.site, '127.0.0.1', { 'x-velvet-country': 'NL' })).statusCode).toBe(200);
    });

    it('a header cannot unban: a Dutch address gets 451 with x-velvet-country: DE, with nl, and with none', async () => {
      for (const headers of [{ 'x-velvet-country': 'DE' }, { 'x-velvet-country': 'nl' }, {}] as Record<string, string>[]) {
        const res = await profile(direct.apps.site, addressIn('NL'), headers);
        expect(res.statusCode).toBe(451);
        expect(res.json()).toEqual({ success: false, statusCode: 451, code: 'NOT_AVAILABLE_IN_COUNTRY', error: `${bansNl.name} is not available in your country (NL)`, field: null });
      }
      // Nor a header naming a proxy hop in X-Forwarded-For: nobody's X-Forwarded-For is read.
      expect((await profile(direct.apps.site, addressIn('NL'), { 'x-forwarded-for': addressIn('DE'), 'x-velvet-country': 'DE' })).statusCode).toBe(451);
    });

    it.each([
      ['81.169.145.1', 'DE'], ['8.8.8.8', 'US'], [addressIn('NL'), 'NL'], [`::ffff:${addressIn('NL')}`, 'NL'],
      ['2001:610:508:110:192:87:102:67', 'NL'],
      ['127.0.0.1', DEFAULT_COUNTRY], ['::1', DEFAULT_COUNTRY], ['10.1.2.3', DEFAULT_COUNTRY], ['192.168.0.7', DEFAULT_COUNTRY],
      // A public address the database does not know (TEST-NET-2).
      ['198.51.100.7', DEFAULT_COUNTRY],
    ])('a guest from %s is stored in %s, whatever x-velvet-country says', async (address, country) => {
      expect(await storedCountryOf(direct.apps.site, direct.database, address, { 'x-velvet-country': 'IS' })).toBe(country);
    });

    it('the stored country drives the favourites list (and the realtime hub): a header does not bring back a banned pin', async () => {
      const guest = await direct.apps.site.inject({
        method: 'POST', url: '/rest/v1/guest/signup', remoteAddress: addressIn('NL'), headers: { 'x-velvet-country': 'DE' },
        payload: { name: `nl_${unique()}`, email: `nl${unique()}@example.com`, password: 'correct-horse-1', ...SIGN_UP_CONFIRMATIONS },
      });
      const cookie = sessionCookieOf(guest)!;
      await direct.database.handle.db.insertInto('favourites')
        .values({ guest_id: guest.json().data.id, kind: 'actor', item_id: bansNl.id, created_at: new Date().toISOString(), email_notify: 0, sms_notify: 0 }).execute();
      const list = await direct.apps.site.inject({ url: '/rest/v1/guest/favorite/actors', remoteAddress: addressIn('DE'), headers: { cookie, 'x-velvet-country': 'DE' } });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((i: { id: number }) => i.id)).not.toContain(bansNl.id);
    });

    it('sign-up records the country of the address, not of a header', async () => {
      const guest = await direct.apps.site.inject({
        method: 'POST', url: '/rest/v1/guest/signup', remoteAddress: addressIn('NL'), headers: { 'x-velvet-country': 'DE' },
        payload: { name: `su_${unique()}`, email: `su${unique()}@example.com`, password: 'correct-horse-1', ...SIGN_UP_CONFIRMATIONS },
      });
      expect(guest.statusCode).toBe(200);
      const row = await direct.database.handle.db.selectFrom('guests').select(['country', 'signup_country']).where('id', '=', guest.json().data.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ country: 'NL', signup_country: 'NL' });
    });

    it('an anonymous guest who signs up later keeps where it was first seen and records where it signed up', async () => {
      const anonymous = await direct.apps.site.inject({ url: '/rest/v1/guest/session', remoteAddress: addressIn('US') });
      const cookie = sessionCookieOf(anonymous)!;
      const signedUp = await signUpAndLogIn(direct.apps.site, { cookie });
      expect(signedUp.guestId).toBe(anonymous.json().data.id);
      // signUpAndLogIn comes from a random private address: the default country.
      const row = await direct.database.handle.db.selectFrom('guests').select(['country', 'signup_country']).where('id', '=', signedUp.guestId).executeTakeFirstOrThrow();
      expect(row).toEqual({ country: 'US', signup_country: DEFAULT_COUNTRY });
    });
  });

  describe('behind a trusted proxy', () => {
    it("the proxy's x-velvet-country is honoured, ban and unban alike", async () => {
      expect((await profile(proxied.apps.site, EDGE_PROXY, { 'x-velvet-country': 'NL' })).statusCode).toBe(451);
      expect((await profile(proxied.apps.site, EDGE_PROXY, { 'x-velvet-country': 'DE', 'x-forwarded-for': addressIn('NL') })).statusCode).toBe(200);
    });

    it('without the header, the client address the proxy forwards (right-most untrusted) is looked up', async () => {
      const res = await profile(proxied.apps.site, EDGE_PROXY, { 'x-forwarded-for': `${addressIn('DE')}, ${addressIn('NL')}` });
      expect(res.statusCode).toBe(451);
      expect(await storedCountryOf(proxied.apps.site, proxied.database, EDGE_PROXY, { 'x-forwarded-for': `${addressIn('NL')}, 8.8.8.8` })).toBe('US');
    });

    it('the same header from a client that is not the proxy is ignored', async () => {
      expect((await profile(proxied.apps.site, addressIn('DE'), { 'x-velvet-country': 'NL' })).statusCode).toBe(200);
      expect((await profile(proxied.apps.site, addressIn('NL'), { 'x-velvet-country': 'DE' })).statusCode).toBe(451);
      expect(await storedCountryOf(proxied.apps.site, proxied.database, randomIp(), { 'x-velvet-country': 'NL' })).toBe(DEFAULT_COUNTRY);
    });

    it("sign-up records the proxy's country", async () => {
      const guest = await proxied.apps.site.inject({
        method: 'POST', url: '/rest/v1/guest/signup', remoteAddress: EDGE_PROXY, headers: { 'x-velvet-country': 'es', 'x-forwarded-for': addressIn('DE') },
        payload: { name: `px_${unique()}`, email: `px${unique()}@example.com`, password: 'correct-horse-1', ...SIGN_UP_CONFIRMATIONS },
      });
      const row = await proxied.database.handle.db.selectFrom('guests').select('signup_country').where('id', '=', guest.json().data.id).executeTakeFirstOrThrow();
      expect(row.signup_country).toBe('ES');
    });
  });
}

describe('guest country on SQLite', () => countrySuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('guest country on PostgreSQL', () => countrySuite('postgres'));
