/**
 * Signed media grants (issue 13 §2: "Playlists and segments go out through
 * short-lived signed URLs (HMAC over path, guest and expiry) so a segment
 * request needs no database lookup"; media contract §2).
 *
 * URL: /media/hls/<videoId>/<kind>/<guest>/<exp>/<sig>/<file>, sig = base64url
 * HMAC-SHA256 over "<videoId>|<kind>|<guest>|<exp>". Every file of one grant
 * shares the prefix, so a playlist's relative URIs carry the grant along.
 * Guest cookie: vm=<guestId>.<exp>.<hmac over "cookie|guestId|exp">,
 * proving who holds a `full` URL without a session lookup.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { MEDIA_GRANT_SECONDS, MEDIA_KINDS, type MediaKind } from '../../sdk/media/entitlement';
import { MEDIA_COOKIE_NAME } from '../../sdk/consent/inventory';
import { clearCookie, readCookie, setCookie } from '../guests/cookies';

/** The path prefix of every media file. */
export const MEDIA_PREFIX = '/media/hls';
/** The guest-binding cookie (HttpOnly, SameSite=Lax, Path=/media/; listed in the storage inventory). */
export const MEDIA_COOKIE = MEDIA_COOKIE_NAME;
const MEDIA_COOKIE_PATH = '/media/';
/** The `<guest>` of a grant bound to nobody: trailers, thumbnails, and a free video for a visitor without a guest. */
export const NO_GUEST = '-';

export interface MediaGrant {
  videoId: number;
  kind: MediaKind;
  /** A guest id, or NO_GUEST. */
  guest: string;
  /** Unix seconds. */
  expiresAt: number;
}

const mediaSecrets = new Map<string, Buffer>();
/** The media key, derived from the token secret (one secret to configure; a leaked media key forges no session token). */
export function mediaSecret(tokenSecret: string): Buffer {
  let key = mediaSecrets.get(tokenSecret);
  if (!key) {
    key = createHmac('sha256', tokenSecret).update('velvet media grants v1').digest();
    mediaSecrets.set(tokenSecret, key);
  }
  return key;
}

/** HMAC-SHA256 of `text` under the media key (live grants in server/live sign with it too). */
export const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** Constant-time comparison of a base64url signature with the expected MAC. */
export function sameMac(expected: Buffer, given: string): boolean {
  const bytes = Buffer.from(given, 'base64url');
  // Buffer.from drops bad characters; re-encoding must give the same text, else it was not canonical base64url.
  if (bytes.length !== expected.length || bytes.toString('base64url') !== given) return false;
  return timingSafeEqual(expected, bytes);
}

/** The grant's signature (base64url). */
export function signGrant(key: Buffer, grant: MediaGrant): string {
  return mac(key, `${grant.videoId}|${grant.kind}|${grant.guest}|${grant.expiresAt}`).toString('base64url');
}

/** The URL prefix every file of a grant shares (a playlist's relative URIs inherit it). */
export function grantPrefix(key: Buffer, grant: MediaGrant): string {
  return `${MEDIA_PREFIX}/${grant.videoId}/${grant.kind}/${grant.guest}/${grant.expiresAt}/${signGrant(key, grant)}`;
}

/** The URL of one file under a grant. */
export function mediaUrl(key: Buffer, grant: MediaGrant, file: string): string {
  return `${grantPrefix(key, grant)}/${file}`;
}

/** A grant expiring MEDIA_GRANT_SECONDS from `nowMs`. */
export function newGrant(videoId: number, kind: MediaKind, guest: string, nowMs: number): MediaGrant {
  return { videoId, kind, guest, expiresAt: Math.floor(nowMs / 1000) + MEDIA_GRANT_SECONDS };
}

export type GrantCheck =
  | { ok: true; grant: MediaGrant }
  | { ok: false; code: 'MEDIA_URL_INVALID' | 'MEDIA_URL_EXPIRED' | 'MEDIA_GUEST_MISMATCH'; reason: string };

// Guest ids are UUIDs; any path-safe id without a dot (the cookie's separator) is accepted, or NO_GUEST.
export const GUEST = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * Checks a grant's URL parts and, for `full` grants bound to a guest, the guest
 * cookie. Order: shape and signature first (a forged URL learns nothing about
 * expiry), then expiry, then the guest.
 */
export function checkGrant(
  key: Buffer,
  parts: { videoId: string; kind: string; guest: string; exp: string; sig: string },
  cookie: string | null,
  nowMs: number,
): GrantCheck {
  const invalid = (reason: string): GrantCheck => ({ ok: false, code: 'MEDIA_URL_INVALID', reason });
  if (!/^[1-9][0-9]{0,8}$/.test(parts.videoId) || !/^[1-9][0-9]{0,11}$/.test(parts.exp)) return invalid('malformed video id or expiry');
  if (!(MEDIA_KINDS as readonly string[]).includes(parts.kind)) return invalid(`unknown media kind "${parts.kind}"`);
  if (!GUEST.test(parts.guest)) return invalid('malformed guest');
  const grant: MediaGrant = { videoId: Number(parts.videoId), kind: parts.kind as MediaKind, guest: parts.guest, expiresAt: Number(parts.exp) };
  // Trailers and thumbnails are never bound to a guest; only a full grant may be.
  if (grant.kind !== 'full' && grant.guest !== NO_GUEST) return invalid('a trailer or thumbnail grant names no guest');
  if (!sameMac(mac(key, `${grant.videoId}|${grant.kind}|${grant.guest}|${grant.expiresAt}`), parts.sig)) return invalid('bad signature');
  if (grant.expiresAt * 1000 <= nowMs) return { ok: false, code: 'MEDIA_URL_EXPIRED', reason: 'the link has expired' };
  if (grant.guest !== NO_GUEST) {
    const holder = cookieGuest(key, cookie, nowMs);
    if (holder !== grant.guest) return { ok: false, code: 'MEDIA_GUEST_MISMATCH', reason: 'this link belongs to another guest' };
  }
  return { ok: true, grant };
}

/** The cookie value proving `guestId` until `expiresAt`. */
export function signGuestCookie(key: Buffer, guestId: string, expiresAt: number): string {
  return `${guestId}.${expiresAt}.${mac(key, `cookie|${guestId}|${expiresAt}`).toString('base64url')}`;
}

/** The guest the cookie proves now, or null (missing, forged, expired). */
export function cookieGuest(key: Buffer, cookie: string | null, nowMs: number): string | null {
  if (!cookie) return null;
  const [guestId, exp, sig, extra] = cookie.split('.');
  if (!guestId || !exp || !sig || extra !== undefined || !GUEST.test(guestId) || guestId === NO_GUEST || !/^[1-9][0-9]{0,11}$/.test(exp)) return null;
  if (!sameMac(mac(key, `cookie|${guestId}|${exp}`), sig)) return null;
  return Number(exp) * 1000 > nowMs ? guestId : null;
}

/**
 * Sets the guest cookie for a full grant. A browser-session cookie: its signed
 * expiry (the newest grant's) decides how long it proves the guest, and the
 * next grant overwrites it.
 */
export function setGuestCookie(reply: FastifyReply, key: Buffer, grant: Pick<MediaGrant, 'guest' | 'expiresAt'>): void {
  setCookie(reply, MEDIA_COOKIE, signGuestCookie(key, grant.guest, heldUntil(reply, key, grant)), { path: MEDIA_COOKIE_PATH });
}

/**
 * The cookie's expiry for a new grant: never earlier than the one the browser
 * already holds for the same guest, so a short grant (a video after a live chat
 * began, issue 14) does not cut off the longer one still playing.
 */
function heldUntil(reply: FastifyReply, key: Buffer, grant: Pick<MediaGrant, 'guest' | 'expiresAt'>): number {
  const held = readCookie(reply.request, MEDIA_COOKIE);
  if (!held || cookieGuest(key, held, Date.now()) !== grant.guest) return grant.expiresAt;
  return Math.max(grant.expiresAt, Number(held.split('.')[1]));
}

/** Drops the guest cookie (logout): the page's video links stop playing in this browser at once. */
export function clearGuestCookie(reply: FastifyReply): void {
  clearCookie(reply, MEDIA_COOKIE, MEDIA_COOKIE_PATH);
}
