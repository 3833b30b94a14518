import { isLanguage, type Language } from '../../sdk/config';
import { resolvePath, switchLanguage } from '../../sdk/routes';
import type { BrandConfig } from '../../white-label/brands';
import type { PageInfo } from '../shared/page/page-context';

/** "/en/nope/" matches no route but is still an English page: its 404 speaks English. */
function languageOfPrefix(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : null;
}

/**
 * The page of a path, as the sdk route table matches it, in the language the
 * brand shows it in; `redirectTo` is set when the brand does not offer the
 * path's language (German "/" on the Spanish white label goes to its Spanish form).
 */
export function pageForPath(pathname: string, brand: BrandConfig): { page: PageInfo; redirectTo: string | null } {
  const match = resolvePath(pathname);
  const language = match?.language ?? languageOfPrefix(pathname) ?? brand.defaultLanguage;
  const offered = brand.languages.includes(language);
  const page: PageInfo = {
    screen: match?.screen ?? null,
    params: match?.params ?? {},
    language: offered ? language : brand.defaultLanguage,
    pathname,
  };
  return { page, redirectTo: match && !offered ? switchLanguage(pathname, brand.defaultLanguage) : null };
}
