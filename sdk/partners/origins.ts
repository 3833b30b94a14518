/**
 * The origins a partner registers (issue 16 §2: "registers the origins it embeds from (that list feeds
 * CORS and the overlay's frame-ancestors)"). An origin is exactly scheme://host[:port]: no path, query,
 * credentials or wildcard, since a browser compares the whole origin. https for every host; plain http
 * only for this machine (localhost, 127.0.0.1, [::1]), where a partner tries the snippet out.
 */

export type OriginProblem = 'notUrl' | 'scheme' | 'notOrigin' | 'wildcard' | 'insecure';

export type OriginCheck = { ok: true; origin: string } | { ok: false; problem: OriginProblem };

/** At most this many origins per partner (a CSP header carries every one of them). */
export const MAX_PARTNER_ORIGINS = 20;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Checks one origin as typed; the answer is its canonical spelling (lower-case host, default port left out). */
export function checkPartnerOrigin(input: string): OriginCheck {
  const text = input.trim();
  if (text.includes('*')) return { ok: false, problem: 'wildcard' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'notUrl' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'scheme' };
  // Anything past the origin (a path other than /, a query, a fragment, user:password@) is not an origin.
  const rest = text.replace(/^[a-z]+:\/\/[^/?#]*/i, '');
  if (url.username || url.password || (rest !== '' && rest !== '/')) return { ok: false, problem: 'notOrigin' };
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return { ok: false, problem: 'insecure' };
  return { ok: true, origin: url.origin };
}

/** What each problem asks the partner to fix (English: the API's message; the page words it in four languages). */
export const ORIGIN_PROBLEM_MESSAGES: Record<OriginProblem, string> = {
  notUrl: 'is not an address: write it as https://www.example.com',
  scheme: 'must start with https://',
  notOrigin: 'must be only the origin: scheme, host and port, without a path, query or user name (https://www.example.com)',
  wildcard: 'may not contain a wildcard (*): register each origin on its own',
  insecure: 'must use https:// (plain http only for localhost)',
};
