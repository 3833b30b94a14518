/**
 * Purchases (issue 3 §4): POST video/{videoId}/buy, album/{albumId}/buy,
 * feed/post/{postId}/buy, feed/post/{postId}/tip, messenger/gift/buy.
 * Each answers PurchaseAnswer (spec 001 §7): 200 on success or when already
 * owned, 402 success false when coins are short.
 */
import { Type } from 'typebox';
import { VOUCHER_TYPES } from '../../../sdk/api/guest-types';
import { requestLanguage, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { purchase, type PurchaseRequest } from '../../money/purchases';
import { isSubscribed } from '../../money/subscriptions';
import { RestQuery, type TypedApp } from '../../schemas/common';
import { IdempotencyKey, PositiveId, PURCHASE_ANSWERS, refuseBannedPerformer, requireBuyer, sendOutcome } from './money-shared';

const BuyBody = Type.Object({ idempotencyKey: IdempotencyKey });
const TipBody = Type.Object({ amountCoins: Type.Integer({ minimum: 1, maximum: 10_000, description: 'a tip of 1 to 10000 coins' }), idempotencyKey: IdempotencyKey });
const GiftBody = Type.Object({
  giftId: PositiveId('gift'),
  quantity: Type.Integer({ minimum: 1, maximum: 100, description: 'a quantity from 1 to 100' }),
  idempotencyKey: IdempotencyKey,
});

/** Registers the item purchase routes. */
export async function moneyPurchaseRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;
  /** Buys, then publishes what the committed purchase (and an auto-recharge after it) changed. */
  const buy = async (request: PurchaseRequest) => {
    const outcome = await purchase(db, app.payments, request);
    await app.publishChanges(outcome.changes);
    return outcome;
  };

  app.post('/video/:videoId/buy', { schema: { params: Type.Object({ videoId: PositiveId('video') }), querystring: RestQuery, body: BuyBody, response: PURCHASE_ANSWERS } }, async (request, reply) => {
    const { videoId } = request.params;
    const guest = await requireBuyer(request, context);
    const video = await db.selectFrom('videos').select(['id', 'performer_id', 'price', 'free']).where('id', '=', videoId).executeTakeFirst();
    if (!video) throw new HttpError(404, 'NOT_FOUND', `No video with the id ${videoId}`, 'params.videoId');
    await refuseBannedPerformer(request, context, video.performer_id);
    const { idempotencyKey } = request.body;
    return sendOutcome(request, reply, await buy({
      guestId: guest.id, itemType: 'video', itemId: String(video.id), price: video.free ? 0 : video.price, idempotencyKey,
      ownable: true, voucherType: VOUCHER_TYPES.video, actorId: video.performer_id, language: requestLanguage(request),
      // Issue 15 item 6: a sale counts for the bestSelling and trending orders, in the purchase's transaction.
      effect: async (trx) => {
        await trx.insertInto('video_sales').values({ video_id: video.id, performer_id: video.performer_id, sold_at: new Date().toISOString() }).execute();
      },
    }));
  });

  app.post('/album/:albumId/buy', { schema: { params: Type.Object({ albumId: PositiveId('album') }), querystring: RestQuery, body: BuyBody, response: PURCHASE_ANSWERS } }, async (request, reply) => {
    const { albumId } = request.params;
    const guest = await requireBuyer(request, context);
    const album = await db.selectFrom('albums').select(['id', 'performer_id', 'price']).where('id', '=', albumId).executeTakeFirst();
    if (!album) throw new HttpError(404, 'NOT_FOUND', `No album with the id ${albumId}`, 'params.albumId');
    await refuseBannedPerformer(request, context, album.performer_id);
    const { idempotencyKey } = request.body;
    return sendOutcome(request, reply, await buy({
      guestId: guest.id, itemType: 'album', itemId: String(album.id), price: album.price, idempotencyKey,
      ownable: true, voucherType: VOUCHER_TYPES.photoAlbum, actorId: album.performer_id, language: requestLanguage(request),
    }));
  });

  const findPost = async (postId: number) => {
    const post = await db.selectFrom('feed_posts').select(['id', 'performer_id', 'price']).where('id', '=', postId).executeTakeFirst();
    if (!post) throw new HttpError(404, 'NOT_FOUND', `No feed post with the id ${postId}`, 'params.postId');
    return post;
  };
  const PostParams = Type.Object({ postId: PositiveId('feed post') });

  app.post('/feed/post/:postId/buy', { schema: { params: PostParams, querystring: RestQuery, body: BuyBody, response: PURCHASE_ANSWERS } }, async (request, reply) => {
    const guest = await requireBuyer(request, context);
    const post = await findPost(request.params.postId);
    await refuseBannedPerformer(request, context, post.performer_id);
    const { idempotencyKey } = request.body;
    return sendOutcome(request, reply, await buy({
      guestId: guest.id, itemType: 'feedPost', itemId: String(post.id), price: post.price, idempotencyKey, ownable: true, language: requestLanguage(request),
    }));
  });

  app.post('/feed/post/:postId/tip', { schema: { params: PostParams, querystring: RestQuery, body: TipBody, response: PURCHASE_ANSWERS } }, async (request, reply) => {
    const guest = await requireBuyer(request, context);
    const post = await findPost(request.params.postId);
    await refuseBannedPerformer(request, context, post.performer_id);
    const { amountCoins, idempotencyKey } = request.body;
    return sendOutcome(request, reply, await buy({
      guestId: guest.id, itemType: 'tip', itemId: String(post.id), price: amountCoins, idempotencyKey, ownable: false, language: requestLanguage(request),
    }));
  });

  app.post('/messenger/gift/buy', { schema: { querystring: RestQuery, body: GiftBody, response: PURCHASE_ANSWERS } }, async (request, reply) => {
    const guest = await requireBuyer(request, context);
    const { giftId, quantity, idempotencyKey } = request.body;
    const gift = await db.selectFrom('gifts').select(['id', 'price', 'active', 'vip']).where('id', '=', giftId).executeTakeFirst();
    if (!gift || gift.active !== 1) throw new HttpError(404, 'NOT_FOUND', `No active messenger gift with the id ${giftId}`, 'body.giftId');
    if (gift.vip === 1 && !(await isSubscribed(db, guest.id, 'vip'))) throw new HttpError(403, 'VIP_ONLY', 'This gift is for VIP members only', 'body.giftId');
    const outcome = await buy({
      guestId: guest.id, itemType: 'gift', itemId: String(gift.id), price: gift.price * quantity, quantity, idempotencyKey,
      ownable: false, voucherType: VOUCHER_TYPES.messengerGift, language: requestLanguage(request),
      effect: async (trx) => {
        await trx.insertInto('bought_gifts').values({ guest_id: guest.id, gift_id: gift.id, quantity })
          .onConflict((oc) => oc.columns(['guest_id', 'gift_id']).doUpdateSet((eb) => ({ quantity: eb('bought_gifts.quantity', '+', eb.ref('excluded.quantity')) })))
          .execute();
      },
    });
    return sendOutcome(request, reply, outcome);
  });
}
