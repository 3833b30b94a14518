/** Words for the ticket-show error codes (issue 14, J), in every interface language. */
import type { ErrorCode } from '../../api/error-codes';
import type { Language } from '../../config';

export type TicketShowCode = Extract<ErrorCode, 'TICKET_REQUIRED' | 'SHOW_ENDED'>;

export const TICKET_SHOW_ERROR_TEXTS: Record<Language, Record<TicketShowCode, string>> = {
  de: {
    TICKET_REQUIRED: 'Für diese Show brauchst du ein Ticket. Kaufe eines, um zuzusehen.',
    SHOW_ENDED: 'Diese Ticketshow ist vorbei.',
  },
  en: {
    TICKET_REQUIRED: 'This show needs a ticket. Buy one to watch.',
    SHOW_ENDED: 'This ticket show is over.',
  },
  es: {
    TICKET_REQUIRED: 'Este show necesita una entrada. Compra una para verlo.',
    SHOW_ENDED: 'Este show con entrada ha terminado.',
  },
  nl: {
    TICKET_REQUIRED: 'Voor deze show heb je een ticket nodig. Koop er een om te kijken.',
    SHOW_ENDED: 'Deze ticketshow is afgelopen.',
  },
};
