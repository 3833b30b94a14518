/**
 * The path (with query and hash) of `href` when it points at the current
 * origin, else null. Tiles link with absolute or relative URLs; only links to
 * our own origin may be routed client-side.
 */
export function sameOriginPath(href: string, currentUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(href, currentUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(currentUrl).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
