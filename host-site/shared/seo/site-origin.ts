import { createContext, useContext } from 'react';

/**
 * The origin the page was asked for (scheme, host, port), for absolute canonical, hreflang and
 * Open Graph URLs. The server render provides it from the request's site (the brand's origin);
 * in the browser without a provider it is the window's own origin.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** The page's origin, no trailing slash; throws when rendered on the server without a provider. */
export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  if (origin) return origin;
  if (typeof window !== 'undefined') return window.location.origin;
  throw new Error('useSiteOrigin: expected a SiteOriginContext provider in the server render, got none');
}
