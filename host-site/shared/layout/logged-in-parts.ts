/**
 * The header parts only a logged-in guest sees, in one chunk of their own: the notifications
 * bell, the messages preview (with the sdk's notification lists and realtime protocol they
 * read) and the name, balance and "Log out". A logged-out first visit never downloads them
 * (first route 110 kB, DESIGN.md "Budgets"); see ./logged-in-header.tsx for when they load.
 */
export { LoggedInAccount } from './logged-in-account';
export { MessagesPreview } from './messages-preview';
export { NotificationsBell } from './notifications-bell';
export { FloatingNotifications } from './floating-notifications';
