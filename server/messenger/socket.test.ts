/**
 * The messenger over a real socket (issue 5 §1): a guest's message is acked
 * and echoed as messengerMessage, the demo performer answers after its
 * (injected, short) delay, and the answer arrives as messengerMessage and
 * navbarMessage; an anonymous guest is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent, ServerFrame } from '../../sdk/realtime/protocol';
import { migrateToLatest } from '../db/migrate';
import { seedCatalog } from '../db/seed';
import { startMessengerReplies, type MessengerReplies } from '../realtime-domain/messenger-replies';
import { startRealtimeServer, TestClient, type RealtimeServer } from '../realtime/testing';
import { createTestDatabase } from '../test/harness';
import { anonymousGuest, signUpAndLogIn } from '../test/guests';
import { textMessage } from './test/env';

let server: RealtimeServer;
let replies: MessengerReplies;
beforeAll(async () => {
  const database = await createTestDatabase('sqlite');
  await migrateToLatest(database.handle.db);
  await seedCatalog(database.handle.db, { seed: 1, scale: 0.05 });
  server = await startRealtimeServer({ database });
  replies = startMessengerReplies(server.context.database.db, server.hub, server.platform.realtimeDomain, { delayMs: () => 30 });
  // startRealtimeServer borrowed the database: dispose it with the server.
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    await database.dispose();
  };
});
afterAll(async () => {
  await replies?.close();
  await server?.close();
});

const eventsOf = (client: TestClient, type: ServerEvent['type']) =>
  client.frames.flatMap((frame) => (frame.type === 'event' && frame.event.type === type ? [frame.event] : []));
const isEvent = (type: ServerEvent['type']) => (frame: ServerFrame) => frame.type === 'event' && frame.event.type === type;

describe('messenger over /realtime', () => {
  it('issue 5 §1 "Demo performers answer": the reply arrives as messengerMessage and navbarMessage after the delay', async () => {
    const guest = await signUpAndLogIn(server.sites.site);
    const touched = await server.sites.site.inject({ method: 'GET', url: '/rest/v1/messenger/channel/actor/1', headers: { cookie: guest.cookie } });
    const channelId = touched.json().id as string;
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    const cid = client.send(textMessage(channelId, 'Hi there!'));
    const [ack] = await client.waitFor((frame) => frame.type === 'ack' && frame.cid === cid);
    expect(ack).toEqual({ type: 'ack', cid, ok: true });
    // The guest's own message is published before the ack.
    const ackIndex = client.frames.indexOf(ack!);
    expect(client.frames.findIndex(isEvent('messengerMessage'))).toBeLessThan(ackIndex);

    await client.waitFor(isEvent('navbarMessage'));
    const messages = eventsOf(client, 'messengerMessage').map((event) => (event.type === 'messengerMessage' ? event : null)!);
    expect(messages.map((event) => [event.message.senderType, event.unreadTotal])).toEqual([['guest', 0], ['actor', 1]]);
    expect(messages[1]!.message.text).toMatch(/\S/);
    expect(messages[1]!.channel).toMatchObject({ id: channelId, unread: true, unreadCount: 1 });
    expect(eventsOf(client, 'navbarMessage')[0]).toMatchObject({ item: { channelId, unreadCount: 1, lastMessageId: messages[1]!.message.id } });
    expect(replies.pending()).toBe(0);
    await client.close();
  });

  it('spec 000 §6 "Login is required for: … messenger": an anonymous guest\'s sendMessage is acked with Login required', async () => {
    const guest = await anonymousGuest(server.sites.site);
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    const cid = client.send(textMessage('any', 'hello'));
    const [ack] = await client.waitFor((frame) => frame.type === 'ack' && frame.cid === cid);
    expect(ack).toEqual({ type: 'ack', cid, ok: false, error: 'Login required' });
    await client.close();
  });
});
