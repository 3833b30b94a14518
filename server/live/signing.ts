/**
 * Signed live stream grants (live contract §2): the issue 13 scheme with the
 * live URL shape. One prefix per grant, so the playlists' relative URIs carry
 * it to the variants and segments:
 *   /media/live/<actorId>/<kind>/<guest>/<sessionId>/<exp>/<sig>/master.m3u8
 * sig = base64url HMAC-SHA256 (the media key) over
 *   "live|<actorId>|<kind>|<guest>|<sessionId>|<exp>".
 * Always bound to a guest (anonymous guests have an id too), proven by the
 * vm cookie of server/media/signing.ts.
 */
import { LIVE_KINDS, type LiveKind } from '../../sdk/live/stream';
import { cookieGuest, GUEST, mac, NO_GUEST, sameMac, type GrantCheck } from '../media/signing';

/** The path prefix of every live stream file. */
export const LIVE_PREFIX = '/media/live';

export interface LiveGrant {
  actorId: number;
  kind: LiveKind;
  guest: string;
  /** The preview, chat, ticket or call id the grant belongs to. */
  sessionId: string;
  /** Unix seconds. */
  expiresAt: number;
}

const signedText = (grant: LiveGrant) => `live|${grant.actorId}|${grant.kind}|${grant.guest}|${grant.sessionId}|${grant.expiresAt}`;

export function signLiveGrant(key: Buffer, grant: LiveGrant): string {
  return mac(key, signedText(grant)).toString('base64url');
}

/** The URL prefix every file of the grant shares. */
export function livePrefix(key: Buffer, grant: LiveGrant): string {
  return `${LIVE_PREFIX}/${grant.actorId}/${grant.kind}/${grant.guest}/${grant.sessionId}/${grant.expiresAt}/${signLiveGrant(key, grant)}`;
}

export type LiveGrantCheck = { ok: true; grant: LiveGrant } | Extract<GrantCheck, { ok: false }>;

// Session ids are UUIDs or numbers: path-safe, short.
const SESSION = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * Checks a live URL's parts and the guest cookie, in the issue 13 order:
 * shape and signature (a forged URL learns nothing more), expiry, guest.
 */
export function checkLiveGrant(
  key: Buffer,
  parts: { actorId: string; kind: string; guest: string; sessionId: string; exp: string; sig: string },
  cookie: string | null,
  nowMs: number,
): LiveGrantCheck {
  const invalid = (reason: string): LiveGrantCheck => ({ ok: false, code: 'MEDIA_URL_INVALID', reason });
  if (!/^[1-9][0-9]{0,8}$/.test(parts.actorId) || !/^[1-9][0-9]{0,11}$/.test(parts.exp)) return invalid('malformed actor id or expiry');
  if (!(LIVE_KINDS as readonly string[]).includes(parts.kind)) return invalid(`unknown live kind "${parts.kind}"`);
  if (!GUEST.test(parts.guest) || parts.guest === NO_GUEST) return invalid('malformed guest');
  if (!SESSION.test(parts.sessionId)) return invalid('malformed session id');
  const grant: LiveGrant = { actorId: Number(parts.actorId), kind: parts.kind as LiveKind, guest: parts.guest, sessionId: parts.sessionId, expiresAt: Number(parts.exp) };
  if (!sameMac(mac(key, signedText(grant)), parts.sig)) return invalid('bad signature');
  if (grant.expiresAt * 1000 <= nowMs) return { ok: false, code: 'MEDIA_URL_EXPIRED', reason: 'the link has expired' };
  if (cookieGuest(key, cookie, nowMs) !== grant.guest) return { ok: false, code: 'MEDIA_GUEST_MISMATCH', reason: 'this link belongs to another guest' };
  return { ok: true, grant };
}
