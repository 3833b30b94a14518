/**
 * Words for the ErrorBody codes of ticket shows (issue 14, J), in every interface language.
 * Each language's words are a module of their own (./tickets/<language>.ts), so a
 * one-language bundle (the overlay's: scripts/rollup-one-language.mjs) ships only its own.
 */
import type { Language } from '../../config';
import type { TicketShowCode } from './codes';
import { WORDS as de } from './tickets/de';
import { WORDS as en } from './tickets/en';
import { WORDS as es } from './tickets/es';
import { WORDS as nl } from './tickets/nl';

export type { TicketShowCode };

export const TICKET_SHOW_ERROR_TEXTS: Record<Language, Record<TicketShowCode, string>> = { de, en, es, nl };
