import type { ChatButtonTextKey } from './en';

/** Dutch texts of <velvet-chat-button>. */
export const nl: Record<ChatButtonTextKey, string> = {
  'chatButton.label': 'Livechat met {{name}}',
  'chatButton.loading': 'Chat wordt geladen…',
  'chatButton.error': 'De chatopties konden niet worden geladen.',
  'chatButton.retry': 'Opnieuw proberen',
  'chatButton.live': 'Nu online',
  'chatButton.offline': 'Offline',
  'chatButton.ticketShow': 'Ticketshow bezig',
  'chatButton.offer.videoChat': 'Videochat starten',
  'chatButton.offer.freeChat': 'Gratis chat',
  'chatButton.offer.voyeur': 'Voyeurchat',
  'chatButton.offer.voiceCall': 'Spraakoproep',
  'chatButton.offer.message': 'Bericht sturen',
  'chatButton.offer.ticket': 'Ticket kopen',
  'chatButton.offer.watchShow': 'Show bekijken',
  'chatButton.perMinute': '{{price}} per minuut',
  'chatButton.perMessage': '{{price}} per bericht',
  'chatButton.free': 'gratis',
  'chatButton.loginFirst': 'Log in en de chat start meteen daarna.',
  'chatButton.ticketBooked': 'Je ticket is geboekt.',
  'chatButton.ticketFailed': 'Het ticket kon niet worden geboekt. Probeer het opnieuw.',
  'chatButton.voiceCallStarting': 'Je oproep start.',
  'chatButton.voiceCallFailed': 'De oproep kon niet starten (code {{code}}).',
};
