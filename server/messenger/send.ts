/**
 * Sending a guest's message (issue 5 §1): validate, then charge and store in
 * ONE transaction. The charge follows sdk/messenger/pricing.ts: the message by
 * messageCharge (free, a free message, a messages voucher, or coins) unless
 * paysMessagePrice says it pays none (a gift without text), its gifts
 * by giftCharge (boughtGifts first, the rest bought). Coins move through the
 * ledger with the key `messenger:<cid>`, and the message row is unique per
 * (channel, cid): a resent message is answered with the stored one and never
 * charged twice. A message that cannot be paid is not stored.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Language } from '../../sdk/config';
import { giftCharge, GiftChargeError, messageCharge, MESSAGES_VOUCHER_TYPE, paysMessagePrice, type GiftCharge } from '../../sdk/messenger/pricing';
import { GUEST_MESSAGE_TYPES, MESSAGE_TEXT_MAX, type IncludedGift, type MessengerMessage } from '../../sdk/messenger/types';
import type { VoucherType } from '../../sdk/api/guest-types';
import type { AckRefusal } from '../../sdk/realtime/protocol';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../money/db-errors';
import { rechargeAfterSpend } from '../money/auto-recharge';
import { applyMove, InsufficientCoinsError } from '../money/ledger';
import { boughtGifts } from '../money/session-part';
import { isSubscribed } from '../money/subscriptions';
import { spendVoucher, usableVouchers } from '../money/vouchers';
import { moneyChanged, type Change, type MoneyChange } from '../changes';
import type { PaymentProvider } from '../money/payment-provider';
import { giftCatalog } from './gifts';
import { performerMessengerTerms } from './performer-prices';
import { channelRowById, messageById, type ChannelRow } from './repository';
import { CHANNEL_BLOCKED, messageSubject, notEnoughCoinsForMessage, VIP_GIFT } from './texts';

export interface SendRequest {
  guestId: string;
  language: Language;
  /** The realtime client id: the idempotency of the message. */
  cid: string;
  channelId: unknown;
  messageType: unknown;
  data: unknown;
  includedGifts: unknown;
}

/** A stored message with the money changes to publish after the commit, or a refusal (nothing written). */
export type SendOutcome =
  | { ok: true; message: MessengerMessage; replayed: boolean; changes: Change[] }
  | ({ ok: false } & AckRefusal);

interface Checked {
  channel: ChannelRow;
  type: 'text' | 'gift' | 'image';
  text: string;
  gifts: IncludedGift[];
  imageId: string | null;
  gift: GiftCharge;
  giftNames: string[];
}

/** Refused before any write: the message names the field. */
class Refusal extends Error {}

function parseGifts(value: unknown): IncludedGift[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Refusal(`includedGifts: expected an array of { giftId, quantity }, got ${JSON.stringify(value)}`);
  return value.map((item: unknown, index) => {
    const { giftId, quantity } = (item ?? {}) as { giftId?: unknown; quantity?: unknown };
    if (typeof giftId !== 'number' || !Number.isInteger(giftId) || giftId < 1) throw new Refusal(`includedGifts[${index}].giftId: expected a positive integer, got ${JSON.stringify(giftId)}`);
    if (typeof quantity !== 'number') throw new Refusal(`includedGifts[${index}].quantity: expected an integer from 1 to 100, got ${JSON.stringify(quantity)}`);
    return { giftId, quantity };
  });
}

async function check(db: Kysely<Database>, request: SendRequest): Promise<Checked> {
  const { messageType } = request;
  if (typeof messageType !== 'string' || !GUEST_MESSAGE_TYPES.includes(messageType as never)) {
    throw new Refusal(`messageType: expected ${GUEST_MESSAGE_TYPES.join(', ')}, got ${JSON.stringify(messageType)}`);
  }
  const type = messageType as Checked['type'];
  if (typeof request.channelId !== 'string' || request.channelId === '') throw new Refusal(`channelId: expected a channel id, got ${JSON.stringify(request.channelId)}`);
  const data = (request.data ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data)) throw new Refusal(`data: expected an object, got ${JSON.stringify(request.data)}`);
  if (data.text !== undefined && typeof data.text !== 'string') throw new Refusal(`data.text: expected a string, got ${JSON.stringify(data.text)}`);
  const text = typeof data.text === 'string' ? data.text.trim() : '';
  if (text.length > MESSAGE_TEXT_MAX) throw new Refusal(`data.text: expected at most ${MESSAGE_TEXT_MAX} characters, got ${text.length}`);
  if (type === 'text' && text.length === 0) throw new Refusal(`data.text: expected 1 to ${MESSAGE_TEXT_MAX} characters after trimming, got an empty text`);
  const gifts = parseGifts(request.includedGifts);
  if (type === 'gift' && gifts.length === 0) throw new Refusal('includedGifts: expected at least one gift in a gift message, got none');
  if (type !== 'gift' && gifts.length > 0) throw new Refusal(`includedGifts: only a gift message carries gifts, got ${gifts.length} in a ${type} message`);
  const imageId = type === 'image' ? data.imageId : null;
  if (type === 'image' && (typeof imageId !== 'string' || imageId === '')) throw new Refusal(`data.imageId: expected the id of an uploaded image, got ${JSON.stringify(imageId)}`);

  const channel = await channelRowById(db, request.guestId, request.channelId);
  if (!channel) throw new Refusal(`channelId: no channel ${JSON.stringify(request.channelId)} of this guest`);
  if (channel.blocked === 1) throw new Refusal(CHANNEL_BLOCKED[request.language]);
  if (typeof imageId === 'string') {
    const image = await db.selectFrom('message_images').select(['id', 'channel_id']).where('id', '=', imageId).where('guest_id', '=', request.guestId).executeTakeFirst();
    if (!image || (image.channel_id !== null && image.channel_id !== channel.id)) throw new Refusal(`data.imageId: no uploaded image ${JSON.stringify(imageId)} of this guest`);
  }
  const catalog = gifts.length > 0 ? await giftCatalog(db) : [];
  let gift: GiftCharge = { lines: [], coins: 0 };
  try {
    gift = giftCharge(catalog, await boughtGifts(db, request.guestId), gifts);
  } catch (error) {
    if (error instanceof GiftChargeError) throw new Refusal(error.message);
    throw error;
  }
  const vipBought = gift.lines.some((line) => line.bought > 0 && catalog.find((g) => g.id === line.giftId)?.vip);
  if (vipBought && !(await isSubscribed(db, request.guestId, 'vip'))) throw new Refusal(VIP_GIFT[request.language]);
  const giftNames = gifts.map(({ giftId, quantity }) => `${catalog.find((g) => g.id === giftId)?.translations.find((t) => t.language === request.language)?.value ?? giftId} ×${quantity}`);
  return { channel, type, text, gifts, imageId: typeof imageId === 'string' ? imageId : null, gift, giftNames };
}

async function existingMessage(db: Kysely<Database>, channelId: string, cid: string): Promise<MessengerMessage | undefined> {
  const row = await db.selectFrom('messages').select('id').where('channel_id', '=', channelId).where('cid', '=', cid).executeTakeFirst();
  return row ? messageById(db, row.id) : undefined;
}

/** Pays the message itself: free, a free message (conditional decrement), a voucher, or coins (returned to add to the ledger move). */
async function payMessage(trx: Transaction<Database>, guestId: string, channel: ChannelRow, changes: Set<MoneyChange>): Promise<number> {
  const terms = performerMessengerTerms({ id: channel.actor_id, prices: channel.prices, features: channel.features, is_online: channel.is_online });
  const row = await trx.selectFrom('channels').select('free_messages_amount').where('id', '=', channel.id).executeTakeFirstOrThrow();
  const vouchers = await usableVouchers(trx, guestId);
  const charge = messageCharge({ ...terms, actorId: channel.actor_id, freeMessagesAmount: row.free_messages_amount }, vouchers);
  if (charge.kind === 'free') return 0;
  if (charge.kind === 'freeMessage') {
    const used = await trx.updateTable('channels').set({ free_messages_amount: sql`free_messages_amount - 1` })
      .where('id', '=', channel.id).where('free_messages_amount', '>', 0).executeTakeFirst();
    // Lost the last free message to a concurrent send: pay as if there had been none.
    if (Number(used.numUpdatedRows) === 1) return 0;
  }
  if (charge.kind === 'voucher' || charge.kind === 'freeMessage') {
    if ((await spendVoucher(trx, guestId, MESSAGES_VOUCHER_TYPE as VoucherType, channel.actor_id, 1)) !== null) {
      changes.add('vouchers');
      return 0;
    }
  }
  return terms.messagePrice;
}

/** What store() wrote: the message, the money changes to announce, and the coins charged with the balance they left. */
interface Stored { messageId: string; changes: MoneyChange[]; coins: number; balanceAfter: number }

async function store(trx: Transaction<Database>, request: SendRequest, checked: Checked, now: Date): Promise<Stored> {
  const { channel, gift } = checked;
  if (checked.imageId) {
    // The upload may have been replaced by newer ones or swept as an orphan since check() saw it (sdk/quotas).
    const attached = await trx.updateTable('message_images').set({ channel_id: channel.id })
      .where('id', '=', checked.imageId).where('guest_id', '=', request.guestId)
      .where((eb) => eb.or([eb('channel_id', 'is', null), eb('channel_id', '=', channel.id)])).executeTakeFirst();
    if (Number(attached.numUpdatedRows) !== 1) throw new Refusal(`data.imageId: no uploaded image ${JSON.stringify(checked.imageId)} of this guest`);
  }
  const changes = new Set<MoneyChange>();
  // A gift without words pays its gifts only: no message price, no free message, no voucher used.
  let coins = paysMessagePrice(checked.type, checked.text) ? await payMessage(trx, request.guestId, channel, changes) : 0;
  for (const line of gift.lines) {
    if (line.fromBought === 0) continue;
    const taken = await trx.updateTable('bought_gifts').set({ quantity: sql`quantity - ${line.fromBought}` })
      .where('guest_id', '=', request.guestId).where('gift_id', '=', line.giftId).where('quantity', '>=', line.fromBought).executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new Refusal(`includedGifts: your bought gift ${line.giftId} was used meanwhile; please send again`);
    changes.add('gifts');
  }
  coins += gift.coins;
  let balanceAfter = 0;
  if (coins > 0) {
    ({ balance: balanceAfter } = await applyMove(trx, { guestId: request.guestId, amount: coins, reason: 'messenger:message', reference: `channel:${channel.id}`, idempotencyKey: `messenger:${request.cid}` }, 'charge'));
    changes.add('balance').add('loyaltyPoints');
  }
  const messageId = randomUUID();
  const createdAt = now.toISOString();
  await trx.insertInto('messages').values({
    id: messageId, channel_id: channel.id, type: checked.type, sender_type: 'guest', text: checked.text, gifts: JSON.stringify(checked.gifts),
    image_id: checked.imageId, price: coins, cid: request.cid, created_at: createdAt,
  }).execute();
  await trx.updateTable('channels').set({
    last_message_at: createdAt, last_message_id: messageId, subject: messageSubject(request.language, checked.type, checked.text, checked.giftNames),
  }).where('id', '=', channel.id).execute();
  return { messageId, changes: [...changes], coins, balanceAfter };
}

/**
 * Sends a guest's message: refused (nothing written) or stored and paid; a
 * repeated cid answers the stored message. A paid message below the guest's
 * threshold recharges through `payments` after the commit.
 */
export async function sendGuestMessage(db: Kysely<Database>, payments: PaymentProvider | null, request: SendRequest, now = new Date()): Promise<SendOutcome> {
  let checked: Checked;
  try {
    checked = await check(db, request);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
  const replay = async (): Promise<SendOutcome | null> => {
    const message = await existingMessage(db, checked.channel.id, request.cid);
    return message ? { ok: true, message, replayed: true, changes: [] } : null;
  };
  const previous = await replay();
  if (previous) return previous;
  try {
    const { messageId, changes, coins, balanceAfter } = await db.transaction().execute((trx) => store(trx, request, checked, now));
    const recharge = payments
      ? await rechargeAfterSpend(db, payments, { guestId: request.guestId, coins, balanceAfter, key: `messenger:${request.cid}`, language: request.language })
      : null;
    return { ok: true, message: (await messageById(db, messageId))!, replayed: false, changes: [...moneyChanged(request.guestId, changes), ...(recharge?.changes ?? [])] };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    if (error instanceof InsufficientCoinsError) {
      // The code and the shortfall let the client offer a top-up that covers this message (issue 12 §8).
      return { ok: false, error: notEnoughCoinsForMessage(request.language, error.amount, error.balance), code: 'NOT_ENOUGH_COINS', missingCoins: error.amount - error.balance };
    }
    if (isUniqueViolation(error)) {
      // A concurrent twin with the same cid committed first.
      const winner = await replay();
      if (winner) return winner;
    }
    throw error;
  }
}
