import { createContext, useContext } from 'react';
import type { Language } from '../../../sdk/config';
import type { Screen } from '../../../sdk/routes';

/** The current page as matched by sdk matchPath; `screen` is null on the 404 page. */
export interface PageInfo {
  screen: Screen | null;
  params: Record<string, string>;
  language: Language;
  pathname: string;
}

export const PageContext = createContext<PageInfo | null>(null);

/** The page the screen outlet matched; throws when rendered outside it. */
export function usePage(): PageInfo {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage: expected a PageContext provider (the screen outlet) above, got none');
  return page;
}

/** The language of the current page (from the URL, not from the browser). */
export function useLanguage(): Language {
  return usePage().language;
}
