/**
 * The realtime endpoint over a real socket (issue 4 §2, §7): session ack,
 * ack order, ping/pong, close codes, cid de-duplication, and the anonymous rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, type ServerFrame } from '../../sdk/realtime/protocol';
import { anonymousGuest, signUpAndLogIn } from '../test/guests';
import { setGuestStanding } from '../trust/guest-standing';
import { PONG_TTL_SECONDS } from './hub';
import { LOGIN_REQUIRED, NOT_SUPPORTED } from './socket-session';
import { startRealtimeServer, TestClient, type RealtimeServer } from './testing';

let server: RealtimeServer;
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterAll(async () => {
  await server?.close();
});

const acks = (client: TestClient) => client.frames.filter((f): f is Extract<ServerFrame, { type: 'ack' }> => f.type === 'ack');

describe('GET /realtime', () => {
  it('spec 000 §4 "the client requests a session (with language); the server acknowledges": sessionAck names the guest', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    const sessionAck = await client.requestSession(null);
    expect(sessionAck).toEqual({ type: 'sessionAck', guestId: guest.guestId, isLoggedIn: true, lastSeq: 0, replayed: 0 });
    // lastSeq null is "unknown": the state comes as a snapshot first.
    expect(client.frames[0]).toMatchObject({ type: 'snapshot', seq: 0, session: { id: guest.guestId, isLoggedIn: true } });
    await client.close();
  });

  it('answers every message with one ack, in the order the messages were sent', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    server.hub.registerClientHandler('setAllChannelsSeen', async () => undefined);
    server.hub.handlers.delete('removeStatusBar');
    const client = await TestClient.connect(server.url, guest);
    // Sent at once, before the sessionAck: the server handles them one after another.
    const cids = [
      client.send({ type: 'requestSession', language: 'de', lastSeq: null }),
      client.send({ type: 'ping' }),
      client.send({ type: 'setAllChannelsSeen' }),
      client.send({ type: 'removeStatusBar' }),
      client.send({ type: 'ping' }),
    ];
    await client.waitFor((f) => f.type === 'ack', cids.length);
    expect(acks(client).map((a) => a.cid)).toEqual(cids);
    expect(acks(client).map((a) => a.error ?? 'ok')).toEqual(['ok', 'ok', 'ok', NOT_SUPPORTED, 'ok']);
    await client.close();
  });

  it('spec 000 §4 "a ping … answered by a pong carrying a time-to-live": pong ttl 120 s', async () => {
    const guest = await anonymousGuest(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    const cid = client.send({ type: 'ping' });
    await client.waitFor((f) => f.type === 'ack');
    expect(client.frames).toEqual([{ type: 'pong', ttl: PONG_TTL_SECONDS }, { type: 'ack', cid, ok: true }]);
    await client.close();
  });

  it('spec 000 §5 "sent only when logged in (for most actions)": an anonymous guest gets Login required for pin', async () => {
    const guest = await anonymousGuest(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    const sessionAck = await client.requestSession(null);
    expect(sessionAck.isLoggedIn).toBe(false);
    let ran = false;
    server.hub.registerClientHandler('pin', async () => void (ran = true));
    const cid = client.send({ type: 'pin', kind: 'actor', id: 1 });
    const [answer] = await client.waitFor((f) => f.type === 'ack' && f.cid === cid);
    expect(answer).toEqual({ type: 'ack', cid, ok: false, error: LOGIN_REQUIRED });
    expect(ran).toBe(false);
    await client.close();
  });

  it('a resend of one cid 100 times runs the handler once and answers 100 identical acks', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    let runs = 0;
    server.hub.registerClientHandler('chargeOneClick', async () => {
      runs += 1;
      return runs === 1 ? { error: 'first and only run' } : undefined;
    });
    const client = await TestClient.connect(server.url, guest);
    for (let i = 0; i < 100; i += 1) client.send({ type: 'chargeOneClick', amount: 500, channelId: null }, { cid: 'same-cid' });
    await client.waitFor((f) => f.type === 'ack', 100);
    expect(runs).toBe(1);
    expect(new Set(acks(client).map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ type: 'ack', cid: 'same-cid', ok: false, error: 'first and only run' })]));
    // A new connection (a resend after a dropped network) is answered from the store too.
    const again = await TestClient.connect(server.url, guest);
    again.send({ type: 'chargeOneClick', amount: 500, channelId: null }, { cid: 'same-cid' });
    await again.waitFor((f) => f.type === 'ack');
    expect(runs).toBe(1);
    await Promise.all([client.close(), again.close()]);
  });
});

describe('close codes', () => {
  it.each([
    ['text that is not JSON', 'hello', 'not JSON'],
    ['an envelope without cid', JSON.stringify({ type: 'ping', accessToken: 't', guestId: 'g' }), '"cid"'],
    ['an unknown type', JSON.stringify({ type: 'launchRocket', accessToken: 't', guestId: 'g', cid: '1' }), 'unknown message type'],
  ])('spec 000 §8 "connection closed (1002 protocol error)": %s closes with 1002 and a reason', async (_name, text, reason) => {
    const guest = await anonymousGuest(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    client.socket.send(text);
    const closed = await client.closed;
    expect(closed.code).toBe(CLOSE_CODES.protocolError);
    expect(closed.reason).toContain(reason);
  });

  it('4403 for an envelope with another guest\'s token or guest id, and for a forged token on connect', async () => {
    const [mine, theirs] = await Promise.all([signUpAndLogIn(server.sites.site), signUpAndLogIn(server.sites.site)]);
    const foreignToken = await TestClient.connect(server.url, mine);
    foreignToken.send({ type: 'ping' }, { accessToken: theirs.accessToken });
    expect((await foreignToken.closed).code).toBe(CLOSE_CODES.authenticationFailed);

    const foreignId = await TestClient.connect(server.url, mine);
    foreignId.send({ type: 'ping' }, { guestId: theirs.guestId });
    expect((await foreignId.closed).code).toBe(CLOSE_CODES.authenticationFailed);

    const forged = await TestClient.connect(server.url, mine, `${mine.accessToken.slice(0, -4)}AAAA`);
    expect((await forged.closed).code).toBe(CLOSE_CODES.authenticationFailed);
  });

  it('locking a guest (the product path) tells every open socket guestLocked, then closes it with 4423', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    // The lock commits, then its caller publishes what it changed.
    const { changes } = await setGuestStanding(server.context.database.db, guest.guestId, { isLocked: true });
    await server.platform.publishChanges(changes);
    expect((await client.closed).code).toBe(CLOSE_CODES.guestLocked);
    expect(client.frames.some((frame) => frame.type === 'event' && frame.event.type === 'guestLocked')).toBe(true);
  });

  it('4423 once the guest is locked, the sessionExpired notice and 4401 once its session ended', async () => {
    const { db } = server.context.database;
    const locked = await signUpAndLogIn(server.sites.site);
    const lockedClient = await TestClient.connect(server.url, locked);
    // Locked behind the hub's back (the product's lock path closes the sockets itself): the next message
    // that re-checks the row finds it. A requestSession right after connect relies on the connect's check.
    await db.updateTable('guests').set({ is_locked: 1 }).where('id', '=', locked.guestId).execute();
    lockedClient.send({ type: 'setAllChannelsSeen' });
    expect((await lockedClient.closed).code).toBe(CLOSE_CODES.guestLocked);

    const ended = await signUpAndLogIn(server.sites.site);
    const endedClient = await TestClient.connect(server.url, ended);
    await db.deleteFrom('sessions').where('guest_id', '=', ended.guestId).execute();
    endedClient.send({ type: 'setAllChannelsSeen' });
    expect((await endedClient.closed).code).toBe(CLOSE_CODES.sessionExpired);
    // spec 000 §4 "Session expired reloads the page": the 4401 comes after the sessionExpired notice (issue 11 §14).
    expect(endedClient.frames.at(-1)).toEqual({ type: 'notice', event: { type: 'sessionExpired' } });
    // And a new connection with that token is refused the same way.
    const retry = await TestClient.connect(server.url, ended);
    expect((await retry.closed).code).toBe(CLOSE_CODES.sessionExpired);
    expect(retry.frames).toEqual([{ type: 'notice', event: { type: 'sessionExpired' } }]);
  });
});
