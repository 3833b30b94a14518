import type { Language } from '../config';

/** Each language's name in that language: the same words on every page, so a site can ship them without the rest of `common`. */
export const LANGUAGE_ENDONYMS: Readonly<Record<Language, string>> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  nl: 'Nederlands',
};
