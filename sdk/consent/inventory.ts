/**
 * Every cookie and browser storage item the platform writes, with its consent
 * category and lifetime: the one list the data-protection page prints as its
 * table (issue 12 §5 "every cookie and storage item by consent category with
 * its lifetime"), and the built-in keys of the consent registry. A test scans
 * the code for writes (inventory.test.ts): a key written anywhere but missing
 * here fails it, so the page cannot drift from the code.
 */
import { AGE_GATE_COOKIE, AGE_GATE_DAYS } from './age-gate';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, type ConsentCategory } from './rules';
import { ATTRIBUTION_DAYS, SUBREF_COOKIE, WEBMASTER_COOKIE } from '../attribution';

/** Where an item lives in the browser. */
export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

/** How long an item stays: a number of days, until the browser closes, or until it is deleted (local storage has no expiry). */
export type StorageLifetime = { days: number } | 'browserSession' | 'untilDeleted';

export interface StorageItem {
  /** Stable id: the legal texts give each one its purpose in every language under this id. */
  id: string;
  /** The cookie or storage key exactly as written. */
  name: string;
  kind: StorageKind;
  category: ConsentCategory;
  lifetime: StorageLifetime;
  /** Who writes it: the page's script, or the server with Set-Cookie. */
  writtenBy: 'page' | 'server';
  /** Not readable by the page's scripts (HttpOnly). */
  httpOnly: boolean;
}

/** The session cookie's name and lifetime (server/guests/sessions.ts: SESSION_COOKIE, SESSION_DAYS; a server test checks they agree). */
export const SESSION_COOKIE_NAME = 'vs';
export const SESSION_COOKIE_DAYS = 30;
/** The status-bar cookie POST guest/acceptCancellationOffer sets (spec 000 §7; server/routes/rest/guest-session.ts STATUS_BAR_COOKIE). */
export const STATUS_BAR_COOKIE_NAME = 'vsb';
export const STATUS_BAR_COOKIE_DAYS = 30;

/** The media cookie of a guest's signed video URLs (issue 13 §2; server/media/signing.ts MEDIA_COOKIE): HttpOnly, sent to /media/ only, valid 30 minutes by its own signed expiry. */
export const MEDIA_COOKIE_NAME = 'vm';
/** The video player's resume positions per guest and video (sdk/player/resume.ts, issue 13 §3). */
export const PLAYER_RESUME_ITEM_NAME = 'vpr';

/** What the platform stores in the browser today, necessary first. */
export const STORAGE_INVENTORY: readonly StorageItem[] = [
  { id: 'session', name: SESSION_COOKIE_NAME, kind: 'cookie', category: 'necessary', lifetime: { days: SESSION_COOKIE_DAYS }, writtenBy: 'server', httpOnly: true },
  { id: 'consent', name: CONSENT_COOKIE, kind: 'cookie', category: 'necessary', lifetime: { days: CONSENT_COOKIE_DAYS }, writtenBy: 'page', httpOnly: false },
  { id: 'ageGate', name: AGE_GATE_COOKIE, kind: 'cookie', category: 'necessary', lifetime: { days: AGE_GATE_DAYS }, writtenBy: 'page', httpOnly: false },
  { id: 'statusBar', name: STATUS_BAR_COOKIE_NAME, kind: 'cookie', category: 'necessary', lifetime: { days: STATUS_BAR_COOKIE_DAYS }, writtenBy: 'server', httpOnly: false },
  // issue 16 §1 / spec 000 §9 "webmaster id, subref": the partner click that brought the guest (last click wins within its lifetime).
  { id: 'webmaster', name: WEBMASTER_COOKIE, kind: 'cookie', category: 'necessary', lifetime: { days: ATTRIBUTION_DAYS }, writtenBy: 'server', httpOnly: false },
  { id: 'subref', name: SUBREF_COOKIE, kind: 'cookie', category: 'necessary', lifetime: { days: ATTRIBUTION_DAYS }, writtenBy: 'server', httpOnly: false },
  { id: 'media', name: MEDIA_COOKIE_NAME, kind: 'cookie', category: 'necessary', lifetime: 'browserSession', writtenBy: 'server', httpOnly: true },
  { id: 'playerResume', name: PLAYER_RESUME_ITEM_NAME, kind: 'localStorage', category: 'functional', lifetime: 'untilDeleted', writtenBy: 'page', httpOnly: false },
];

/** The items of one category, in inventory order (an empty list is printed as "nothing stored"). */
export function itemsOfCategory(category: ConsentCategory): StorageItem[] {
  return STORAGE_INVENTORY.filter((item) => item.category === category);
}
