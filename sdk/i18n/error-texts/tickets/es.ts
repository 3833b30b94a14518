/** The words of the ticket show area's ErrorBody codes (../tickets.ts) in Spanish. */
import type { TicketShowCode } from '../codes';

export const WORDS = {
  TICKET_REQUIRED: 'Este show necesita una entrada. Compra una para verlo.',
  SHOW_ENDED: 'Este show con entrada ha terminado.',
} satisfies Record<TicketShowCode, string>;
