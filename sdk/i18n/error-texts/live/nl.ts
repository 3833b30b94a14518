/** The words of the live stream area's ErrorBody codes (../live.ts) in Dutch. */
import type { LiveStreamCode } from '../codes';

export const WORDS = {
  LIVE_OFFLINE: 'Deze amateur is nu offline. Stuur een bericht of kom later terug.',
  LIVE_TICKET_SHOW: 'Er loopt een ticketshow. Koop een ticket om te kijken.',
  LIVE_SESSION_ENDED: 'Deze livestream is afgelopen. Start hem opnieuw om verder te kijken.',
  LIVE_PREVIEW_LIMIT: 'Je live-previews van vandaag zijn op. Start een chat of kom morgen terug.',
  LIVE_PREVIEW_DISABLED: 'Deze amateur biedt geen live-preview. Start een chat om te kijken.',
} satisfies Record<LiveStreamCode, string>;
