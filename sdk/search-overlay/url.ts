/**
 * The overlay's state in the address (issue 15 §5 "the state in the URL so Back and Forward
 * restore it"): `?search=<pattern>` on the current page; present means open.
 */
export const SEARCH_PARAM = 'search';

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

/**
 * True when two query strings differ in ?search= alone: the search overlay opened, closed or
 * changed its pattern on the same page. The page behind it neither loads its data again nor
 * scrolls (host-site router and scroll rule).
 */
export function differsOnlyInSearchParam(before: string, after: string): boolean {
  const without = (query: string) => {
    const params = new URLSearchParams(query);
    params.delete(SEARCH_PARAM);
    params.sort();
    return params.toString();
  };
  return before !== after && without(before) === without(after);
}
