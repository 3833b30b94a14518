/**
 * The messenger's channel operations (issue 5 §1): touch, lists, a message
 * page, mark read, all seen, archive and block. Sending lives in send.ts.
 */
import { randomUUID } from 'node:crypto';
import { CHANNEL_PAGE_SIZE, MESSAGE_TYPES, type ChannelFilter, type ChannelPage, type MessagePage, type MessageType, type MessengerChannel } from '../../sdk/messenger/types';
import { NAVBAR_MESSAGES_MAX, type NavbarMessage } from '../../sdk/realtime/protocol';
import { isUniqueViolation } from '../money/db-errors';
import { guestCountryNotBannedBy, notBannedForGuest } from '../repositories/bans';
import {
  channelRowByActor, channelRowById, channelRows, messageRows, toChannel, toNavbarMessage, unreadTotal,
  type ChannelRow, type ChannelSelection, type Db,
} from './repository';

/** A new channel's free messages (decision: spec silent; three lets a guest say hello before paying). */
export const FREE_MESSAGES_PER_CHANNEL = 3;

/** Input a caller got wrong: the message names the field. */
export class MessengerInputError extends Error {
  override name = 'MessengerInputError';
  constructor(message: string, readonly field: string) {
    super(message);
  }
}

/** The guest's channel with the actor, created if none ("touch"); null when the performer does not exist. */
export async function touchChannel(db: Db, guestId: string, actorId: number, now = new Date()): Promise<ChannelRow | null> {
  const existing = await channelRowByActor(db, guestId, actorId);
  if (existing) return existing;
  // A performer that bans the guest's country does not exist for the guest (spec 000 §6): no channel is made.
  const performer = await db.selectFrom('performers').select('id').where('id', '=', actorId).where(notBannedForGuest(guestId)).executeTakeFirst();
  if (!performer) return null;
  try {
    await db.insertInto('channels').values({
      id: randomUUID(), guest_id: guestId, actor_id: actorId, archived: 0, blocked: 0, free_messages_amount: FREE_MESSAGES_PER_CHANNEL,
      last_viewed_at: null, last_message_at: null, last_message_id: null, subject: '', created_at: now.toISOString(),
    }).execute();
  } catch (error) {
    // Another device touched the same channel a moment earlier: use that one.
    if (!isUniqueViolation(error)) throw error;
  }
  return (await channelRowByActor(db, guestId, actorId)) ?? null;
}

/** One of the guest's channels as the wire shape, or null when it is not the guest's. */
export async function findChannel(db: Db, guestId: string, channelId: string): Promise<MessengerChannel | null> {
  const row = await channelRowById(db, guestId, channelId);
  return row ? toChannel(row) : null;
}

/** Checks paging input: offset >= 0, limit 1..500 (spec 000 §5 "The channel query is limited to 500 channels"). */
export function channelPaging(offset: unknown, limit: unknown, fields = { offset: 'offset', limit: 'limit' }): { offset: number; limit: number } {
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw new MessengerInputError(`expected ${fields.offset} to be an integer >= 0, got ${JSON.stringify(offset)}`, fields.offset);
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > CHANNEL_PAGE_SIZE) {
    throw new MessengerInputError(`expected ${fields.limit} to be an integer from 1 to ${CHANNEL_PAGE_SIZE}, got ${JSON.stringify(limit)}`, fields.limit);
  }
  return { offset, limit };
}

/** A page of the channel list for a filter (spec 000 §4 filter modes), with the guest's unread total. */
export async function channelPage(db: Db, guestId: string, filter: ChannelFilter, onlineOnly: boolean, offset = 0, limit = CHANNEL_PAGE_SIZE): Promise<ChannelPage> {
  channelPaging(offset, limit);
  const [{ rows, total }, unread] = await Promise.all([channelRows(db, guestId, { filter, onlineOnly }, offset, limit), unreadTotal(db, guestId)]);
  return { filter, onlineOnly, offset, total, channels: rows.map(toChannel), unreadTotal: unread };
}

/** The query service's channel list (spec 000 §7 "channel list (first 500, offset, blocked filter)"). */
export async function channelList(db: Db, guestId: string, first: number, offset: number, blocked: boolean | null): Promise<{ total: number; unreadTotal: number; channels: MessengerChannel[] }> {
  channelPaging(offset, first, { offset: 'offset', limit: 'first' });
  const selection: ChannelSelection = { blocked };
  const [{ rows, total }, unread] = await Promise.all([channelRows(db, guestId, selection, offset, first), unreadTotal(db, guestId)]);
  return { total, unreadTotal: unread, channels: rows.map(toChannel) };
}

/** spec 000 §7 "message content (first, offset, filter, order)"; null when the channel is not the guest's. */
export async function messagePage(
  db: Db, guestId: string, channelId: string, args: { first: number; offset: number; filter: string | null; order: string },
): Promise<MessagePage | null> {
  if (!Number.isInteger(args.first) || args.first < 1 || args.first > 500) throw new MessengerInputError(`expected first to be an integer from 1 to 500, got ${args.first}`, 'first');
  if (!Number.isInteger(args.offset) || args.offset < 0) throw new MessengerInputError(`expected offset to be an integer >= 0, got ${args.offset}`, 'offset');
  if (args.filter !== null && !MESSAGE_TYPES.includes(args.filter as MessageType)) {
    throw new MessengerInputError(`expected filter to be a message type (${MESSAGE_TYPES.join(', ')}) or null, got ${JSON.stringify(args.filter)}`, 'filter');
  }
  if (args.order !== 'asc' && args.order !== 'desc') throw new MessengerInputError(`expected order "asc" or "desc", got ${JSON.stringify(args.order)}`, 'order');
  const channel = await channelRowById(db, guestId, channelId);
  if (!channel) return null;
  const { messages, total } = await messageRows(db, channelId, { offset: args.offset, limit: args.first, type: args.filter as MessageType | null, order: args.order });
  return { channelId, total, offset: args.offset, messages };
}

/** Marks the channel read now; null when it is not the guest's. */
export async function markChannelRead(db: Db, guestId: string, channelId: string, now = new Date()): Promise<ChannelRow | null> {
  const result = await db.updateTable('channels').set({ last_viewed_at: now.toISOString() }).where('id', '=', channelId).where('guest_id', '=', guestId).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return (await channelRowById(db, guestId, channelId)) ?? null;
}

/** spec 000 §4 "all-seen clears unread": every channel of the guest is viewed now. */
export async function setAllChannelsSeen(db: Db, guestId: string, now = new Date()): Promise<void> {
  await db.updateTable('channels').set({ last_viewed_at: now.toISOString() }).where('guest_id', '=', guestId).execute();
}

/** Archives / unarchives (flag 'archived') or blocks / unblocks ('blocked'); null when the channel is not the guest's. */
export async function setChannelFlag(db: Db, guestId: string, channelId: string, flag: 'archived' | 'blocked', on: boolean): Promise<ChannelRow | null> {
  const result = await db.updateTable('channels').set({ [flag]: on ? 1 : 0 }).where('id', '=', channelId).where('guest_id', '=', guestId).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return (await channelRowById(db, guestId, channelId)) ?? null;
}

/** The navbar preview: the guest's newest channels with unread messages (at most 5, not blocked). */
export async function navbarMessages(db: Db, guestId: string): Promise<NavbarMessage[]> {
  const { rows } = await channelRows(db, guestId, { filter: 'unread', onlineOnly: false }, 0, NAVBAR_MESSAGES_MAX);
  return rows.map(toNavbarMessage);
}

/** Guests with a channel to the actor that they did not block, outside the countries it bans: they hear its online state and prices. */
export async function guestsWithChannel(db: Db, actorId: number): Promise<string[]> {
  const rows = await db.selectFrom('channels').innerJoin('guests', 'guests.id', 'channels.guest_id').select('channels.guest_id')
    .where('channels.actor_id', '=', actorId).where('channels.blocked', '=', 0).where(guestCountryNotBannedBy(actorId)).execute();
  return rows.map((row) => row.guest_id);
}

export { unreadTotal, toChannel, toNavbarMessage };
