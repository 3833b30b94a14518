/**
 * Issue 11 §14 on real sockets: "the server closes the socket with 4401
 * instead of sending sessionExpired, so the page never reloads". spec 000
 * §4: "Session expired reloads the page unless a payment is awaiting
 * feedback."
 */
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeChannel, type RealtimeChannel } from '../../sdk/realtime/channel';
import { connectGuestChannel } from '../../sdk/realtime/connect';
import { CLOSE_CODES, type ServerFrame } from '../../sdk/realtime/protocol';
import { holdPaymentFeedback, isPaymentAwaitingFeedback } from '../../sdk/session/payment-feedback';
import { resetSessionStore } from '../../sdk/session/store';
import { signAccessToken } from '../auth/token';
import { hashSecret } from '../guests/sessions';
import { signUpAndLogIn } from '../test/guests';
import { TEST_TOKEN_SECRET } from '../test/harness';
import { startRealtimeServer, TestClient, type RealtimeServer } from './testing';

let server: RealtimeServer;
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterAll(async () => {
  await server?.close();
});

const SESSION_EXPIRED: ServerFrame = { type: 'notice', event: { type: 'sessionExpired' } };
const logOut = (guest: { accessToken: string }) =>
  server.sites.site.inject({ method: 'POST', url: '/rest/v1/guest/logout', headers: { authorization: `Bearer ${guest.accessToken}` } });

describe('the server tells a socket its session expired before the 4401 close', () => {
  it('after a logout (the product path), the next message gets the sessionExpired notice, then 4401', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    expect((await logOut(guest)).statusCode).toBe(200);
    client.send({ type: 'setAllChannelsSeen' });
    const closed = await client.closed;
    expect(closed.code).toBe(CLOSE_CODES.sessionExpired);
    // Last before the close: nothing may follow the notice.
    expect(client.frames.at(-1)).toEqual(SESSION_EXPIRED);
  });

  it('a connect with the token of an ended session gets the notice, then 4401', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    await logOut(guest);
    const client = await TestClient.connect(server.url, guest);
    expect((await client.closed).code).toBe(CLOSE_CODES.sessionExpired);
    expect(client.frames).toEqual([SESSION_EXPIRED]);
  });

  it('an expired access token in an envelope gets the notice, then 4401', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    const sessionId = hashSecret(decodeURIComponent(guest.cookie.slice(guest.cookie.indexOf('=') + 1)));
    const expired = await signAccessToken(TEST_TOKEN_SECRET, { sub: guest.guestId, sid: sessionId }, Math.floor(Date.now() / 1000) - 60);
    client.send({ type: 'ping' }, { accessToken: expired });
    const closed = await client.closed;
    expect(closed).toEqual({ code: CLOSE_CODES.sessionExpired, reason: 'the access token has expired' });
    expect(client.frames.at(-1)).toEqual(SESSION_EXPIRED);
  });

  it('other close codes carry no notice: a forged token is 4403 alone', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const client = await TestClient.connect(server.url, guest, `${guest.accessToken.slice(0, -4)}AAAA`);
    expect((await client.closed).code).toBe(CLOSE_CODES.authenticationFailed);
    expect(client.frames).toEqual([]);
  });
});

describe('the sdk client on a real socket reloads the page on sessionExpired', () => {
  let channel: RealtimeChannel | null = null;
  let disconnect: (() => void) | null = null;
  afterEach(() => {
    disconnect?.();
    channel?.stop();
    resetSessionStore();
  });

  /** A logged-in guest's channel wired as the site wires it, open; counts reloads. */
  async function openSiteChannel() {
    const guest = await signUpAndLogIn(server.sites.site);
    const reloads: string[] = [];
    channel = createRealtimeChannel({
      url: server.url,
      getAuth: () => ({ accessToken: guest.accessToken, guestId: guest.guestId, isLoggedIn: true }),
      language: 'en',
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    disconnect = connectGuestChannel(channel, { paymentAwaitingFeedback: isPaymentAwaitingFeedback, reload: () => reloads.push('reload') });
    const notices: string[] = [];
    channel.onEvent((event, seq) => void (seq === null && notices.push(event.type)));
    const opened = new Promise<void>((resolve) => channel!.$status.listen((status) => status === 'open' && resolve()));
    channel.start();
    await opened;
    return { guest, reloads, notices, channel };
  }

  /** Logs out, then sends a message that makes the server check the session; resolves once the channel has stopped (the 4401 close comes after the notice). */
  async function expireSession(guest: { accessToken: string }, live: RealtimeChannel) {
    const stopped = new Promise<void>((resolve) => live.$status.listen((status) => status === 'stopped' && resolve()));
    await logOut(guest);
    live.send({ type: 'setAllChannelsSeen' });
    await stopped;
  }

  it('reloads once', async () => {
    const { guest, reloads, notices, channel: live } = await openSiteChannel();
    await expireSession(guest, live);
    expect(notices).toEqual(['sessionExpired']);
    expect(reloads).toEqual(['reload']);
  });

  it('does not reload while a payment awaits feedback (a 3-D Secure code is being typed)', async () => {
    const { guest, reloads, notices, channel: live } = await openSiteChannel();
    holdPaymentFeedback('3ds:payment-1');
    await expireSession(guest, live);
    // The notice came (so "no reload" is a decision, not a missed event).
    expect(notices).toEqual(['sessionExpired']);
    expect(reloads).toEqual([]);
  });
});
