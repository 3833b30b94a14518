/** The words of the ticket show area's ErrorBody codes (../tickets.ts) in Dutch. */
import type { TicketShowCode } from '../codes';

export const WORDS = {
  TICKET_REQUIRED: 'Voor deze show heb je een ticket nodig. Koop er een om te kijken.',
  SHOW_ENDED: 'Deze ticketshow is afgelopen.',
} satisfies Record<TicketShowCode, string>;
