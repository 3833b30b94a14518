/**
 * A performer going offline ends her running chats (and anonymous voice calls) at once (issue 14 §6 "the chatEnd event ... with the exit reason
 * codes of 001 §9"; 001 §9 "201 host went offline"; task: "not only at the next minute tick"). The ticker is off
 * in this server (autoTick: false), so only the state change itself can end the chat; a marker event published to
 * the guest after the state change is the barrier: chatEnd must already be on the socket before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSession } from '../../sdk/api/schemas/live-chat';
import type { ServerFrame } from '../../sdk/realtime/protocol';
import { EXIT_ACTOR_OFFLINE, EXIT_LIVE_SHOW_STARTED } from '../../sdk/live/exit-reasons';
import { migrateToLatest } from '../db/migrate';
import { setTicketShow } from '../live/state';
import { balanceOf, creditCoins } from '../money/ledger';
import { setActorOnline } from '../realtime-domain/actor-presence';
import { startRealtimeServer, TestClient, type RealtimeServer } from '../realtime/testing';
import { signUpVerified } from '../test/age-verification';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../test/harness';

const PRICE = 10;

describe.each(['sqlite', 'postgres'] as const)('a performer leaving ends her chats at once on %s', (dialect) => {
  const skip = dialect === 'postgres' && !POSTGRES_URL;
  let database: TestDatabase;
  let server: RealtimeServer;
  const db = () => server.context.database.db;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.handle.db);
    // No ticker: a chat that ends here was ended by the state change, not by a later pass.
    server = await startRealtimeServer({ database, liveChat: { autoTick: false } });
    for (const id of [1, 2, 3]) {
      await db().insertInto('performers').values({
        id, name: `Mia${id}`, name_lower: `mia${id}`, gender: 'F', type: 'F', age: 25, country: 'DE', languages: '["de"]', three_words: '[]',
        prices: JSON.stringify({ video: PRICE, voyeur: 5, single: 14, singlec2c: 18, ticketShow: 30, voucherChatMinutes: 0 }), features: '{"voiceCall":true}',
        is_online: 1, is_ticket_show: 0, is_new: 0, is_top_amateur: 0, rank: id, favorite_count: 0, registered_at: new Date().toISOString(),
      }).execute();
    }
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** A verified guest with coins in a running live chat with the actor, connected to the realtime socket. */
  async function chatting(actorId: number) {
    const guest = await signUpVerified(server.sites.site);
    await creditCoins(db(), { guestId: guest.guestId, amount: 100, reason: 'test', idempotencyKey: `offline-${guest.guestId}` });
    const started = await server.sites.site.inject({ method: 'POST', url: '/rest/v1/chat/start', headers: { cookie: guest.cookie }, payload: { actorId, chatType: 'liveChat', seq: 1 } });
    expect(started.statusCode).toBe(200);
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    return { guest, client, chat: started.json() as ChatSession };
  }

  /** The guest's frames up to the marker published now: whatever the server sent before this moment. */
  async function framesBeforeMarker(client: TestClient, guestId: string): Promise<ServerFrame[]> {
    await server.hub.publishToGuest(guestId, { type: 'dataProtection', show: false });
    await client.waitFor((frame) => frame.type === 'event' && frame.event.type === 'dataProtection');
    const at = client.frames.findIndex((frame) => frame.type === 'event' && frame.event.type === 'dataProtection');
    return client.frames.slice(0, at);
  }

  const chatEnds = (frames: ServerFrame[]) => frames.flatMap((frame) => (frame.type === 'event' && frame.event.type === 'chatEnd' ? [frame.event] : []));

  it.skipIf(skip)('offline: chatEnd with 201 reaches the guest before the marker, the chat row is ended, only minute 0 was billed', async () => {
    const { guest, client, chat } = await chatting(1);
    expect(await setActorOnline(server.context, server.hub, 1, false)).toBe(true);

    const before = await framesBeforeMarker(client, guest.guestId);
    expect(chatEnds(before)).toEqual([expect.objectContaining({ chatId: chat.chatId, reasonCode: EXIT_ACTOR_OFFLINE, price: PRICE, actorId: 1 })]);
    const row = await db().selectFrom('chat_sessions').select(['ended_at', 'end_reason', 'active_guest_id', 'billed_minutes']).where('id', '=', chat.chatId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ end_reason: EXIT_ACTOR_OFFLINE, active_guest_id: null, billed_minutes: 1 });
    expect(row.ended_at).not.toBeNull();
    // A tick after the end bills nothing more and sends no second chatEnd.
    await server.platform.liveChat.service.tick();
    expect(await balanceOf(db(), guest.guestId)).toBe(100 - PRICE);
    expect(chatEnds(await framesBeforeMarker(client, guest.guestId))).toHaveLength(1);
    await client.close();
  });

  it.skipIf(skip)('offline: her anonymous voice call stops at once with 201 too (voiceCallStop before the marker)', async () => {
    const guest = await signUpVerified(server.sites.site);
    await creditCoins(db(), { guestId: guest.guestId, amount: 100, reason: 'test', idempotencyKey: `voice-${guest.guestId}` });
    const client = await TestClient.connect(server.url, guest);
    await client.requestSession(null);
    const query = 'mutation($t: String!, $a: Int!) { anonymousVoiceCallStart(accessToken: $t, actorId: $a) { resultCode callId } }';
    const started = await server.sites.site.inject({ method: 'POST', url: '/vxql', headers: { authorization: `Bearer ${guest.accessToken}` }, payload: { query, variables: { t: guest.accessToken, a: 3 } } });
    const call = started.json().data.anonymousVoiceCallStart as { resultCode: number; callId: string };
    expect(call.resultCode).toBe(2000);

    expect(await setActorOnline(server.context, server.hub, 3, false)).toBe(true);
    const stops = (await framesBeforeMarker(client, guest.guestId)).flatMap((frame) => (frame.type === 'event' && frame.event.type === 'voiceCallStop' ? [frame.event] : []));
    expect(stops).toEqual([{ type: 'voiceCallStop', callId: call.callId, reasonCode: EXIT_ACTOR_OFFLINE }]);
    expect(await db().selectFrom('voice_calls').select('end_reason').where('id', '=', call.callId).executeTakeFirstOrThrow()).toEqual({ end_reason: EXIT_ACTOR_OFFLINE });
    await client.close();
  });

  it.skipIf(skip)('a ticket show starting ends a running live chat at once with 908', async () => {
    const { guest, client, chat } = await chatting(2);
    expect(await setTicketShow(server.context, server.hub, 2, true)).toBe(true);
    expect(chatEnds(await framesBeforeMarker(client, guest.guestId))).toEqual([expect.objectContaining({ chatId: chat.chatId, reasonCode: EXIT_LIVE_SHOW_STARTED })]);
    await client.close();
  });
});
