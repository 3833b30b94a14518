/**
 * Persisted notifications (issue 4 §4; spec 000 §4 "each item goes unseen to
 * seen and unread to read, individually or all at once. Server updates add,
 * remove or mark items read").
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NOTIFICATIONS_REQUESTED, type Notification, type NotificationList } from '../../sdk/realtime/protocol';
import type { Database, NotificationsTable } from '../db/schema';
import { navbarMessages } from '../messenger/service';
import type { RealtimeHub } from './hub-contract';

type Db = Kysely<Database>;

export interface NewNotification {
  list: NotificationList;
  type: number;
  title: string;
  text: string;
  actorId?: number | null;
  link?: string | null;
}

/** The wire shape of a stored notification. */
export function toNotification(row: NotificationsTable): Notification {
  return {
    id: row.id, type: row.type, unread: row.unread === 1, unseen: row.unseen === 1, createdAt: row.created_at,
    title: row.title, text: row.text, actorId: row.actor_id, link: row.link,
  };
}

/** Stores a notification for the guest and pushes notificationAdded to every open device. */
export async function createNotification(db: Db, hub: RealtimeHub, guestId: string, input: NewNotification, now = new Date()): Promise<Notification> {
  const row: NotificationsTable = {
    id: randomUUID(), guest_id: guestId, list: input.list, type: input.type, title: input.title, text: input.text,
    actor_id: input.actorId ?? null, link: input.link ?? null, unread: 1, unseen: 1, created_at: now.toISOString(),
  };
  await db.insertInto('notifications').values(row).execute();
  const item = toNotification(row);
  await hub.publishToGuest(guestId, { type: 'notificationAdded', list: input.list, item });
  return item;
}

/** spec 000 §9 "Notifications requested: newest 5": the newest `limit` (1 to 5) of a list, and its unread count. */
export async function listNotifications(db: Db, guestId: string, list: NotificationList, limit: number): Promise<{ items: Notification[]; unreadCount: number }> {
  const newest = Math.max(1, Math.min(NOTIFICATIONS_REQUESTED, Math.floor(limit) || NOTIFICATIONS_REQUESTED));
  const [rows, unread] = await Promise.all([
    db.selectFrom('notifications').selectAll().where('guest_id', '=', guestId).where('list', '=', list)
      // id breaks ties between notifications created in the same millisecond.
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(newest).execute(),
    db.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('guest_id', '=', guestId).where('list', '=', list).where('unread', '=', 1).executeTakeFirst(),
  ]);
  return { items: rows.map(toNotification), unreadCount: Number(unread?.count ?? 0) };
}

/**
 * Clears `unread` or `unseen` on one notification of the guest or on all of
 * them; answers false when the one id is not the guest's.
 */
export async function markNotifications(db: Db, guestId: string, flag: 'unread' | 'unseen', id: string | 'all'): Promise<boolean> {
  let query = db.updateTable('notifications').set({ [flag]: 0 }).where('guest_id', '=', guestId);
  if (id !== 'all') query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  if (id === 'all') return true;
  if (Number(result.numUpdatedRows) === 1) return true;
  // Marking an already-read notification again is fine (a second device did it): only an unknown id fails.
  const exists = await db.selectFrom('notifications').select('id').where('guest_id', '=', guestId).where('id', '=', id).executeTakeFirst();
  return exists !== undefined;
}

/** Registers requestNotifications and markNotificationRead/Seen on the hub. */
export function registerNotificationHandlers(hub: RealtimeHub): void {
  hub.registerClientHandler('requestNotifications', async ({ guest, message, hub: events, db }) => {
    // spec 000 §6: "Login is required for: realtime notifications": an anonymous guest has none (an empty list, not an error).
    const answer = guest.isLoggedIn ? await listNotifications(db, guest.id, message.list, message.limit) : { items: [], unreadCount: 0 };
    await events.publishToGuest(guest.id, { type: 'notifications', list: message.list, ...answer });
    // The navbar shows messenger previews beside its notifications: the newest channels with unread messages.
    if (message.list === 'navbar') {
      await events.publishToGuest(guest.id, { type: 'navbarMessages', items: guest.isLoggedIn ? await navbarMessages(db, guest.id) : [] });
    }
  });
  for (const [type, flag, event] of [
    ['markNotificationRead', 'unread', 'notificationsRead'],
    ['markNotificationSeen', 'unseen', 'notificationsSeen'],
  ] as const) {
    hub.registerClientHandler(type, async ({ guest, message, hub: events, db }) => {
      if (!guest.isLoggedIn) return { error: 'Login required' };
      if (typeof message.id !== 'string' || message.id === '') return { error: `expected id to be a notification id or "all", got ${JSON.stringify(message.id)}` };
      if (!(await markNotifications(db, guest.id, flag, message.id))) return { error: `No notification ${JSON.stringify(message.id)} of this guest` };
      await events.publishToGuest(guest.id, { type: event, ids: message.id === 'all' ? 'all' : [message.id] });
    });
  }
}
