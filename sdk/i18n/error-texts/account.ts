/**
 * Words for the ErrorBody codes of accounts, age verification and content access, in every interface language.
 * Each language's words are a module of their own (./account/<language>.ts), so a
 * one-language bundle (the overlay's: scripts/rollup-one-language.mjs) ships only its own.
 */
import type { Language } from '../../config';
import type { AccountCode } from './codes';
import { WORDS as de } from './account/de';
import { WORDS as en } from './account/en';
import { WORDS as es } from './account/es';
import { WORDS as nl } from './account/nl';

export const ACCOUNT_ERROR_TEXTS: Record<Language, Record<AccountCode, string>> = { de, en, es, nl };
