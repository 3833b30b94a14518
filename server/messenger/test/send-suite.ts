/** Sending messages (issue 5 §1 "Paid messaging through the ledger"), for one dialect. */
import { expect, it } from 'vitest';
import { MESSAGE_TEXT_MAX } from '../../../sdk/messenger/types';
import { SANDBOX_CARDS } from '../../money/payment-provider';
import { grantVoucher } from '../../money/vouchers';
import type { MessengerEnv } from './env';
import { giftMessage, textMessage } from './env';

/** The send tests for one dialect. */
export function defineSendTests(env: MessengerEnv) {
  const messagesIn = async (channelId: string) =>
    env.db().selectFrom('messages').select(['type', 'sender_type', 'text', 'price', 'gifts']).where('channel_id', '=', channelId).orderBy('created_at').execute();
  const freeLeft = async (channelId: string) =>
    (await env.db().selectFrom('channels').select('free_messages_amount').where('id', '=', channelId).executeTakeFirstOrThrow()).free_messages_amount;

  it('issue 5 §1 "a message costs messagePrice": charges it once, and the ledger sum equals the balance', async () => {
    const actor = await env.paidActor();
    const { guest } = await env.member(20);
    const channelId = await env.channel(guest, actor.id, 0);
    expect(await env.send(guest, textMessage(channelId, '  Hello there  '))).toBeNull();
    expect(await env.balance(guest.id)).toBe(20 - actor.messagePrice);
    expect(await env.ledgerSum(guest.id)).toBe(await env.balance(guest.id));
    expect(await messagesIn(channelId)).toEqual([{ type: 'text', sender_type: 'guest', text: 'Hello there', price: actor.messagePrice, gifts: '[]' }]);
    // The message reaches every device, then the balance it changed.
    const types = env.events(guest.id).map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['messengerMessage', 'guestBalance']);
    const [event] = env.events(guest.id, 'messengerMessage');
    expect(event).toMatchObject({ message: { channelId, senderType: 'guest', text: 'Hello there', price: actor.messagePrice }, channel: { id: channelId, subject: 'Hello there' }, unreadTotal: 0 });
  });

  it('a paid message that takes the balance below the auto-recharge threshold recharges from the stored card once', async () => {
    const actor = await env.paidActor();
    const { guest, cookie } = await env.member(0);
    const topUp = await env.request('POST', '/rest/v1/payment/topup', { cookie }, { amountEuros: 25, card: { number: SANDBOX_CARDS.succeeds, expiry: '12/34', cvc: '123' }, idempotencyKey: `auto-${guest.id}` });
    expect(topUp.json()).toMatchObject({ success: true, guestBalance: 100 });
    // Below 100 after one message: 10 EUR (40 coins) come in.
    expect((await env.request('POST', '/rest/v1/payment/autoRecharge/config', { cookie }, { enabled: true, amountEuros: 10, thresholdCoins: 100 })).statusCode).toBe(200);
    const channelId = await env.channel(guest, actor.id, 0);
    expect(await env.send(guest, textMessage(channelId, 'first'), 'cid-auto-1')).toBeNull();
    expect(await env.send(guest, textMessage(channelId, 'first'), 'cid-auto-1')).toBeNull(); // a resend: answered, not charged
    expect(await env.send(guest, textMessage(channelId, 'second'))).toBeNull(); // already below: no second recharge
    expect(await env.balance(guest.id)).toBe(100 - 2 * actor.messagePrice + 40);
    const recharges = await env.db().selectFrom('payments').select(['status', 'coins']).where('guest_id', '=', guest.id).where('source', '=', 'autoRecharge').execute();
    expect(recharges).toEqual([{ status: 'succeeded', coins: 40 }]);
  });

  it('issue 5 §1 "unless a free message remains": a new channel\'s 3 free messages cost nothing and count down, the 4th costs', async () => {
    const actor = await env.paidActor(1);
    const { guest } = await env.member(10);
    const channelId = await env.channel(guest, actor.id);
    expect(await freeLeft(channelId)).toBe(3);
    for (const expected of [2, 1, 0]) {
      expect(await env.send(guest, textMessage(channelId, `free ${expected}`))).toBeNull();
      expect(await freeLeft(channelId)).toBe(expected);
    }
    expect(await env.balance(guest.id)).toBe(10);
    expect(await env.send(guest, textMessage(channelId, 'paid'))).toBeNull();
    expect(await env.balance(guest.id)).toBe(10 - actor.messagePrice);
    expect((await messagesIn(channelId)).map((m) => m.price)).toEqual([0, 0, 0, actor.messagePrice]);
  });

  it('issue 5 §1 "unless messaging is free": an isMessagingFree performer costs nothing and keeps the free messages', async () => {
    const actorId = await env.freeActor();
    const { guest } = await env.member(0);
    const channelId = await env.channel(guest, actorId);
    expect(await env.send(guest, textMessage(channelId, 'hi'))).toBeNull();
    expect(await freeLeft(channelId)).toBe(3);
    expect(await env.balance(guest.id)).toBe(0);
  });

  it('spec 000 §3 voucher type 5 "messages": a messages voucher pays instead of coins and the vouchers event follows', async () => {
    const actor = await env.paidActor();
    const { guest } = await env.member(0);
    await grantVoucher(env.db(), { guestId: guest.id, type: 5, amount: 2, source: 'test' });
    const channelId = await env.channel(guest, actor.id, 0);
    expect(await env.send(guest, textMessage(channelId, 'paid by voucher'))).toBeNull();
    const voucher = await env.db().selectFrom('vouchers').select('amount').where('guest_id', '=', guest.id).executeTakeFirstOrThrow();
    expect(voucher.amount).toBe(1);
    expect(await env.balance(guest.id)).toBe(0);
    expect(env.events(guest.id, 'vouchers')).toHaveLength(1);
  });

  it('issue 5 §1 "a message that could not be paid is not delivered and the guest is told why"', async () => {
    const actor = await env.paidActor();
    const { guest } = await env.member(actor.messagePrice - 1);
    const channelId = await env.channel(guest, actor.id, 0);
    // issue 12 §8: amounts in VXC as the header shows them, and the code and shortfall a client offers a top-up with.
    const refusal = await env.hub().refusalOf(guest, textMessage(channelId, 'no money'));
    expect(refusal).toEqual({
      error: `Not enough VXC: this message costs ${actor.messagePrice}\u00a0VXC, your balance is ${actor.messagePrice - 1}\u00a0VXC.`,
      code: 'NOT_ENOUGH_COINS',
      missingCoins: 1,
    });
    expect(await messagesIn(channelId)).toEqual([]);
    expect(await env.balance(guest.id)).toBe(actor.messagePrice - 1);
    expect(env.events(guest.id, 'messengerMessage')).toEqual([]);
  });

  it('a message resent with the same cid is stored and charged once', async () => {
    const actor = await env.paidActor();
    const { guest } = await env.member(20);
    const channelId = await env.channel(guest, actor.id, 0);
    const cid = `resend-${guest.id}`;
    expect(await env.send(guest, textMessage(channelId, 'once'), cid)).toBeNull();
    expect(await env.send(guest, textMessage(channelId, 'once'), cid)).toBeNull();
    expect(await messagesIn(channelId)).toHaveLength(1);
    expect(await env.balance(guest.id)).toBe(20 - actor.messagePrice);
    expect(await env.ledgerSum(guest.id)).toBe(20 - actor.messagePrice);
  });

  it('issue 5 §1 "gifts are bought or taken from boughtGifts": bought ones first, the rest at the gift price', async () => {
    const actorId = await env.freeActor();
    const { guest } = await env.member(100);
    await env.db().insertInto('bought_gifts').values({ guest_id: guest.id, gift_id: 1, quantity: 1 }).execute();
    const channelId = await env.channel(guest, actorId);
    // Rose (5 coins): one from boughtGifts, two bought now.
    expect(await env.send(guest, giftMessage(channelId, [{ giftId: 1, quantity: 3 }], 'for you'))).toBeNull();
    expect(await env.balance(guest.id)).toBe(100 - 2 * 5);
    const bought = await env.db().selectFrom('bought_gifts').select('quantity').where('guest_id', '=', guest.id).where('gift_id', '=', 1).executeTakeFirstOrThrow();
    expect(bought.quantity).toBe(0);
    expect(await messagesIn(channelId)).toEqual([{ type: 'gift', sender_type: 'guest', text: 'for you', price: 10, gifts: '[{"giftId":1,"quantity":3}]' }]);
    expect(env.events(guest.id, 'giftsUpdate')).toEqual([{ type: 'giftsUpdate', boughtGifts: {} }]);
  });

  it('issue 12 §8 "a gift sent without text is also charged the message price" is fixed: a gift alone pays its gift price only, the ledger agrees', async () => {
    const actor = await env.paidActor();
    const { guest } = await env.member(100);
    const channelId = await env.channel(guest, actor.id, 0);
    // Rose (5 coins), no words: the performer's message price is not charged.
    expect(await env.send(guest, giftMessage(channelId, [{ giftId: 1, quantity: 1 }]))).toBeNull();
    expect(await env.balance(guest.id)).toBe(100 - 5);
    expect(await env.ledgerSum(guest.id)).toBe(100 - 5);
    // With words it is a message too: gift and message price.
    expect(await env.send(guest, giftMessage(channelId, [{ giftId: 1, quantity: 1 }], 'for you'))).toBeNull();
    expect(await env.balance(guest.id)).toBe(100 - 5 - (5 + actor.messagePrice));
    expect(await env.ledgerSum(guest.id)).toBe(await env.balance(guest.id));
    expect((await messagesIn(channelId)).map((m) => m.price)).toEqual([5, 5 + actor.messagePrice]);
  });

  it('a gift without text leaves the free messages and the messages vouchers for the next written message', async () => {
    const actor = await env.paidActor();
    const { guest } = await env.member(20);
    await grantVoucher(env.db(), { guestId: guest.id, type: 5, amount: 1, source: 'test' });
    const channelId = await env.channel(guest, actor.id, 1);
    expect(await env.send(guest, giftMessage(channelId, [{ giftId: 1, quantity: 1 }]))).toBeNull();
    expect(await freeLeft(channelId)).toBe(1);
    const voucher = await env.db().selectFrom('vouchers').select('amount').where('guest_id', '=', guest.id).executeTakeFirstOrThrow();
    expect(voucher.amount).toBe(1);
    expect(await env.balance(guest.id)).toBe(20 - 5);
  });

  it.each([
    ['an inactive gift', [{ giftId: 4, quantity: 1 }], 'includedGifts: no active gift 4'],
    ['an unknown gift', [{ giftId: 999, quantity: 1 }], 'includedGifts: no active gift 999'],
    ['a quantity of 0', [{ giftId: 1, quantity: 0 }], 'includedGifts: quantity of gift 1 must be an integer from 1 to 100, got 0'],
    ['no gift at all', [], 'includedGifts: expected at least one gift in a gift message, got none'],
  ])('refuses %s, naming includedGifts, and writes nothing', async (_name, gifts, expected) => {
    const actorId = await env.freeActor();
    const { guest } = await env.member(100);
    const channelId = await env.channel(guest, actorId);
    expect(await env.send(guest, giftMessage(channelId, gifts))).toBe(expected);
    expect(await messagesIn(channelId)).toEqual([]);
    expect(await env.balance(guest.id)).toBe(100);
  });

  it.each([
    ['an empty text', '   ', `data.text: expected 1 to ${MESSAGE_TEXT_MAX} characters after trimming, got an empty text`],
    ['a text too long', 'x'.repeat(MESSAGE_TEXT_MAX + 1), `data.text: expected at most ${MESSAGE_TEXT_MAX} characters, got ${MESSAGE_TEXT_MAX + 1}`],
  ])('refuses %s naming data.text', async (_name, text, expected) => {
    const { guest } = await env.member(10);
    const channelId = await env.channel(guest, (await env.paidActor()).id);
    expect(await env.send(guest, textMessage(channelId, text))).toBe(expected);
    expect(await messagesIn(channelId)).toEqual([]);
  });

  it('refuses an unknown message type, an unknown channel and someone else\'s channel', async () => {
    const { guest } = await env.member(10);
    const { guest: other } = await env.member(10);
    const channelId = await env.channel(other, (await env.paidActor()).id);
    expect(await env.send(guest, { ...textMessage(channelId, 'x'), messageType: 'system' })).toBe('messageType: expected text, gift, image, got "system"');
    expect(await env.send(guest, textMessage('nope', 'x'))).toBe('channelId: no channel "nope" of this guest');
    expect(await env.send(guest, textMessage(channelId, 'x'))).toBe(`channelId: no channel "${channelId}" of this guest`);
  });

  it('refuses a message to a blocked channel, and an anonymous guest (Login required)', async () => {
    const { guest } = await env.member(10);
    const channelId = await env.channel(guest, (await env.paidActor()).id);
    expect(await env.send(guest, { type: 'blockChannel', channelId, status: true })).toBeNull();
    expect(await env.send(guest, textMessage(channelId, 'hello'))).toBe('You blocked this performer. Unblock them to write again.');
    const { guest: anonymous } = await env.anonymous();
    expect(await env.send(anonymous, textMessage(channelId, 'hello'))).toBe('Login required');
    expect(await messagesIn(channelId)).toEqual([]);
  });
}
