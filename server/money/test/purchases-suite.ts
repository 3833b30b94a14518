/** Purchase routes through HTTP (issue 3 §4): every refusal, idempotency, concurrency, vouchers, gifts, subscriptions. */
import { describe, expect, it } from 'vitest';
import type { PurchaseAnswer } from '../../../sdk/api/guest-types';
import { grantVoucher } from '../vouchers';
import { addressIn } from '../../test/addresses';
import { newKey, type MoneyEnv } from './env';

/** The purchase tests for one dialect. */
export function definePurchaseTests(env: MoneyEnv) {
  /** A priced video whose performer bans nobody, and one whose performer bans some country. */
  const videos = async () => {
    const db = env.db();
    const free = await db.selectFrom('videos').select(['id', 'price', 'performer_id']).where('free', '=', 0).where('price', '>', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('performer_banned_countries').select('performer_id').whereRef('performer_id', '=', 'videos.performer_id'))))
      .orderBy('id').limit(3).execute();
    const banned = await db.selectFrom('videos').innerJoin('performer_banned_countries as ban', 'ban.performer_id', 'videos.performer_id')
      .select(['videos.id', 'ban.country_code']).orderBy('videos.id').executeTakeFirstOrThrow();
    return { open: free, banned };
  };
  const buyVideo = (id: number, cookie: string | null, key = newKey(), remoteAddress?: string) => env.post(`video/${id}/buy`, cookie, { idempotencyKey: key }, {}, remoteAddress);

  describe('refusals', () => {
    it('refuses anonymous guests with 401 Login required', async () => {
      const { open } = await videos();
      const anonymous = await env.anonymous();
      for (const cookie of [null, anonymous.cookie]) {
        const response = await buyVideo(open[0]!.id, cookie);
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toBe('Login required');
      }
    });

    it('refuses locked guests with 403 and charges nothing', async () => {
      const { open } = await videos();
      const guest = await env.buyer(1000);
      await env.db().updateTable('guests').set({ is_locked: 1 }).where('id', '=', guest.guestId).execute();
      const response = await buyVideo(open[0]!.id, guest.cookie);
      expect(response.statusCode).toBe(403);
      expect(await env.balance(guest.guestId)).toBe(1000);
    });

    it('refuses a performer banned in the guest\'s country with 451', async () => {
      const { banned } = await videos();
      const guest = await env.buyer(1000);
      // The country comes from the client address (GeoIP), not from a header the client could set (issue 11 A4).
      const response = await buyVideo(banned.id, guest.cookie, newKey(), addressIn(banned.country_code));
      expect(response.statusCode).toBe(451);
      expect(await env.balance(guest.guestId)).toBe(1000);
    });

    it('answers 402 success false with a clear message when coins are short, and writes nothing', async () => {
      const { open } = await videos();
      const video = open[0]!;
      const guest = await env.buyer(video.price - 1);
      const response = await buyVideo(video.id, guest.cookie);
      expect(response.statusCode).toBe(402);
      const body = response.json() as PurchaseAnswer;
      expect(body).toMatchObject({ success: false, guestBalance: video.price - 1 });
      expect(body.error).toMatch(/Not enough coins/);
      const purchases = await env.db().selectFrom('purchases').select('id').where('guest_id', '=', guest.guestId).execute();
      const owned = await env.db().selectFrom('owned_items').select('item_id').where('guest_id', '=', guest.guestId).execute();
      expect([purchases.length, owned.length, await env.ledgerSum(guest.guestId)]).toEqual([0, 0, video.price - 1]);
    });

    it('speaks the guest\'s language in the 402 message', async () => {
      const { open } = await videos();
      const guest = await env.buyer(0);
      const response = await env.post(`video/${open[0]!.id}/buy?lang=de`, guest.cookie, { idempotencyKey: newKey() });
      expect(response.json().error).toMatch(/Nicht genug Coins/);
    });
  });

  describe('buying', () => {
    it('buys a video: PurchaseAnswer with the new balance; buying again succeeds without a second charge', async () => {
      const { open } = await videos();
      const video = open[0]!;
      const guest = await env.buyer(500);
      const first = await buyVideo(video.id, guest.cookie);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ success: true, guestBalance: 500 - video.price, guestBalanceFormatted: `${500 - video.price}\u00a0VXC` });
      const again = await buyVideo(video.id, guest.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ success: true, guestBalance: 500 - video.price });
      expect(await env.balance(guest.guestId)).toBe(500 - video.price);
    });

    // issue 3: "one idempotency key sent 5 times in parallel charges once"
    it('one idempotency key sent 5 times in parallel charges once and answers the same each time', async () => {
      const album = await env.db().selectFrom('albums').select(['id', 'price']).where('price', '>', 0).orderBy('id').executeTakeFirstOrThrow();
      const guest = await env.buyer(1000);
      const key = newKey();
      const responses = await Promise.all(Array.from({ length: 5 }, () => env.post(`album/${album.id}/buy`, guest.cookie, { idempotencyKey: key })));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(responses.map((r) => r.json().guestBalance))).toEqual(new Set([1000 - album.price]));
      expect(await env.balance(guest.guestId)).toBe(1000 - album.price);
      expect(await env.ledgerSum(guest.guestId)).toBe(1000 - album.price);
    });

    // issue 3: "50 concurrent purchases against a balance that covers 10, so exactly 10 succeed, the balance ends at 0 and the ledger sums equal the balance"
    it('50 concurrent tips against a balance covering 10: exactly 10 succeed, balance 0, ledger sum = balance', async () => {
      const guest = await env.buyer(100);
      const responses = await Promise.all(Array.from({ length: 50 }, () => env.post('feed/post/1/tip', guest.cookie, { amountCoins: 10, idempotencyKey: newKey() })));
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(responses.filter((r) => r.statusCode === 402)).toHaveLength(40);
      expect(await env.balance(guest.guestId)).toBe(0);
      expect(await env.ledgerSum(guest.guestId)).toBe(0);
    });

    it('a photo-album voucher pays for an album before coins', async () => {
      const album = await env.db().selectFrom('albums').select(['id', 'price']).where('price', '>', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const guest = await env.buyer(1000);
      await grantVoucher(env.db(), { guestId: guest.guestId, type: 4, amount: 1, source: 'test' });
      const response = await env.post(`album/${album.id}/buy`, guest.cookie, { idempotencyKey: newKey() });
      expect(response.json()).toMatchObject({ success: true, guestBalance: 1000, paidWith: 'voucher' });
      const benefits = await env.get('guest/benefits', guest.cookie);
      expect(benefits.json().data.voucher).toHaveLength(0);
    });

    it('buys and tips feed posts', async () => {
      const guest = await env.buyer(100);
      expect((await env.post('feed/post/2/buy', guest.cookie, { idempotencyKey: newKey() })).json()).toMatchObject({ success: true, guestBalance: 85 });
      expect((await env.post('feed/post/2/tip', guest.cookie, { amountCoins: 5, idempotencyKey: newKey() })).json()).toMatchObject({ success: true, guestBalance: 80 });
      expect((await env.post('feed/post/999/buy', guest.cookie, { idempotencyKey: newKey() })).statusCode).toBe(404);
    });

    it('buys messenger gifts into boughtGifts; a gift voucher pays; VIP gifts need VIP', async () => {
      const guest = await env.buyer(100);
      expect((await env.post('messenger/gift/buy', guest.cookie, { giftId: 1, quantity: 2, idempotencyKey: newKey() })).json()).toMatchObject({ guestBalance: 90 });
      await grantVoucher(env.db(), { guestId: guest.guestId, type: 6, amount: 3, source: 'test' });
      expect((await env.post('messenger/gift/buy', guest.cookie, { giftId: 1, quantity: 3, idempotencyKey: newKey() })).json()).toMatchObject({ guestBalance: 90, paidWith: 'voucher' });
      expect((await env.post('messenger/gift/buy', guest.cookie, { giftId: 3, quantity: 1, idempotencyKey: newKey() })).statusCode).toBe(403);
      expect((await env.post('messenger/gift/buy', guest.cookie, { giftId: 4, quantity: 1, idempotencyKey: newKey() })).statusCode).toBe(404);
      const session = (await env.get('guest/session', guest.cookie)).json().data;
      expect(session.boughtGifts).toEqual({ 1: 5 });
    });

    it('VIP and TV subscriptions: isVip, isVXTVAboSubscriber, wasVXTVAboSubscriber after cancelling; no second charge', async () => {
      const guest = await env.buyer(200);
      expect((await env.post('subscription/vip', guest.cookie, { idempotencyKey: newKey() })).json()).toMatchObject({ success: true, guestBalance: 160 });
      expect((await env.post('subscription/vip', guest.cookie, { idempotencyKey: newKey() })).json()).toMatchObject({ success: true, guestBalance: 160 });
      expect((await env.post('subscription/tv', guest.cookie, { idempotencyKey: newKey() })).json()).toMatchObject({ success: true, guestBalance: 100 });
      let session = (await env.get('guest/session', guest.cookie)).json().data;
      expect([session.isVip, session.isVXTVAboSubscriber, session.wasVXTVAboSubscriber]).toEqual([true, true, false]);
      expect((await env.post('subscription/tv/cancel', guest.cookie)).json().data.ended).toBe(true);
      session = (await env.get('guest/session', guest.cookie)).json().data;
      expect([session.isVip, session.isVXTVAboSubscriber, session.wasVXTVAboSubscriber]).toEqual([true, false, true]);
      expect((await env.post('messenger/gift/buy', guest.cookie, { giftId: 3, quantity: 1, idempotencyKey: newKey() })).json()).toMatchObject({ success: true, guestBalance: 0 });
      expect(session.loyaltyPoints).toBe(10);
    });

    it('GET guest/getGuestBalance reads data.balance, balanceFormatted, isPayingCustomer', async () => {
      const guest = await env.buyer(1234);
      const body = (await env.get('guest/getGuestBalance?lang=de', guest.cookie)).json();
      expect(body).toEqual({ success: true, data: { balance: 1234, balanceFormatted: '1.234\u00a0VXC', isPayingCustomer: false } });
      expect((await env.get('guest/getGuestBalance', null)).json().data.balance).toBe(0);
    });
  });

  describe('malformed input gets a 400 naming the field', () => {
    it.each([
      ['video/abc/buy', { idempotencyKey: 'key-123456' }, 'params.videoId'],
      ['video/1/buy', {}, 'body.idempotencyKey'],
      ['video/1/buy', { idempotencyKey: 'short' }, 'body.idempotencyKey'],
      ['album/0/buy', { idempotencyKey: 'key-123456' }, 'params.albumId'],
      ['album/1/buy', { idempotencyKey: 'has spaces in it' }, 'body.idempotencyKey'],
      ['feed/post/x/buy', { idempotencyKey: 'key-123456' }, 'params.postId'],
      ['feed/post/1/tip', { idempotencyKey: 'key-123456' }, 'body.amountCoins'],
      ['feed/post/1/tip', { amountCoins: -5, idempotencyKey: 'key-123456' }, 'body.amountCoins'],
      ['messenger/gift/buy', { quantity: 1, idempotencyKey: 'key-123456' }, 'body.giftId'],
      ['messenger/gift/buy', { giftId: 1, quantity: 0, idempotencyKey: 'key-123456' }, 'body.quantity'],
      ['subscription/vip', {}, 'body.idempotencyKey'],
      ['subscription/tv', { idempotencyKey: 7 }, 'body.idempotencyKey'],
    ])('POST %s %j -> %s', async (url, payload, field) => {
      const guest = await env.buyer(0);
      const response = await env.post(url, guest.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    });
  });
}
