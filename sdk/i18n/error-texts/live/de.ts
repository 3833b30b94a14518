/** The words of the live stream area's ErrorBody codes (../live.ts) in German. */
import type { LiveStreamCode } from '../codes';

export const WORDS = {
  LIVE_OFFLINE: 'Die Darstellerin ist gerade offline. Schreib eine Nachricht oder schau später wieder vorbei.',
  LIVE_TICKET_SHOW: 'Gerade läuft eine Ticketshow. Mit einem Ticket kannst du zusehen.',
  LIVE_SESSION_ENDED: 'Dieser Livestream ist beendet. Starte ihn neu, um weiter zuzusehen.',
  LIVE_PREVIEW_LIMIT: 'Deine Live-Vorschauen für heute sind aufgebraucht. Starte einen Chat oder komm morgen wieder.',
  LIVE_PREVIEW_DISABLED: 'Diese Darstellerin bietet keine Live-Vorschau an. Starte einen Chat, um zuzusehen.',
} satisfies Record<LiveStreamCode, string>;
