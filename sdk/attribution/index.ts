/**
 * Partner attribution (issue 16 §1; spec 002 §3.1 "w, ws, wt | partner tracking ids", "gk_cid, adtv,
 * sub, option | campaign and option data"; spec 000 §9 cookie names "webmaster id, subref"). A click is
 * the ids an address carries; the webmaster-id cookie keeps the partner id and the time of the click,
 * the subref cookie the other ids of that same click. "Last click wins within the lifetime": a new click
 * with a partner id replaces the stored one (all of its fields, so two clicks never mix), and a stored
 * click counts only for ATTRIBUTION_DAYS after it happened. Pure: the server applies it on arrival, at
 * sign-up and on every payment; widgets use attributionQuery for their links.
 */

/** The tracking fields of spec 002 §3.1, in the order links carry them. */
export const ATTRIBUTION_FIELDS = ['w', 'ws', 'wt', 'gk_cid', 'adtv', 'sub', 'option'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** The ids of one click: w (the partner id) is always there. */
export type AttributionIds = { w: string } & Partial<Record<Exclude<AttributionField, 'w'>, string>>;

/** A stored click: its ids and when it happened (epoch milliseconds). */
export interface Attribution {
  ids: AttributionIds;
  clickedAt: number;
}

/** How long a click counts; also the cookies' Max-Age (documented on the data-protection page). */
export const ATTRIBUTION_DAYS = 30;
const LIFETIME_MS = ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;

/** spec 000 §9 "Cookie names are short codes (banner acceptance, forced age check, webmaster id, subref, token)"; necessary category. */
export const WEBMASTER_COOKIE = 'vwm';
export const SUBREF_COOKIE = 'vsr';

/** What an id may be: letters, digits and . _ ~ - (URL-safe, cookie-safe), 1 to 64 characters. */
const ID_PATTERN = /^[A-Za-z0-9._~-]{1,64}$/;

/** True for a value a tracking field may hold. */
export function isAttributionId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** An address's query, or an object with the fields (the overlay's options, a request body). */
type Source = URLSearchParams | object;
const read = (source: Source, field: string): unknown => (source instanceof URLSearchParams ? source.get(field) : (source as Record<string, unknown>)[field]);

/**
 * The click an address (or an options object) carries, or null: without a valid partner id there is no
 * click (ws alone names no partner); another field with a bad value is left out, the click still counts.
 */
export function readClick(source: Source): AttributionIds | null {
  const w = read(source, 'w');
  if (!isAttributionId(w)) return null;
  const ids: AttributionIds = { w };
  for (const field of ATTRIBUTION_FIELDS) {
    if (field === 'w') continue;
    const value = read(source, field);
    if (isAttributionId(value)) ids[field] = value;
  }
  return ids;
}

/** Whether a stored click still counts at `now` (its lifetime has not run out; a click from the future does not count). */
export function isWithinLifetime(attribution: Attribution, now: number): boolean {
  return attribution.clickedAt <= now && now - attribution.clickedAt < LIFETIME_MS;
}

/**
 * issue 16 §1 "Last click wins within the lifetime": a click replaces what was stored (and starts a new
 * lifetime); without a click the stored one counts while within its lifetime. `changed` says whether the
 * cookies must be written again.
 */
export function resolveAttribution(stored: Attribution | null, click: AttributionIds | null, now: number): { attribution: Attribution | null; changed: boolean } {
  if (click) return { attribution: { ids: click, clickedAt: now }, changed: true };
  if (stored && isWithinLifetime(stored, now)) return { attribution: stored, changed: false };
  return { attribution: null, changed: stored !== null };
}

/** The webmaster-id cookie's value: the click time, then the partner id. */
export function webmasterCookieValue(attribution: Attribution): string {
  return `${attribution.clickedAt}.${attribution.ids.w}`;
}

/** The subref cookie's value: the click time (so it pairs with its own webmaster id), then the other ids as a query. */
export function subrefCookieValue(attribution: Attribution): string {
  const { w: _w, ...rest } = attribution.ids;
  return `${attribution.clickedAt}.${attributionQuery(rest)}`;
}

/** Reads both cookies back; a subref of another click (another time) is ignored, a malformed webmaster id is none. */
export function decodeAttribution(webmaster: string | null | undefined, subref: string | null | undefined): Attribution | null {
  const match = /^(\d{1,15})\.(.+)$/.exec(webmaster ?? '');
  if (!match || !isAttributionId(match[2])) return null;
  const clickedAt = Number(match[1]);
  const ids: AttributionIds = { w: match[2] };
  const sub = /^(\d{1,15})\.(.*)$/.exec(subref ?? '');
  if (sub && Number(sub[1]) === clickedAt) {
    const rest = readClick(new URLSearchParams(`w=${ids.w}&${sub[2]}`));
    if (rest) Object.assign(ids, rest);
  }
  return { ids, clickedAt };
}

/** The ids as a query string (`w=..&ws=..`), in field order, without empty ones. */
export function attributionQuery(ids: Partial<Record<AttributionField, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const field of ATTRIBUTION_FIELDS) {
    const value = ids[field];
    if (isAttributionId(value)) query.set(field, value);
  }
  return query.toString();
}

/** A link with the ids appended (widget links: issue 16 §1 "every embedded widget's links"); unchanged without a partner id. */
export function withAttribution(href: string, ids: Partial<Record<AttributionField, string | undefined>>): string {
  if (!isAttributionId(ids.w)) return href;
  const query = attributionQuery(ids);
  const hash = href.indexOf('#');
  const [base, fragment] = hash >= 0 ? [href.slice(0, hash), href.slice(hash)] : [href, ''];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/** The sign-up origin a guest keeps (spec 000 §3 signupOrigin): where they signed up, and the partner click when there was one. */
export function signupOriginWith(source: string | null, attribution: Attribution | null): string | null {
  if (!attribution) return source;
  return `${source ?? 'site'}?${attributionQuery(attribution.ids)}`;
}

/**
 * The click a page's cookies keep that still counts at `now` (document.cookie as read by the page), or
 * null: the site passes it to the payment overlay as options (issue 16 §1 "the overlay receives them as options").
 */
export function cookieClick(cookieHeader: string, now: number): AttributionIds | null {
  const value = (name: string) => {
    const part = cookieHeader.split(';').map((item) => item.trim()).find((item) => item.startsWith(`${name}=`));
    if (!part) return null;
    try {
      return decodeURIComponent(part.slice(name.length + 1));
    } catch {
      return null;
    }
  };
  const stored = decodeAttribution(value(WEBMASTER_COOKIE), value(SUBREF_COOKIE));
  return stored && isWithinLifetime(stored, now) ? stored.ids : null;
}
