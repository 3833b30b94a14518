/**
 * What the messenger publishes (issue 5 §1): a message with its channel and
 * the guest's unread total, a changed channel, and the navbar preview entry.
 * Callers publish after their writes committed.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../sdk/config';
import type { MessengerMessage } from '../../sdk/messenger/types';
import type { Database } from '../db/schema';
import type { ChannelRow } from '../messenger/repository';
import { toChannel, toNavbarMessage, unreadTotal } from '../messenger/service';
import type { RealtimeHub } from './hub-contract';
import { guestLanguage } from './texts';

/** messengerMessage to every device of the guest; an actor message that leaves the channel unread also updates the navbar preview. */
export async function publishMessengerMessage(hub: RealtimeHub, db: Kysely<Database>, guestId: string, message: MessengerMessage, channel: ChannelRow): Promise<void> {
  const total = await unreadTotal(db, guestId);
  await hub.publishToGuest(guestId, { type: 'messengerMessage', message, channel: toChannel(channel), unreadTotal: total });
  if (message.senderType !== 'guest' && Number(channel.unread_count) > 0) {
    await hub.publishToGuest(guestId, { type: 'navbarMessage', item: toNavbarMessage(channel) });
  }
}

/** messengerChannel (the channel as it is now, with the guest's unread total). */
export async function publishMessengerChannel(hub: RealtimeHub, db: Kysely<Database>, guestId: string, channel: ChannelRow): Promise<void> {
  await hub.publishToGuest(guestId, { type: 'messengerChannel', channel: toChannel(channel), unreadTotal: await unreadTotal(db, guestId) });
}

/** The language a guest reads server-made messenger text in (saved preference, else English). */
export async function languageOfGuest(db: Kysely<Database>, guestId: string): Promise<Language> {
  const row = await db.selectFrom('guests').select('preferences').where('id', '=', guestId).executeTakeFirst();
  return guestLanguage(row?.preferences ?? '{}');
}
