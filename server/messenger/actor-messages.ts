/** Messages written by a performer (the demo simulator today): stored as senderType actor, making the channel unread. */
import { randomUUID } from 'node:crypto';
import type { MessengerMessage } from '../../sdk/messenger/types';
import { channelRowById, messageById, type ChannelRow, type Db } from './repository';

/** Stores a plain-text actor message in the guest's channel; returns it and the channel as it is now, or null for an unknown or blocked channel. */
export async function storeActorMessage(db: Db, guestId: string, channelId: string, text: string, now = new Date()): Promise<{ message: MessengerMessage; channel: ChannelRow } | null> {
  const channel = await channelRowById(db, guestId, channelId);
  // A blocked performer cannot reach the guest.
  if (!channel || channel.blocked === 1) return null;
  const id = randomUUID();
  const createdAt = now.toISOString();
  await db.insertInto('messages').values({
    id, channel_id: channelId, type: 'text', sender_type: 'actor', text, gifts: '[]', image_id: null, price: 0, cid: null, created_at: createdAt,
  }).execute();
  await db.updateTable('channels').set({ last_message_at: createdAt, last_message_id: id, subject: text.length > 120 ? `${text.slice(0, 119)}…` : text })
    .where('id', '=', channelId).execute();
  const [message, updated] = await Promise.all([messageById(db, id), channelRowById(db, guestId, channelId)]);
  return { message: message!, channel: updated! };
}
