/**
 * Notification stores fed by the realtime channel (sdk/realtime/connect.ts
 * routes events here). Components read them; the transitions are in ./lists
 * and ./navbar-messages.
 */
import { atom, computed } from 'nanostores';
import type { NavbarMessage } from '../realtime/protocol';
import { EMPTY_NOTIFICATIONS, type NotificationsState } from './lists';

/** The navbar and floating notification lists. */
export const $notifications = atom<NotificationsState>(EMPTY_NOTIFICATIONS);
/** At most 5 unread message channels, newest first. */
export const $navbarMessages = atom<readonly NavbarMessage[]>([]);
/** The navbar list's unread count, for a bell badge. */
export const $unreadNotifications = computed($notifications, (state) => state.navbar.unreadCount);

/** Test helper and logout: back to empty lists. */
export function resetNotificationStores(): void {
  $notifications.set(EMPTY_NOTIFICATIONS);
  $navbarMessages.set([]);
}
