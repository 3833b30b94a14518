/**
 * Country and language names in the page language from the browser's Intl
 * data, so the site ships no name tables. Unknown or malformed codes come back
 * as they are instead of throwing.
 */
const displayNames = new Map<string, Intl.DisplayNames>();

function displayName(type: 'region' | 'language', code: string, locale: string): string {
  try {
    // Made once per locale and type: a server render asks for many names.
    const key = `${type}|${locale}`;
    let names = displayNames.get(key);
    if (!names) displayNames.set(key, (names = new Intl.DisplayNames([locale], { type, fallback: 'code' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "DE" in English -> "Germany". */
export function countryName(countryCode: string, locale: string): string {
  return displayName('region', countryCode.toUpperCase(), locale);
}

/** "es" in German -> "Spanisch". */
export function languageName(languageCode: string, locale: string): string {
  return displayName('language', languageCode.toLowerCase(), locale);
}
