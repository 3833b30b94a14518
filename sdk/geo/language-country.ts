/** The country whose postcodes a page language suggests (de -> DE, es -> ES): tried after the guest's own country. */
const COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = { de: 'DE', es: 'ES', it: 'IT', fr: 'FR', nl: 'NL' };

export function languageCountry(language: string): string | null {
  return COUNTRY_OF_LANGUAGE[language.slice(0, 2).toLowerCase()] ?? null;
}
