import type { ChatButtonTextKey } from './en';

/** Spanish texts of <velvet-chat-button>. */
export const es: Record<ChatButtonTextKey, string> = {
  'chatButton.label': 'Chat en directo con {{name}}',
  'chatButton.loading': 'Cargando el chat…',
  'chatButton.error': 'No se pudieron cargar las opciones del chat.',
  'chatButton.retry': 'Reintentar',
  'chatButton.live': 'En línea ahora',
  'chatButton.offline': 'Desconectada',
  'chatButton.ticketShow': 'Show con entrada en curso',
  'chatButton.offer.videoChat': 'Iniciar videochat',
  'chatButton.offer.freeChat': 'Chat gratis',
  'chatButton.offer.voyeur': 'Chat voyeur',
  'chatButton.offer.voiceCall': 'Llamada de voz',
  'chatButton.offer.message': 'Enviar un mensaje',
  'chatButton.offer.ticket': 'Comprar entrada',
  'chatButton.offer.watchShow': 'Ver el show',
  'chatButton.perMinute': '{{price}} por minuto',
  'chatButton.perMessage': '{{price}} por mensaje',
  'chatButton.free': 'gratis',
  'chatButton.loginFirst': 'Inicia sesión y el chat empieza justo después.',
  'chatButton.ticketBooked': 'Tu entrada está reservada.',
  'chatButton.ticketFailed': 'No se pudo reservar la entrada. Inténtalo de nuevo.',
  'chatButton.voiceCallStarting': 'Tu llamada está empezando.',
  'chatButton.voiceCallFailed': 'La llamada no pudo empezar (código {{code}}).',
};
