/**
 * Origin and redirect checks of the overlay bridge (issue 6 §3, DESIGN.md
 * "Security rules"). Exact string comparison only: no prefix, suffix or
 * pattern matching, so lookalikes such as "http://localhost:8081.evil.test"
 * never pass.
 */

/** A set of exact origins; the opaque origin "null" is dropped even when configured. */
export function exactOrigins(origins: Iterable<string | null | undefined>): ReadonlySet<string> {
  const set = new Set<string>();
  for (const origin of origins) {
    // "null" is what sandboxed frames, data: and file: documents report: anyone can produce it.
    if (typeof origin === 'string' && origin !== '' && origin !== 'null') set.add(origin);
  }
  return set;
}

/** True when `origin` is one of the exact origins (never for "null"). */
export function isExactOrigin(origins: ReadonlySet<string>, origin: unknown): origin is string {
  return typeof origin === 'string' && origin !== 'null' && origins.has(origin);
}

// Control characters and whitespace let "java\nscript:" or " //evil" slip past naive checks.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

/**
 * The absolute URL to navigate to, or null when it is not allowed: only http(s)
 * URLs on an allowlisted exact origin; relative paths resolve against the page;
 * never javascript:, data: or protocol-relative "//host" URLs (issue 6 §3).
 */
export function safeRedirectUrl(url: unknown, allowlist: ReadonlySet<string>, pageUrl: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (UNSAFE_CHARACTERS.test(url)) return null;
  if (url.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, pageUrl);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  const pageOrigin = new URL(pageUrl).origin;
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test(url);
  // A relative path stays on the page's own origin, which is trusted by definition.
  if (isRelative && parsed.origin === pageOrigin) return parsed.href;
  return isExactOrigin(allowlist, parsed.origin) ? parsed.href : null;
}

/** A bridge option that is not an exact origin. */
export class OverlayConfigError extends Error {
  override name = 'OverlayConfigError';
}

/** Throws unless `value` is an exact http(s) origin (scheme, host, port; no path, never "null"). */
export function assertExactOrigin(field: string, value: string): void {
  let origin: string | null = null;
  try {
    const parsed = new URL(value);
    origin = parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    origin = null;
  }
  if (origin === null || origin !== value) {
    throw new OverlayConfigError(`${field}: expected an exact origin such as "http://localhost:8081", got "${value}"`);
  }
}
