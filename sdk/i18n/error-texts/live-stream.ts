/** Words for the ErrorBody codes of live streams and live previews (issue 14, H), in every interface language. */
import type { ErrorCode } from '../../api/error-codes';
import type { Language } from '../../config';

export type LiveStreamCode = Extract<ErrorCode, 'LIVE_OFFLINE' | 'LIVE_TICKET_SHOW' | 'LIVE_SESSION_ENDED' | 'LIVE_PREVIEW_LIMIT' | 'LIVE_PREVIEW_DISABLED'>;

export const LIVE_STREAM_ERROR_TEXTS: Record<Language, Record<LiveStreamCode, string>> = {
  de: {
    LIVE_OFFLINE: 'Die Darstellerin ist gerade offline. Schreib eine Nachricht oder schau später wieder vorbei.',
    LIVE_TICKET_SHOW: 'Gerade läuft eine Ticketshow. Mit einem Ticket kannst du zusehen.',
    LIVE_SESSION_ENDED: 'Dieser Livestream ist beendet. Starte ihn neu, um weiter zuzusehen.',
    LIVE_PREVIEW_LIMIT: 'Deine Live-Vorschauen für heute sind aufgebraucht. Starte einen Chat oder komm morgen wieder.',
    LIVE_PREVIEW_DISABLED: 'Diese Darstellerin bietet keine Live-Vorschau an. Starte einen Chat, um zuzusehen.',
  },
  en: {
    LIVE_OFFLINE: 'This performer is offline right now. Send a message or come back later.',
    LIVE_TICKET_SHOW: 'A ticket show is running. Buy a ticket to watch.',
    LIVE_SESSION_ENDED: 'This live stream has ended. Start it again to keep watching.',
    LIVE_PREVIEW_LIMIT: "You have used today's live previews. Start a chat or come back tomorrow.",
    LIVE_PREVIEW_DISABLED: 'This performer offers no live preview. Start a chat to watch.',
  },
  es: {
    LIVE_OFFLINE: 'Este amateur no está conectado ahora. Envía un mensaje o vuelve más tarde.',
    LIVE_TICKET_SHOW: 'Hay un show con entrada en curso. Compra una entrada para verlo.',
    LIVE_SESSION_ENDED: 'Esta transmisión en directo ha terminado. Iníciala de nuevo para seguir viendo.',
    LIVE_PREVIEW_LIMIT: 'Ya has usado tus vistas previas en directo de hoy. Inicia un chat o vuelve mañana.',
    LIVE_PREVIEW_DISABLED: 'Este amateur no ofrece vista previa en directo. Inicia un chat para verlo.',
  },
  nl: {
    LIVE_OFFLINE: 'Deze amateur is nu offline. Stuur een bericht of kom later terug.',
    LIVE_TICKET_SHOW: 'Er loopt een ticketshow. Koop een ticket om te kijken.',
    LIVE_SESSION_ENDED: 'Deze livestream is afgelopen. Start hem opnieuw om verder te kijken.',
    LIVE_PREVIEW_LIMIT: 'Je live-previews van vandaag zijn op. Start een chat of kom morgen terug.',
    LIVE_PREVIEW_DISABLED: 'Deze amateur biedt geen live-preview. Start een chat om te kijken.',
  },
};
