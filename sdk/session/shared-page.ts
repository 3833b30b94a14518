/**
 * Which page answers the server may share between visitors (its render cache, server/sites/render-cache.ts).
 * A page is the same for every visitor without a session: it shows no guest (the header is the logged-out
 * one, the browser loads its session after hydrating), so it depends only on the address, the brand, the
 * visitor's country (a performer's country ban answers 451 or hides her tiles: spec 000 §3 / issue 11), and
 * the two cookies the server render reads: the age gate's (issue 12 §4) and the consent cookie (the cookie
 * banner is in the first paint until the guest decided). Anything that names a guest makes it personal:
 * the session cookie, an access token as Bearer header or access_token parameter (spec 000 §6).
 */
import { AGE_GATE_COOKIE, ageConfirmedInCookies, AGE_GATE_VALUE } from '../consent/age-gate';
import { SESSION_COOKIE_NAME } from '../consent/inventory';
import { CONSENT_COOKIE, decodeConsent, encodeConsent, parseCookies } from '../consent/rules';

/** What the rule reads of a page request. */
export interface PageRequestFacts {
  method: string;
  /** Path and query as asked (`/en/videos/?sort=new`). */
  url: string;
  /** The brand whose site answers (velvet on the main origin, a white label on its own). */
  brandId: string;
  /** The visitor's country as the API decides it (trusted proxy header, GeoIP, default). */
  country: string;
  cookie: string | undefined;
  authorization: string | undefined;
}

/** A page that may be shared: its cache key, and the only cookies its render may see (so it cannot depend on others). */
export interface SharedPage {
  key: string;
  renderCookie: string;
}

/** True when the query string carries an access token (spec 000 §6: "access_token" parameter). */
function hasAccessTokenParameter(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has('access_token');
}

/** The shared page a request may get, or null when its answer is the visitor's own. */
export function sharedPage({ method, url, brandId, country, cookie, authorization }: PageRequestFacts): SharedPage | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (authorization !== undefined || hasAccessTokenParameter(url)) return null;
  const cookies = parseCookies(cookie ?? '');
  // Any session cookie, even an expired or forged one: whether it names a guest is the API's to say.
  if (cookies.has(SESSION_COOKIE_NAME)) return null;
  const ageConfirmed = ageConfirmedInCookies(cookie);
  const consent = decodeConsent(cookies.get(CONSENT_COOKIE));
  const consentValue = consent.decided ? encodeConsent(consent) : null;
  const renderCookie = [ageConfirmed ? `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}` : null, consentValue ? `${CONSENT_COOKIE}=${consentValue}` : null]
    .filter((part) => part !== null)
    .join('; ');
  // Newlines cannot occur in any part (a request line has none): they keep the parts apart.
  const key = [brandId, country, ageConfirmed ? 'age-confirmed' : 'age-gate', consentValue ?? 'consent-undecided', url].join('\n');
  return { key, renderCookie };
}
