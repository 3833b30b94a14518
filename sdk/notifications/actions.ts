/**
 * Marking notifications read or seen through the realtime channel (spec 000
 * §7 "mark notification read or seen"): shown at once, the server confirms
 * with its own notificationsRead/notificationsSeen event.
 */
import type { RealtimeChannel } from '../realtime/channel';
import { $isLoggedIn } from '../session/store';
import { markNotificationsRead, markNotificationsSeen } from './lists';
import { $notifications } from './store';

/** spec 000 §4: "unread to read, individually or all at once"; false when logged out or not sent. */
export function markRead(channel: Pick<RealtimeChannel, 'send'>, id: string | 'all'): boolean {
  if (!$isLoggedIn.get()) return false;
  if (!channel.send({ type: 'markNotificationRead', id }).accepted) return false;
  $notifications.set(markNotificationsRead($notifications.get(), id === 'all' ? 'all' : [id]));
  return true;
}

/** spec 000 §4: "unseen to seen, individually or all at once"; false when logged out or not sent. */
export function markSeen(channel: Pick<RealtimeChannel, 'send'>, id: string | 'all'): boolean {
  if (!$isLoggedIn.get()) return false;
  if (!channel.send({ type: 'markNotificationSeen', id }).accepted) return false;
  $notifications.set(markNotificationsSeen($notifications.get(), id === 'all' ? 'all' : [id]));
  return true;
}
