/**
 * Access tokens over the wire (issue 11 §13), on SQLite and PostgreSQL:
 * "a token without exp never expires; require it", and spec 000 §6: "An
 * access token from the page configuration is sent as an Authorization
 * header and as an access_token query parameter": REST accepts it next to
 * the session cookie.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../sdk/realtime/protocol';
import { migrateToLatest } from '../db/migrate';
import { hashSecret } from '../guests/sessions';
import { startRealtimeServer, TestClient, type RealtimeServer } from '../realtime/testing';
import { signUpAndLogIn } from '../test/guests';
import { createTestDatabase, POSTGRES_URL, TEST_TOKEN_SECRET, type TestDatabase } from '../test/harness';

/** A token for a live session, signed with the server's secret, but without exp: it would be good forever. */
function tokenWithoutExp(guestId: string, cookie: string): Promise<string> {
  const sessionId = hashSecret(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));
  return new SignJWT({ sub: guestId, sid: sessionId }).setProtectedHeader({ alg: 'HS256' }).setIssuer('velvet').setIssuedAt()
    .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
}

function accessTokenSuite(dialect: 'sqlite' | 'postgres') {
  let database: TestDatabase;
  let server: RealtimeServer;
  const app = () => server.sites.site;
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.handle.db);
    server = await startRealtimeServer({ database });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  describe('a token without exp is refused everywhere', () => {
    it('REST (Authorization header and access_token): 401 where the real token gets 200', async () => {
      const guest = await signUpAndLogIn(app());
      const forever = await tokenWithoutExp(guest.guestId, guest.cookie);
      // The control: the same session's real token works both ways.
      expect((await get('/rest/v1/avs/status', { authorization: `Bearer ${guest.accessToken}` })).statusCode).toBe(200);
      expect((await get(`/rest/v1/avs/status?access_token=${guest.accessToken}`)).statusCode).toBe(200);
      expect((await get('/rest/v1/avs/status', { authorization: `Bearer ${forever}` })).statusCode).toBe(401);
      expect((await get(`/rest/v1/avs/status?access_token=${forever}`)).statusCode).toBe(401);
      // An anonymous session is handed out instead: the token is nobody.
      const session = (await get('/rest/v1/guest/session', { authorization: `Bearer ${forever}` })).json();
      expect(session.data.id).not.toBe(guest.guestId);
    });

    it('guest service and query service: 401', async () => {
      const guest = await signUpAndLogIn(app());
      const forever = await tokenWithoutExp(guest.guestId, guest.cookie);
      const guestService = await app().inject({ method: 'POST', url: '/guest-service', headers: { authorization: `Bearer ${forever}` }, payload: { query: '{ avsBonusAvailable }' } });
      expect(guestService.statusCode).toBe(401);
      const vxql = await app().inject({ method: 'POST', url: '/vxql', headers: { authorization: `Bearer ${forever}` }, payload: { query: '{ __typename }' } });
      expect(vxql.statusCode).toBe(401);
      expect(vxql.json().error).toContain('"exp"');
    });

    it('realtime: the connect is closed with 4403', async () => {
      const guest = await signUpAndLogIn(app());
      const forever = await tokenWithoutExp(guest.guestId, guest.cookie);
      const client = await TestClient.connect(server.url, { guestId: guest.guestId, accessToken: forever });
      // A pong would mean the socket was accepted: whichever comes first decides.
      client.send({ type: 'ping' });
      const outcome = await Promise.race([client.closed, client.waitFor((frame) => frame.type === 'pong').then(() => 'accepted' as const)]);
      expect(outcome).toEqual({ code: CLOSE_CODES.authenticationFailed, reason: expect.stringContaining('"exp"') });
    });
  });

  describe('spec 000 §6: REST accepts the access token next to the cookie', () => {
    it('as Authorization: Bearer, as access_token, and the cookie alone, for the same guest', async () => {
      const guest = await signUpAndLogIn(app());
      const balance = (headers: Record<string, string>, query = '') => get(`/rest/v1/guest/getGuestBalance${query}`, headers);
      for (const res of [
        await balance({ authorization: `Bearer ${guest.accessToken}` }),
        await balance({}, `?access_token=${encodeURIComponent(guest.accessToken)}`),
        await balance({ cookie: guest.cookie }),
      ]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true, data: { balance: 0 } });
      }
      for (const headers of [{ authorization: `Bearer ${guest.accessToken}` }, { cookie: guest.cookie }] as Array<Record<string, string>>) {
        expect((await get('/rest/v1/guest/session', headers)).json().data).toMatchObject({ id: guest.guestId, isLoggedIn: true });
      }
    });

    it('a token of an ended session authenticates nobody (logout ends its tokens)', async () => {
      const guest = await signUpAndLogIn(app());
      expect((await app().inject({ method: 'POST', url: '/rest/v1/guest/logout', headers: { authorization: `Bearer ${guest.accessToken}` } })).statusCode).toBe(200);
      expect((await get('/rest/v1/avs/status', { authorization: `Bearer ${guest.accessToken}` })).statusCode).toBe(401);
      expect((await get('/rest/v1/avs/status', { cookie: guest.cookie })).statusCode).toBe(401);
    });
  });
}

describe('access tokens on SQLite', () => accessTokenSuite('sqlite'));
describe.skipIf(!POSTGRES_URL)('access tokens on PostgreSQL', () => accessTokenSuite('postgres'));
