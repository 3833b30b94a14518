/**
 * Channel and message queries (issue 5 §1). A channel's unread count is the
 * number of actor and system messages newer than its last_viewed_at, counted
 * by a correlated subquery on the (channel_id, created_at) index.
 */
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { ChannelFilter, IncludedGift, MessageType, MessengerChannel, MessengerMessage, SenderType } from '../../sdk/messenger/types';
import type { NavbarMessage } from '../../sdk/realtime/protocol';
import type { Database } from '../db/schema';
import { imagePath } from '../images/paths';
import { performerMessengerTerms } from './performer-prices';

export type Db = Kysely<Database> | Transaction<Database>;

const UNREAD_COUNT = sql<number | string>`(select count(*) from messages m where m.channel_id = channels.id and m.sender_type <> 'guest' and (channels.last_viewed_at is null or m.created_at > channels.last_viewed_at))`;
/** spec 000 §6: a performer that bans the guest's country does not exist for the guest, nor does its channel. */
const PERFORMER_ALLOWS_GUEST = sql<SqlBool>`not exists (select 1 from performer_banned_countries ban where ban.performer_id = channels.actor_id and ban.country_code = (select g.country from guests g where g.id = channels.guest_id))`;
const IS_FAVOURITE = sql<number | string>`(select count(*) from favourites f where f.guest_id = channels.guest_id and f.kind = 'actor' and f.item_id = channels.actor_id)`;

/** The URL an uploaded message image is served at (to its owner only). */
export const messageImageUrl = (imageId: string) => `/rest/v1/messenger/image/${imageId}`;
/** The square avatar a channel row shows. */
export const actorPicture = (actorId: number) => imagePath('performer', actorId, 'w160');

function joined(db: Db, guestId: string) {
  return db.selectFrom('channels').innerJoin('performers', 'performers.id', 'channels.actor_id').where('channels.guest_id', '=', guestId).where(PERFORMER_ALLOWS_GUEST);
}

function withColumns(query: ReturnType<typeof joined>) {
  return query
    .selectAll('channels')
    .select(['performers.name as actor_name', 'performers.age as actor_age', 'performers.is_online', 'performers.prices', 'performers.features'])
    .select([UNREAD_COUNT.as('unread_count'), IS_FAVOURITE.as('favourite')]);
}

export type ChannelRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** The wire channel of a row. */
export function toChannel(row: ChannelRow): MessengerChannel {
  const unreadCount = Number(row.unread_count);
  return {
    id: row.id,
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorPicture: actorPicture(row.actor_id),
    unread: unreadCount > 0,
    unreadCount,
    archived: row.archived === 1,
    blocked: row.blocked === 1,
    isActorOnline: row.is_online === 1,
    messageTimestamp: row.last_message_at,
    lastViewedTimestamp: row.last_viewed_at,
    lastMessageId: row.last_message_id,
    subject: row.subject,
    freeMessagesAmount: row.free_messages_amount,
    isFavourite: Number(row.favourite) > 0,
    ...performerMessengerTerms({ id: row.actor_id, prices: row.prices, features: row.features, is_online: row.is_online }),
  };
}

/** spec 000 §3 "Navbar message" of a channel row. */
export function toNavbarMessage(row: ChannelRow): NavbarMessage {
  const unreadCount = Number(row.unread_count);
  return {
    lastMessageId: row.last_message_id ?? '', isOnline: row.is_online === 1, unread: unreadCount > 0, unreadCount,
    channelId: row.id, actorId: row.actor_id, picture: actorPicture(row.actor_id), actorName: row.actor_name,
    age: row.actor_age, sentAt: row.last_message_at ?? row.created_at, subject: row.subject,
  };
}

/** One channel of the guest by id, or undefined. */
export function channelRowById(db: Db, guestId: string, channelId: string): Promise<ChannelRow | undefined> {
  return withColumns(joined(db, guestId)).where('channels.id', '=', channelId).executeTakeFirst();
}

/** The guest's channel with the actor, or undefined. */
export function channelRowByActor(db: Db, guestId: string, actorId: number): Promise<ChannelRow | undefined> {
  return withColumns(joined(db, guestId)).where('channels.actor_id', '=', actorId).executeTakeFirst();
}

/** Which channels a list shows. `blocked` null = every channel (the query service's channelList without a filter). */
export type ChannelSelection = { filter: ChannelFilter; onlineOnly: boolean } | { blocked: boolean | null };

/** spec 000 §4: "the online-only toggle applies except in archived and unread modes". */
export function onlineOnlyApplies(filter: ChannelFilter): boolean {
  return filter === 'newest' || filter === 'blocked';
}

function selected(db: Db, guestId: string, selection: ChannelSelection) {
  let query = joined(db, guestId);
  if ('blocked' in selection) {
    return selection.blocked === null ? query : query.where('channels.blocked', '=', selection.blocked ? 1 : 0);
  }
  const { filter, onlineOnly } = selection;
  query = query.where('channels.blocked', '=', filter === 'blocked' ? 1 : 0);
  if (filter === 'newest') query = query.where('channels.archived', '=', 0);
  if (filter === 'archived') query = query.where('channels.archived', '=', 1);
  if (filter === 'unread') query = query.where(sql<SqlBool>`${UNREAD_COUNT} > 0`);
  if (onlineOnly && onlineOnlyApplies(filter)) query = query.where('performers.is_online', '=', 1);
  return query;
}

/** One page of channels, newest message first (a channel without messages by its creation time), and the total. */
export async function channelRows(db: Db, guestId: string, selection: ChannelSelection, offset: number, limit: number): Promise<{ rows: ChannelRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    withColumns(selected(db, guestId, selection))
      .orderBy(sql`coalesce(channels.last_message_at, channels.created_at)`, 'desc').orderBy('channels.id')
      .offset(offset).limit(limit).execute(),
    selected(db, guestId, selection).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Unread messages over every channel of the guest that is not blocked (nor with a performer banning the guest's country). */
export async function unreadTotal(db: Db, guestId: string): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('channels', 'channels.id', 'm.channel_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('channels.guest_id', '=', guestId)
    .where('channels.blocked', '=', 0)
    .where(PERFORMER_ALLOWS_GUEST)
    .where('m.sender_type', '<>', 'guest')
    .where((eb) => eb.or([eb('channels.last_viewed_at', 'is', null), eb('m.created_at', '>', eb.ref('channels.last_viewed_at'))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function messagesOf(db: Db, channelId: string) {
  return db.selectFrom('messages').leftJoin('message_images', 'message_images.id', 'messages.image_id').where('messages.channel_id', '=', channelId);
}

/** One page of a channel's messages by createdAt, optionally of one type, and the total of that type. */
export async function messageRows(db: Db, channelId: string, page: { offset: number; limit: number; type: MessageType | null; order: 'asc' | 'desc' }): Promise<{ messages: MessengerMessage[]; total: number }> {
  let query = messagesOf(db, channelId);
  if (page.type !== null) query = query.where('messages.type', '=', page.type);
  const [rows, count] = await Promise.all([
    query.selectAll('messages').select(['message_images.width', 'message_images.height'])
      .orderBy('messages.created_at', page.order).orderBy('messages.id', page.order).offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { messages: rows.map(toMessage), total: Number(count.n) };
}

/** One message by id (with its image's size). */
export async function messageById(db: Db, messageId: string): Promise<MessengerMessage | undefined> {
  const row = await db.selectFrom('messages').leftJoin('message_images', 'message_images.id', 'messages.image_id')
    .selectAll('messages').select(['message_images.width', 'message_images.height']).where('messages.id', '=', messageId).executeTakeFirst();
  return row ? toMessage(row) : undefined;
}

interface MessageRow {
  id: string; channel_id: string; type: string; sender_type: string; text: string; gifts: string;
  image_id: string | null; price: number; created_at: string; width: number | null; height: number | null;
}

/** The wire message of a row. */
export function toMessage(row: MessageRow): MessengerMessage {
  return {
    id: row.id,
    channelId: row.channel_id,
    type: row.type as MessageType,
    senderType: row.sender_type as SenderType,
    text: row.text,
    gifts: JSON.parse(row.gifts) as IncludedGift[],
    image: row.image_id ? { id: row.image_id, url: messageImageUrl(row.image_id), width: row.width ?? 0, height: row.height ?? 0 } : null,
    price: row.price,
    createdAt: row.created_at,
  };
}
