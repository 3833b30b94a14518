/** Notifications and navbar messages (spec 000 §4): pure transitions and the stores the channel feeds. */
export {
  EMPTY_NOTIFICATIONS,
  applyNotificationEvent,
  isVisibleNotification,
  markNotificationsRead,
  markNotificationsSeen,
  requestNotificationsMessages,
  unseenCount,
  type NotificationListState,
  type NotificationsState,
} from './lists';
export { applyNavbarMessagesEvent, replaceNavbarMessages, upsertNavbarMessage } from './navbar-messages';
export { $navbarMessages, $notifications, $unreadNotifications, resetNotificationStores } from './store';
export { markRead, markSeen } from './actions';
