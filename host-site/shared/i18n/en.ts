import type { PageKey } from './pages/en';

/** English strings of the `site` namespace; the key set here is the one every language must have. */
export const en = {
  'skipLink': 'Skip to main content',
  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.cams': 'Cams',
  'nav.freeChat': 'Free chat',
  'nav.videos': 'Videos',
  'nav.newGirls': 'New girls',
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'language.label': 'Language',
  'footer.label': 'Legal',
  'footer.terms': 'Terms of service',
  'footer.dataProtection': 'Data protection',
  'footer.feedback': 'Send feedback',
  'footer.copyright': '© {{year}} {{brand}}',
  'home.title': 'Live cams and amateur videos',
  'home.hero': 'Meet amateur performers live, and watch their videos whenever you like.',
  'home.onlineNow': 'Online now',
  'home.newVideos': 'New videos',
  'home.seeAll': 'See all',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to the home page',
  'comingSoon.title': 'Coming soon',
  'comingSoon.text': 'This area of {{brand}} opens soon. Until then, have a look at who is online.',
  'error.title': 'This page could not be loaded',
  'error.retry': 'Try again',
  'account.logIn': 'Log in',
  'account.signUp': 'Sign up',
  'account.logOut': 'Log out',
  'account.balanceLabel': 'Your balance: {{balance}}. Top up',
  'messages.title': 'Messages',
  'messages.button': 'Messages, {{count}} unread',
  'messages.empty': 'No unread messages.',
  'messages.all': 'Open the messenger',
  'messages.unreadCount': '{{count}} unread',
  'notifications.title': 'Notifications',
  'notifications.button': 'Notifications, {{count}} unread',
  'notifications.empty': 'No notifications yet.',
  'notifications.markAllRead': 'Mark all read',
  'notifications.markRead': 'Mark read',
  'notifications.unread': 'Unread',
  'topUp.title': 'Top up coins',
  'headerSearch.open': 'Search',
  // Issue 15 items 2-3: the actor search in the main navigation.
  'nav.performerSearch': 'Find models',
} as const;

/** A key of the shell's strings (header, footer, menus, home, errors, page heads). */
export type ShellKey = keyof typeof en;
/** One language's shell strings: the chunk every page loads. */
export type ShellStrings = Record<ShellKey, string>;
/** A key of the `site` namespace: the shell's and the pages' (./pages/en.ts). */
export type SiteKey = ShellKey | PageKey;
/** One language's full set of `site` strings. */
export type SiteStrings = Record<SiteKey, string>;
