/** The messenger's REST calls and query-service fields (spec 000 §7), for one dialect. */
import { describe, expect, it } from 'vitest';
import { MESSAGE_IMAGE_MAX_BYTES } from '../../../sdk/messenger/types';
import { storeActorMessage } from '../actor-messages';
import type { MessengerEnv } from './env';
import { textMessage } from './env';
import { jpegBytes, pngBytes } from './image-bytes';

/** The REST and /vxql tests for one dialect. */
export function defineHttpTests(env: MessengerEnv) {
  const firstActor = async () => (await env.db().selectFrom('performers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  describe('REST', () => {
    it.each([
      ['GET', 'messenger/channel/abc'], ['GET', 'messenger/channel/actor/1'], ['GET', 'messenger/recommendations'],
      ['GET', 'messenger/actor/1'], ['GET', 'messenger/image/00000000-0000-0000-0000-000000000000'],
    ] as const)('spec 000 §6 "Login is required for: … messenger": %s %s answers 401 to an anonymous guest', async (method, url) => {
      const { cookie } = await env.anonymous();
      const res = await env.request(method, `/rest/v1/${url}`, { cookie });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Login required' });
    });

    it('channel/actor/{actorId} touches the channel; channel/{channelId} reads it back, and 404 for another guest', async () => {
      const owner = await env.member();
      const other = await env.member();
      const actorId = await firstActor();
      const touched = await env.request('GET', `/rest/v1/messenger/channel/actor/${actorId}`, { cookie: owner.cookie });
      expect(touched.statusCode).toBe(200);
      const channel = touched.json();
      expect(channel).toMatchObject({ actorId, freeMessagesAmount: 3, unread: false, unreadCount: 0, archived: false, blocked: false, messageTimestamp: null });
      const again = await env.request('GET', `/rest/v1/messenger/channel/actor/${actorId}`, { token: owner.accessToken });
      expect(again.json().id).toBe(channel.id);
      expect((await env.request('GET', `/rest/v1/messenger/channel/${channel.id}`, { cookie: owner.cookie })).json()).toEqual(channel);
      const foreign = await env.request('GET', `/rest/v1/messenger/channel/${channel.id}`, { cookie: other.cookie });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: `No channel "${channel.id}" of this guest`, field: 'params.channelId' });
    });

    it.each([
      ['messenger/channel/actor/0', 400, 'params.actorId'],
      ['messenger/channel/actor/abc', 400, 'params.actorId'],
      ['messenger/channel/actor/999999', 404, 'params.actorId'],
      ['messenger/actor/999999', 404, 'params.actorId'],
      ['messenger/recommendations?currentActorId=-3', 400, 'query.currentActorId'],
    ])('GET %s -> %i naming %s', async (url, status, field) => {
      const { cookie } = await env.member();
      const res = await env.request('GET', `/rest/v1/${url}`, { cookie });
      expect(res.statusCode).toBe(status);
      expect(res.json().field).toBe(field);
    });

    it('spec 000 §2 "at most 9 shown": recommendations are online first, at most 9, never the current performer', async () => {
      const { cookie } = await env.member();
      const actorId = await firstActor();
      const res = await env.request('GET', `/rest/v1/messenger/recommendations?currentActorId=${actorId}&useGrid=true&fsk=18`, { cookie });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Array<{ actorId: number; isOnline: boolean }>;
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(9);
      expect(items.map((i) => i.actorId)).not.toContain(actorId);
      const onlineFlags = items.map((i) => i.isOnline);
      expect(onlineFlags).toEqual([...onlineFlags].sort((a, b) => Number(b) - Number(a)));
    });

    it('messenger/actor/{actorId} answers the header in the language asked for', async () => {
      const { cookie } = await env.member();
      const actorId = await firstActor();
      const res = await env.request('GET', `/rest/v1/messenger/actor/${actorId}?language=de`, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: actorId, picture: `/img/performer/${actorId}/w160.svg`, about: expect.stringContaining('In drei Worten') });
    });
  });

  describe('images', () => {
    const upload = (cookie: string | undefined, bytes: Buffer, type: string) => env.request('POST', '/rest/v1/messenger/image', cookie ? { cookie } : null, bytes, { 'content-type': type });

    it('accepts a PNG, serves it only to its owner with the safe headers, and sends it as an image message', async () => {
      const owner = await env.member(10);
      const other = await env.member();
      const bytes = pngBytes(64, 32);
      const res = await upload(owner.cookie, bytes, 'image/png');
      expect(res.statusCode).toBe(200);
      const image = res.json();
      expect(image).toEqual({ id: expect.any(String), url: `/rest/v1/messenger/image/${image.id}`, width: 64, height: 32 });
      const served = await env.request('GET', image.url, { cookie: owner.cookie });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'private', 'content-security-policy': "default-src 'none'; sandbox",
      });
      expect((await env.request('GET', image.url, { cookie: other.cookie })).statusCode).toBe(404);

      const channelId = await env.channel(owner.guest, await firstActor());
      const send = { ...textMessage(channelId, ''), messageType: 'image', data: { imageId: image.id } };
      expect(await env.send(owner.guest, send)).toBeNull();
      const [event] = env.events(owner.guest.id, 'messengerMessage');
      expect(event).toMatchObject({ message: { type: 'image', image: { id: image.id, width: 64, height: 32 } } });
      // Another guest cannot send an image they did not upload.
      const foreignChannel = await env.channel(other.guest, await firstActor());
      expect(await env.send(other.guest, { ...send, channelId: foreignChannel })).toBe(`data.imageId: no uploaded image "${image.id}" of this guest`);
    });

    it.each([
      ['bytes that are not an image', Buffer.from('<svg onload=alert(1)>'), 'image/png', 400, 'expected a JPEG, PNG or WebP image, got bytes starting 3c 73 76 67 20 6f 6e 6c'],
      ['a JPEG declared as PNG', jpegBytes(10, 10), 'image/png', 400, 'expected image/png bytes as the Content-Type says, got a JPEG image'],
      ['a GIF type', Buffer.from('GIF89a'), 'image/gif', 415, 'expected Content-Type image/jpeg, image/png, image/webp, got "image/gif"'],
    ])('refuses %s (%s) with %i', async (_name, bytes, type, status, error) => {
      const { cookie } = await env.member();
      const res = await upload(cookie, bytes, type);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(error);
    });

    it('refuses an image over 5 MB with 413 naming the limit', async () => {
      const { cookie } = await env.member();
      const big = Buffer.concat([pngBytes(10, 10), Buffer.alloc(MESSAGE_IMAGE_MAX_BYTES)]);
      const res = await upload(cookie, big, 'image/png');
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('expected an image of at most 5242880 bytes (5 MB), got a larger body');
    });

    it('refuses an upload without login (401)', async () => {
      expect((await upload(undefined, pngBytes(1, 1), 'image/png')).statusCode).toBe(401);
    });
  });

  describe('/vxql', () => {
    const query = async (token: string, source: string, variables: Record<string, unknown> = {}) => {
      const res = await env.request('POST', '/vxql', { token }, { query: source, variables });
      return res.json() as { data?: Record<string, any>; errors?: Array<{ message: string }> };
    };

    it('answers touchChannel, channelList, messageContent and messengerUnreadCount for the token\'s guest', async () => {
      const { guest, accessToken } = await env.member(10);
      const actorId = await firstActor();
      const touched = await query(accessToken, 'mutation($id: Int!) { touchChannel(actorId: $id) { id actorId freeMessagesAmount messagePrice isFavourite } }', { id: actorId });
      expect(touched.errors).toBeUndefined();
      const channelId = touched.data!.touchChannel.id as string;
      expect(touched.data!.touchChannel).toMatchObject({ actorId, freeMessagesAmount: 3, isFavourite: false });
      await env.send(guest, textMessage(channelId, 'first'));
      await new Promise((resolve) => setTimeout(resolve, 2));
      await storeActorMessage(env.db(), guest.id, channelId, 'second');
      const answer = await query(accessToken, `query($c: String!) {
        messengerUnreadCount
        channelList { total unreadTotal channels { id unread unreadCount subject } }
        blocked: channelList(blocked: true) { total }
        asc: messageContent(channelId: $c, order: "asc") { total offset messages { senderType text gifts { giftId } image { id } } }
        actorOnly: messageContent(channelId: $c, first: 1, filter: "text") { total messages { text } }
      }`, { c: channelId });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({
        messengerUnreadCount: 1,
        channelList: { total: 1, unreadTotal: 1, channels: [{ id: channelId, unread: true, unreadCount: 1, subject: 'second' }] },
        blocked: { total: 0 },
        asc: { total: 2, offset: 0, messages: [{ senderType: 'guest', text: 'first', gifts: [], image: null }, { senderType: 'actor', text: 'second' }] },
        actorOnly: { total: 2, messages: [{ text: 'second' }] },
      });
    });

    it('lists the gifts with translations and the toy controls', async () => {
      const { accessToken } = await env.member();
      const answer = await query(accessToken, '{ messengerGifts { id active translations { language value } } toyControls { id duration displayName random } }');
      expect(answer.data!.messengerGifts.map((g: { id: number }) => g.id)).toEqual([1, 2, 3, 4]);
      expect(answer.data!.messengerGifts[0].translations).toContainEqual({ language: 'nl', value: 'Roos' });
      expect(answer.data!.toyControls.length).toBeGreaterThan(0);
    });

    it('refuses bad arguments naming them, another guest\'s channel, and touchChannel for an anonymous guest', async () => {
      const { accessToken } = await env.member();
      const anonymous = await env.anonymous();
      const bad = await query(accessToken, '{ channelList(first: 501) { total } }');
      expect(bad.errors?.[0]?.message).toBe('expected first to be an integer from 1 to 500, got 501');
      const foreign = await query(accessToken, '{ messageContent(channelId: "nope") { total } }');
      expect(foreign.errors?.[0]?.message).toBe('No channel "nope" of this guest');
      const order = await query(accessToken, '{ messageContent(channelId: "nope", order: "up") { total } }');
      expect(order.errors?.[0]?.message).toBe('expected order "asc" or "desc", got "up"');
      const touch = await query(anonymous.accessToken, 'mutation { touchChannel(actorId: 1) { id } }');
      expect(touch.errors?.[0]?.message).toBe('Login required');
      expect((await query(anonymous.accessToken, '{ messengerUnreadCount channelList { total } }')).data).toEqual({ messengerUnreadCount: 0, channelList: { total: 0 } });
    });
  });
}
