/** English texts of <velvet-chat-button> (the reference set of keys; namespace `chatButton`). */
export const en = {
  'chatButton.label': 'Live chat with {{name}}',
  'chatButton.loading': 'Loading the chat…',
  'chatButton.error': 'The chat options could not be loaded.',
  'chatButton.retry': 'Try again',
  'chatButton.live': 'Online now',
  'chatButton.offline': 'Offline',
  'chatButton.ticketShow': 'Ticket show running',
  'chatButton.offer.videoChat': 'Start video chat',
  'chatButton.offer.freeChat': 'Free chat',
  'chatButton.offer.voyeur': 'Voyeur chat',
  'chatButton.offer.voiceCall': 'Voice call',
  'chatButton.offer.message': 'Send a message',
  'chatButton.offer.ticket': 'Buy a ticket',
  'chatButton.offer.watchShow': 'Watch the show',
  'chatButton.perMinute': '{{price}} per minute',
  'chatButton.perMessage': '{{price}} per message',
  'chatButton.free': 'free',
  'chatButton.loginFirst': 'Log in and the chat starts right after.',
  'chatButton.ticketBooked': 'Your ticket is booked.',
  'chatButton.ticketFailed': 'The ticket could not be booked. Try again.',
  'chatButton.voiceCallStarting': 'Your voice call is starting.',
  'chatButton.voiceCallFailed': 'The voice call could not start (code {{code}}).',
};

export type ChatButtonTextKey = keyof typeof en;
