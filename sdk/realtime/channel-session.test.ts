import { describe, expect, it } from 'vitest';
import { createTestChannel, FakeWebSocket } from './channel-fakes';

describe('channel: session request and the ack queue', () => {
  // spec 000 §4: "the client requests a session (with language); the server acknowledges".
  it('connects with the access token and requests a session with the language and no lastSeq', () => {
    const { channel } = createTestChannel();
    expect(channel.$status.get()).toBe('idle');
    channel.start();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('wss://example.test/realtime?access_token=token-1');
    expect(channel.$status.get()).toBe('connecting');
    socket.serverOpen();
    expect(socket.sent).toEqual([{ type: 'requestSession', language: 'de', lastSeq: null, accessToken: 'token-1', guestId: 'g1', cid: 'cid-1' }]);
    socket.serverSend({ type: 'sessionAck', guestId: 'g1', isLoggedIn: true, lastSeq: 0, replayed: 0 });
    expect(channel.$status.get()).toBe('open');
  });

  // spec 000 §4: "messages sent before acknowledgement queue until it arrives".
  it('queues messages sent before the session ack and sends them, in order, when it arrives', () => {
    const { channel } = createTestChannel();
    channel.start();
    const socket = FakeWebSocket.latest();
    const first = channel.send({ type: 'pin', kind: 'actor', id: 7 });
    socket.serverOpen();
    const second = channel.send({ type: 'markNotificationRead', id: 'all' });
    expect(first.accepted && second.accepted).toBe(true);
    expect(socket.sentTypes()).toEqual(['requestSession']);
    socket.serverSend({ type: 'sessionAck', guestId: 'g1', isLoggedIn: true, lastSeq: 0, replayed: 0 });
    expect(socket.sentTypes()).toEqual(['requestSession', 'pin', 'markNotificationRead']);
    expect(socket.sent.slice(1).map((m) => m.cid)).toEqual([first.cid, second.cid]);
    const third = channel.send({ type: 'unpin', kind: 'actor', id: 7 });
    expect(socket.sent.at(-1)).toEqual({ type: 'unpin', kind: 'actor', id: 7, accessToken: 'token-1', guestId: 'g1', cid: third.cid });
  });

  // spec 000 §6: "Every realtime message carries type, access token and guest id"; issue 4 §2: "each outgoing message has a client id".
  it('stamps every envelope with type, the current access token, guest id and a fresh cid', () => {
    const test = createTestChannel();
    test.channel.start();
    FakeWebSocket.latest().accept();
    test.channel.send({ type: 'removeStatusBar' });
    test.setAuth({ accessToken: 'token-2', guestId: 'g1', isLoggedIn: true });
    test.channel.send({ type: 'removeStatusBar' });
    const sent = FakeWebSocket.latest().sent;
    for (const envelope of sent) expect(Object.keys(envelope)).toEqual(expect.arrayContaining(['type', 'accessToken', 'guestId', 'cid']));
    expect(new Set(sent.map((m) => m.cid)).size).toBe(sent.length);
    expect(sent.at(-1)?.accessToken).toBe('token-2');
  });

  // spec 000 §5: "Outgoing realtime messages are sent only when logged in (for most actions)".
  it.each([
    ['pin', false],
    ['markNotificationRead', false],
    ['sendMessage', false],
    ['requestNotifications', true],
    ['ping', true],
  ] as const)('an anonymous guest sending %s is accepted: %s', (type, accepted) => {
    const test = createTestChannel();
    test.setAuth({ accessToken: 'anon', guestId: 'g0', isLoggedIn: false });
    test.channel.start();
    FakeWebSocket.latest().accept();
    const message =
      type === 'pin' ? { type, kind: 'actor' as const, id: 1 }
      : type === 'markNotificationRead' ? { type, id: 'all' }
      : type === 'requestNotifications' ? { type, list: 'navbar' as const, limit: 5 }
      : type === 'ping' ? { type }
      : { type, channelId: 'c', messageType: 'text', senderType: 'guest' as const, isVideochat: false, isFreechat: false, data: {}, includedGifts: [], chatId: null };
    expect(test.channel.send(message).accepted).toBe(accepted);
    expect(FakeWebSocket.latest().sentTypes().includes(type)).toBe(accepted);
  });

  it('refuses to send with no guest at all, and refuses an outside requestSession', () => {
    const test = createTestChannel();
    test.channel.start();
    FakeWebSocket.latest().accept();
    expect(test.channel.send({ type: 'requestSession', language: 'en', lastSeq: null }).accepted).toBe(false);
    test.setAuth(null);
    expect(test.channel.send({ type: 'removeStatusBar' }).accepted).toBe(false);
  });

  // issue 4 §2: "the queue is bounded". Decision: a full queue refuses (accepted:false) and warns; it never drops.
  it('refuses messages beyond the bound with a warning, keeping the queued ones intact', () => {
    const test = createTestChannel({ outboxLimit: 3 });
    test.channel.start();
    const results = [1, 2, 3, 4].map((id) => test.channel.send({ type: 'pin', kind: 'actor', id }));
    expect(results.map((r) => r.accepted)).toEqual([true, true, true, false]);
    expect(test.warnings).toEqual(['refused a "pin" message: 3 unacknowledged messages already wait']);
    FakeWebSocket.latest().accept();
    expect(FakeWebSocket.latest().sent.filter((m) => m.type === 'pin').map((m) => (m as { id: number }).id)).toEqual([1, 2, 3]);
  });

  // issue 4 §2: "each outgoing message has a client id the server de-duplicates on".
  it('resends unacknowledged messages after a reconnect with the SAME cid, and not acknowledged ones', () => {
    const test = createTestChannel();
    test.channel.start();
    const first = FakeWebSocket.latest();
    first.accept();
    const acked = test.channel.send({ type: 'pin', kind: 'actor', id: 1 });
    const lost = test.channel.send({ type: 'unpin', kind: 'actor', id: 2 });
    first.serverSend({ type: 'ack', cid: acked.cid, ok: true });
    first.serverClose(1006, '');
    test.clock.advance(1000);
    const second = FakeWebSocket.latest();
    expect(second).not.toBe(first);
    second.accept();
    const resent = second.sent.filter((m) => m.type !== 'requestSession');
    expect(resent).toEqual([{ type: 'unpin', kind: 'actor', id: 2, accessToken: 'token-1', guestId: 'g1', cid: lost.cid }]);
    second.serverSend({ type: 'ack', cid: lost.cid, ok: true });
    second.serverClose(1006, '');
    test.clock.advance(1000);
    FakeWebSocket.latest().accept();
    expect(FakeWebSocket.latest().sentTypes()).toEqual(['requestSession']);
  });

  it('tells onAck listeners the outcome by cid', () => {
    const test = createTestChannel();
    const acks: unknown[] = [];
    test.channel.onAck((frame) => acks.push(frame));
    test.channel.start();
    FakeWebSocket.latest().accept();
    const { cid } = test.channel.send({ type: 'pin', kind: 'actor', id: 1 });
    FakeWebSocket.latest().serverSend({ type: 'ack', cid, ok: false, error: 'actor not found' });
    expect(acks).toEqual([{ type: 'ack', cid, ok: false, error: 'actor not found' }]);
  });
});
