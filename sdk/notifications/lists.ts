/**
 * The navbar and floating notification lists (spec 000 §4 "Notifications"):
 * pure transitions for what the server pushes and what the guest does.
 */
import {
  HIDDEN_MOBILE_NOTIFICATION_TYPES,
  NOTIFICATIONS_REQUESTED,
  type ClientMessage,
  type Notification,
  type NotificationList,
  type ServerEvent,
} from '../realtime/protocol';

/** One list: the newest items first and the server's count of unread ones (which may exceed the items shown). */
export interface NotificationListState {
  items: Notification[];
  unreadCount: number;
  loaded: boolean;
}
export type NotificationsState = Record<NotificationList, NotificationListState>;

export const EMPTY_NOTIFICATIONS: NotificationsState = {
  navbar: { items: [], unreadCount: 0, loaded: false },
  floating: { items: [], unreadCount: 0, loaded: false },
};
const LISTS: readonly NotificationList[] = ['navbar', 'floating'];

/** spec 000 §7: "request navbar and floating notifications (newest 5)". */
export function requestNotificationsMessages(): ClientMessage[] {
  return LISTS.map((list) => ({ type: 'requestNotifications', list, limit: NOTIFICATIONS_REQUESTED }));
}

/** spec 000 §9: "hidden mobile notification types 6, 7, 13, 14, 15, 22" are not shown on the mobile platform. */
export function isVisibleNotification(item: Notification, isMobile: boolean): boolean {
  return !isMobile || !HIDDEN_MOBILE_NOTIFICATION_TYPES.includes(item.type);
}

const newestFirst = (a: Notification, b: Notification) => b.createdAt.localeCompare(a.createdAt);

/** Marks the matching items of every list read or seen; the unread count drops by the items that changed. */
function markItems(state: NotificationsState, ids: readonly string[] | 'all', field: 'unread' | 'unseen'): NotificationsState {
  const matches = (item: Notification) => item[field] && (ids === 'all' || ids.includes(item.id));
  let next = state;
  for (const list of LISTS) {
    const current = state[list];
    const changedCount = current.items.filter(matches).length;
    // "all read" also clears unread items beyond the ones shown, which the server counted.
    const unreadCount = field !== 'unread' ? current.unreadCount : ids === 'all' ? 0 : Math.max(0, current.unreadCount - changedCount);
    if (changedCount === 0 && unreadCount === current.unreadCount) continue;
    const items = current.items.map((item) => (matches(item) ? { ...item, [field]: false } : item));
    next = { ...next, [list]: { ...current, items, unreadCount } };
  }
  return next;
}

/** spec 000 §4: "each item goes ... unread to read, individually or all at once". */
export function markNotificationsRead(state: NotificationsState, ids: readonly string[] | 'all'): NotificationsState {
  return markItems(state, ids, 'unread');
}

/** spec 000 §4: "each item goes unseen to seen ... individually or all at once". */
export function markNotificationsSeen(state: NotificationsState, ids: readonly string[] | 'all'): NotificationsState {
  return markItems(state, ids, 'unseen');
}

/**
 * spec 000 §4: "Server updates add, remove or mark items read." Other events
 * leave the state as it is (same object).
 */
export function applyNotificationEvent(state: NotificationsState, event: ServerEvent, isMobile: boolean): NotificationsState {
  switch (event.type) {
    case 'notifications': {
      const items = event.items.filter((item) => isVisibleNotification(item, isMobile)).sort(newestFirst);
      return { ...state, [event.list]: { items: items.slice(0, NOTIFICATIONS_REQUESTED), unreadCount: event.unreadCount, loaded: true } };
    }
    case 'notificationAdded': {
      if (!isVisibleNotification(event.item, isMobile)) return state;
      const current = state[event.list];
      const known = current.items.find((item) => item.id === event.item.id);
      const items = [event.item, ...current.items.filter((item) => item.id !== event.item.id)].sort(newestFirst);
      const unreadDelta = (event.item.unread ? 1 : 0) - (known?.unread ? 1 : 0);
      return {
        ...state,
        [event.list]: { ...current, items: items.slice(0, NOTIFICATIONS_REQUESTED), unreadCount: Math.max(0, current.unreadCount + unreadDelta) },
      };
    }
    case 'notificationRemoved': {
      const current = state[event.list];
      const removed = current.items.find((item) => item.id === event.id);
      if (!removed) return state;
      return {
        ...state,
        [event.list]: {
          ...current,
          items: current.items.filter((item) => item.id !== event.id),
          unreadCount: Math.max(0, current.unreadCount - (removed.unread ? 1 : 0)),
        },
      };
    }
    case 'notificationsRead':
      return markNotificationsRead(state, event.ids);
    case 'notificationsSeen':
      return markNotificationsSeen(state, event.ids);
    default:
      return state;
  }
}

/** The unseen items of both lists (what a bell badge can count). */
export function unseenCount(state: NotificationsState): number {
  const ids = new Set(LISTS.flatMap((list) => state[list].items.filter((item) => item.unseen).map((item) => item.id)));
  return ids.size;
}
