/**
 * Actor online/offline (issue 4 §5, §7): the performers row flips, the fans
 * (guests who pinned the actor) hear actorOnline/actorOffline, and on coming
 * online each fan gets a floating notification "X is online now".
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { NotificationsTable } from '../db/schema';
import { publishLiveState } from '../live/state';
import { performerMessengerTerms, performerOffersFreeChat } from '../messenger/performer-prices';
import { recordOnlineChange } from '../heat-map/repository';
import { fansOf } from './favourites';
import type { RealtimeHub } from './hub-contract';
import { toNotification } from './notifications';
import { ACTOR_ONLINE_TEXT, guestLanguage } from './texts';

/** Notification type of "a pinned actor is online now" (spec silent on type numbers; 1 is not a hidden mobile type). */
export const ACTOR_ONLINE_NOTIFICATION_TYPE = 1;
/** Rows per insert, well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 500;

/**
 * Sets the actor's online flag; when it really changed, fans out the event
 * (and the notifications on coming online). Returns whether it changed, so
 * a repeated "online" sends nothing twice.
 */
export async function setActorOnline(context: AppContext, hub: RealtimeHub, actorId: number, online: boolean, now = new Date()): Promise<boolean> {
  const { db } = context.database;
  const flag = online ? 1 : 0;
  const result = await db.updateTable('performers').set({ is_online: flag }).where('id', '=', actorId).where('is_online', '!=', flag).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // issue 15 §8: the heat map of online hours reads these periods.
  await recordOnlineChange(db, actorId, online, now);
  const performer = await db.selectFrom('performers').select(['id', 'prices', 'features', 'is_online']).where('id', '=', actorId).executeTakeFirst();
  const terms = performer ? performerMessengerTerms(performer) : null;
  // spec 000 §4 "actor online/offline updates the channel's state and prices".
  const prices = terms ? { messagePrice: terms.messagePrice, multiChatPrice: terms.multiChatPrice } : {};
  await hub.publishToActorFans(actorId, online ? { type: 'actorOnline', actorId, ...prices } : { type: 'actorOffline', actorId, ...prices });
  // A performer offering free chat runs a free show while online (server/messenger/performer-prices.ts): tell the channels.
  if (performer && performerOffersFreeChat(performer.features)) {
    await hub.publishToActorFans(actorId, online ? { type: 'freeShowStart', actorId } : { type: 'freeShowStop', actorId });
  }
  if (online) await notifyFansOnline(context, hub, actorId, now);
  // issue 14 item 1: the live stream starts and stops with the performer (server/live/state.ts).
  await publishLiveState(context, hub, actorId);
  return true;
}

/**
 * Every fan gets the in-app notification (decision: all fans, not only those
 * with e-mail/SMS notify on; those flags choose extra channels, which have no
 * sender yet).
 */
async function notifyFansOnline(context: AppContext, hub: RealtimeHub, actorId: number, now: Date): Promise<void> {
  const { db } = context.database;
  const fans = await fansOf(db, actorId);
  if (fans.length === 0) return;
  const actor = await db.selectFrom('performers').select(['name', 'name_lower']).where('id', '=', actorId).executeTakeFirst();
  const name = actor?.name ?? `#${actorId}`;
  // spec 000 §2 route table: "Performer profile /en/amateur/{actorName}/".
  const profilePath = (language: string) => `/${language}/amateur/${encodeURIComponent(actor?.name_lower ?? String(actorId))}/`;
  for (let start = 0; start < fans.length; start += INSERT_CHUNK) {
    const chunk = fans.slice(start, start + INSERT_CHUNK);
    const guests = await db.selectFrom('guests').select(['id', 'preferences']).where('id', 'in', chunk).execute();
    const rows: NotificationsTable[] = guests.map((guest) => {
      const language = guestLanguage(guest.preferences);
      return {
        id: randomUUID(), guest_id: guest.id, list: 'floating', type: ACTOR_ONLINE_NOTIFICATION_TYPE, title: name,
        text: `${name} ${ACTOR_ONLINE_TEXT[language]}`, actor_id: actorId, link: profilePath(language),
        unread: 1, unseen: 1, created_at: now.toISOString(),
      };
    });
    if (rows.length === 0) continue;
    await db.insertInto('notifications').values(rows).execute();
    for (const row of rows) {
      await hub.publishToGuest(row.guest_id, { type: 'notificationAdded', list: 'floating', item: toNotification(row) });
    }
  }
}
