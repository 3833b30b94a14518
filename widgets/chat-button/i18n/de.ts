import type { ChatButtonTextKey } from './en';

/** German texts of <velvet-chat-button>. */
export const de: Record<ChatButtonTextKey, string> = {
  'chatButton.label': 'Live-Chat mit {{name}}',
  'chatButton.loading': 'Chat wird geladen…',
  'chatButton.error': 'Die Chat-Optionen konnten nicht geladen werden.',
  'chatButton.retry': 'Erneut versuchen',
  'chatButton.live': 'Jetzt online',
  'chatButton.offline': 'Offline',
  'chatButton.ticketShow': 'Ticketshow läuft',
  'chatButton.offer.videoChat': 'Videochat starten',
  'chatButton.offer.freeChat': 'Gratis-Chat',
  'chatButton.offer.voyeur': 'Voyeur-Chat',
  'chatButton.offer.voiceCall': 'Anrufen',
  'chatButton.offer.message': 'Nachricht schreiben',
  'chatButton.offer.ticket': 'Ticket kaufen',
  'chatButton.offer.watchShow': 'Show ansehen',
  'chatButton.perMinute': '{{price}} pro Minute',
  'chatButton.perMessage': '{{price}} pro Nachricht',
  'chatButton.free': 'gratis',
  'chatButton.loginFirst': 'Melde dich an, dann startet der Chat sofort.',
  'chatButton.ticketBooked': 'Dein Ticket ist gebucht.',
  'chatButton.ticketFailed': 'Das Ticket konnte nicht gebucht werden. Versuche es erneut.',
  'chatButton.voiceCallStarting': 'Dein Anruf startet.',
  'chatButton.voiceCallFailed': 'Der Anruf konnte nicht starten (Code {{code}}).',
};
