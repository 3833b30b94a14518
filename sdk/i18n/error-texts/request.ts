/**
 * Words for the ErrorBody codes every client meets (the request itself, login,
 * the item asked for, limits, the server side), in every interface language.
 * A widget that meets only these imports this table alone (see errorWordsIn).
 * Each language's words are a module of their own (./request/<language>.ts), so a
 * one-language bundle (the overlay's: scripts/rollup-one-language.mjs) ships only its own.
 */
import type { Language } from '../../config';
import type { RequestCode } from './codes';
import { WORDS as de } from './request/de';
import { WORDS as en } from './request/en';
import { WORDS as es } from './request/es';
import { WORDS as nl } from './request/nl';

export const REQUEST_ERROR_TEXTS: Record<Language, Record<RequestCode, string>> = { de, en, es, nl };
