/**
 * The overlay's state in the address (issue 15 §5 "the state in the URL so Back and Forward
 * restore it"): `?search=<pattern>` on the current page; present means open.
 */
import { SEARCH_PARAM } from './search-param';

export { SEARCH_PARAM, differsOnlyInSearchParam } from './search-param';

/** The pattern in a query string, '' for an open overlay with nothing typed, null when it is closed. */
export function readSearchParam(search: string): string | null {
  return new URLSearchParams(search).get(SEARCH_PARAM);
}

/** `path?query#hash` with the search parameter set to `pattern`, or removed for null; other parameters stay in order. */
export function withSearchParam(location: { pathname: string; search: string; hash: string }, pattern: string | null): string {
  const params = new URLSearchParams(location.search);
  if (pattern === null) params.delete(SEARCH_PARAM);
  else params.set(SEARCH_PARAM, pattern);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
