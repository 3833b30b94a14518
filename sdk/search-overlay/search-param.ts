/**
 * The overlay's parameter in the address (issue 15 §5 "the state in the URL so Back and Forward
 * restore it"): `?search=<pattern>` on the current page. A file of its own with only what the host
 * site's first route needs (its router and scroll rule); url.ts reads and writes the parameter.
 */
export const SEARCH_PARAM = 'search';

/**
 * True when two query strings differ in ?search= alone: the search overlay opened, closed or
 * changed its pattern on the same page. The page behind it neither loads its data again nor
 * scrolls (host-site router and scroll rule).
 */
export function differsOnlyInSearchParam(before: string, after: string): boolean {
  // The other parameters keep their order: the overlay sets and deletes its own in place (url.ts).
  const without = (query: string) => {
    const params = new URLSearchParams(query);
    params.delete(SEARCH_PARAM);
    return `${params}`;
  };
  return before !== after && without(before) === without(after);
}
