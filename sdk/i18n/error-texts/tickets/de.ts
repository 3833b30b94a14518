/** The words of the ticket show area's ErrorBody codes (../tickets.ts) in German. */
import type { TicketShowCode } from '../codes';

export const WORDS = {
  TICKET_REQUIRED: 'Für diese Show brauchst du ein Ticket. Kaufe eines, um zuzusehen.',
  SHOW_ENDED: 'Diese Ticketshow ist vorbei.',
} satisfies Record<TicketShowCode, string>;
