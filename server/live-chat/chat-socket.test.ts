/**
 * The live chat's text over the real realtime socket (issue 14 §4 "text chat
 * with the performer over the realtime channel (the simulator answers)";
 * contract §3 client `chatMessage`, server `chatMessage` events).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession } from '../../sdk/api/schemas/live-chat';
import type { ServerFrame } from '../../sdk/realtime/protocol';
import { creditCoins } from '../money/ledger';
import { startRealtimeServer, TestClient, type RealtimeServer } from '../realtime/testing';
import { signUpVerified } from '../test/age-verification';

let server: RealtimeServer;
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterAll(async () => {
  await server?.close();
});

const chatLines = (frame: ServerFrame) => frame.type === 'event' && frame.event.type === 'chatMessage';

describe('chatMessage over the realtime socket', () => {
  it('echoes the guest\'s line as a chatMessage event, the simulated performer answers, and a line to another chat is refused with its code', async () => {
    const { db } = server.context.database;
    await db.insertInto('performers').values({
      id: 1, name: 'Mia', name_lower: 'mia', gender: 'F', type: 'F', age: 25, country: 'DE', languages: '["de"]', three_words: '[]',
      prices: JSON.stringify({ video: 10, voyeur: 5, single: 14, singlec2c: 18, ticketShow: 30, voucherChatMinutes: 0 }), features: '{}',
      is_online: 1, is_ticket_show: 0, is_new: 0, is_top_amateur: 0, rank: 1, favorite_count: 0, registered_at: new Date().toISOString(),
    }).execute();
    const guest = await signUpVerified(server.sites.site);
    await creditCoins(db, { guestId: guest.guestId, amount: 50, reason: 'test', idempotencyKey: `socket-${guest.guestId}` });
    const started = await server.sites.site.inject({ method: 'POST', url: '/rest/v1/chat/start', headers: { cookie: guest.cookie }, payload: { actorId: 1, chatType: 'liveChat', seq: 1 } });
    const chat = started.json() as ChatSession;
    expect(started.statusCode).toBe(200);

    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    const refused = client.send({ type: 'chatMessage', chatId: '00000000-0000-4000-8000-000000000000', text: 'Hi' });
    const [refusal] = await client.waitFor((frame) => frame.type === 'ack' && frame.cid === refused);
    expect(refusal).toMatchObject({ ok: false, code: 'NOT_FOUND' });

    const sent = client.send({ type: 'chatMessage', chatId: chat.chatId, text: 'Hello Mia' });
    await client.waitFor((frame) => frame.type === 'ack' && frame.cid === sent && frame.ok);
    // The answer comes after a human pause of 1.5 to 4 s.
    const lines = await client.waitFor(chatLines, 2, 10_000);
    expect(lines.map((frame) => frame.type === 'event' && frame.event.type === 'chatMessage' && [frame.event.chatId, frame.event.message.senderType])).toEqual([
      [chat.chatId, 'guest'], [chat.chatId, 'actor'],
    ]);
    await client.close();
  });
});
