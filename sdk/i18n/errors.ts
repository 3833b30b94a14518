/**
 * The 'errors' namespace: what a guest reads for each ErrorBody.code, in
 * every interface language. Widgets and sites add it to createI18n
 * (`{ [ERRORS_NAMESPACE]: ERROR_TEXTS }`); the overlay, which ships without
 * i18next, reads the same table through errorWords.
 */
import { UNKNOWN_ERROR, type ErrorCode } from '../api/error-codes';
import type { Language } from '../config';
import { ACCOUNT_ERROR_TEXTS } from './error-texts/account';
import { COMMENT_ERROR_TEXTS } from './error-texts/comments';
import { LIVE_CHAT_ERROR_TEXTS } from './error-texts/live-chat';
import { MONEY_ERROR_TEXTS } from './error-texts/money';
import { REQUEST_ERROR_TEXTS } from './error-texts/request';
import { LIVE_STREAM_ERROR_TEXTS } from './error-texts/live';
import { PROVIDER_ERROR_TEXTS } from './error-texts/provider';
import type { AccountCode, MoneyCode, RequestCode } from './error-texts/codes';

export { UNKNOWN_ERROR } from '../api/error-codes';
export { ACCOUNT_ERROR_TEXTS, MONEY_ERROR_TEXTS, REQUEST_ERROR_TEXTS };

export const ERRORS_NAMESPACE = 'errors';

type Words = Record<ErrorCode | typeof UNKNOWN_ERROR, string>;

/** code -> words per language, every code once; the shape of an i18next namespace (Namespaces in ./index). */
export const ERROR_TEXTS: Record<Language, Words> = {
  de: { ...REQUEST_ERROR_TEXTS.de, ...ACCOUNT_ERROR_TEXTS.de, ...MONEY_ERROR_TEXTS.de, ...COMMENT_ERROR_TEXTS.de, ...LIVE_STREAM_ERROR_TEXTS.de, ...LIVE_CHAT_ERROR_TEXTS.de, ...PROVIDER_ERROR_TEXTS.de },
  en: { ...REQUEST_ERROR_TEXTS.en, ...ACCOUNT_ERROR_TEXTS.en, ...MONEY_ERROR_TEXTS.en, ...COMMENT_ERROR_TEXTS.en, ...LIVE_STREAM_ERROR_TEXTS.en, ...LIVE_CHAT_ERROR_TEXTS.en, ...PROVIDER_ERROR_TEXTS.en },
  es: { ...REQUEST_ERROR_TEXTS.es, ...ACCOUNT_ERROR_TEXTS.es, ...MONEY_ERROR_TEXTS.es, ...COMMENT_ERROR_TEXTS.es, ...LIVE_STREAM_ERROR_TEXTS.es, ...LIVE_CHAT_ERROR_TEXTS.es, ...PROVIDER_ERROR_TEXTS.es },
  nl: { ...REQUEST_ERROR_TEXTS.nl, ...ACCOUNT_ERROR_TEXTS.nl, ...MONEY_ERROR_TEXTS.nl, ...COMMENT_ERROR_TEXTS.nl, ...LIVE_STREAM_ERROR_TEXTS.nl, ...LIVE_CHAT_ERROR_TEXTS.nl, ...PROVIDER_ERROR_TEXTS.nl },
};

/**
 * The words of the codes an account and payment surface meets (the overlay: request, account and money), so
 * the words of the live, chat and comment areas stay out of the overlay's one-language bundles (budget 20 KB).
 */
export const ACCOUNT_AND_MONEY_ERROR_TEXTS: Record<Language, Record<RequestCode | AccountCode | MoneyCode | typeof UNKNOWN_ERROR, string>> = {
  de: { ...REQUEST_ERROR_TEXTS.de, ...ACCOUNT_ERROR_TEXTS.de, ...MONEY_ERROR_TEXTS.de },
  en: { ...REQUEST_ERROR_TEXTS.en, ...ACCOUNT_ERROR_TEXTS.en, ...MONEY_ERROR_TEXTS.en },
  es: { ...REQUEST_ERROR_TEXTS.es, ...ACCOUNT_ERROR_TEXTS.es, ...MONEY_ERROR_TEXTS.es },
  nl: { ...REQUEST_ERROR_TEXTS.nl, ...ACCOUNT_ERROR_TEXTS.nl, ...MONEY_ERROR_TEXTS.nl },
};

/**
 * The words for an answer's code in `table` (ERROR_TEXTS, or one area's table
 * such as REQUEST_ERROR_TEXTS for a widget that meets only those codes); a code
 * the table does not know gets its generic words.
 */
export function errorWordsIn(table: Record<Language, Record<string, string> & { [UNKNOWN_ERROR]: string }>, code: unknown, language: Language): string {
  const words = table[language] ?? table.en;
  return (typeof code === 'string' && Object.hasOwn(words, code) ? words[code] : undefined) ?? words[UNKNOWN_ERROR];
}

/** The words for an answer's code in the guest's language; an unknown or missing code gets the generic words. */
export function errorWords(code: unknown, language: Language): string {
  return errorWordsIn(ERROR_TEXTS, code, language);
}
