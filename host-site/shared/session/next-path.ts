/**
 * Where to go after logging in or signing up: the `next` query parameter when
 * it is a path on this site, else the fallback. "//evil.example" and
 * "https://..." are refused so the link cannot send a guest elsewhere.
 */
export function nextPathFrom(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** A link to a form page that brings the guest back to `currentPath` afterwards. */
export function withNext(formPath: string, currentPath: string): string {
  return `${formPath}?next=${encodeURIComponent(currentPath)}`;
}
