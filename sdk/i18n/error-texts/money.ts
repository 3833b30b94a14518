/**
 * Words for the ErrorBody codes of purchases, payments and bonus codes, in every interface language.
 * Each language's words are a module of their own (./money/<language>.ts), so a
 * one-language bundle (the overlay's: scripts/rollup-one-language.mjs) ships only its own.
 */
import type { Language } from '../../config';
import type { MoneyCode } from './codes';
import { WORDS as de } from './money/de';
import { WORDS as en } from './money/en';
import { WORDS as es } from './money/es';
import { WORDS as nl } from './money/nl';

export const MONEY_ERROR_TEXTS: Record<Language, Record<MoneyCode, string>> = { de, en, es, nl };
