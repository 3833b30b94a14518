/**
 * Navbar messages (spec 000 §4): "Navbar messages keep at most 5 entries,
 * newest first; an entry is replaced when its last message, time or unread
 * count changes and is dropped when the channel has no unread messages."
 */
import { NAVBAR_MESSAGES_MAX, type NavbarMessage, type ServerEvent } from '../realtime/protocol';

const newestFirst = (a: NavbarMessage, b: NavbarMessage) => b.sentAt.localeCompare(a.sentAt);
const hasUnread = (item: NavbarMessage) => item.unreadCount > 0;

/** Same last message, time and unread count: the entry is not replaced. */
function isSameEntry(a: NavbarMessage, b: NavbarMessage): boolean {
  return a.lastMessageId === b.lastMessageId && a.sentAt === b.sentAt && a.unreadCount === b.unreadCount;
}

/** The whole list as the server sent it: unread channels only, newest first, at most 5. */
export function replaceNavbarMessages(items: readonly NavbarMessage[]): NavbarMessage[] {
  return items.filter(hasUnread).sort(newestFirst).slice(0, NAVBAR_MESSAGES_MAX);
}

/** One channel's entry changed: replace, drop or keep it (keeping returns the same array). */
export function upsertNavbarMessage(list: readonly NavbarMessage[], item: NavbarMessage): readonly NavbarMessage[] {
  const known = list.find((entry) => entry.channelId === item.channelId);
  const others = list.filter((entry) => entry.channelId !== item.channelId);
  if (!hasUnread(item)) return known ? others : list;
  if (known && isSameEntry(known, item)) return list;
  return [item, ...others].sort(newestFirst).slice(0, NAVBAR_MESSAGES_MAX);
}

/** Applies a navbarMessages or navbarMessage event; any other event leaves the list as it is. */
export function applyNavbarMessagesEvent(list: readonly NavbarMessage[], event: ServerEvent): readonly NavbarMessage[] {
  if (event.type === 'navbarMessages') return replaceNavbarMessages(event.items);
  if (event.type === 'navbarMessage') return upsertNavbarMessage(list, event.item);
  return list;
}
