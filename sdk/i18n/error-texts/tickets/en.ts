/** The words of the ticket show area's ErrorBody codes (../tickets.ts) in English. */
import type { TicketShowCode } from '../codes';

export const WORDS = {
  TICKET_REQUIRED: 'This show needs a ticket. Buy one to watch.',
  SHOW_ENDED: 'This ticket show is over.',
} satisfies Record<TicketShowCode, string>;
