/** Signed media grants and the guest cookie, with a fake clock (issue 13 §2, media contract §2). */
import { describe, expect, it } from 'vitest';
import { MEDIA_GRANT_SECONDS } from '../../sdk/media/entitlement';
import { checkGrant, cookieGuest, mediaSecret, mediaUrl, newGrant, signGrant, signGuestCookie, type MediaGrant } from './signing';

const key = mediaSecret('unit-secret-unit-secret-unit-secret-01');
const T0 = Date.UTC(2026, 10, 24, 3, 0, 0);
const GUEST_A = '11111111-1111-4111-8111-111111111111';
const GUEST_B = '22222222-2222-4222-8222-222222222222';

/** The URL's grant parts as the route reads them. */
const partsOf = (grant: MediaGrant, sig = signGrant(key, grant)) => ({
  videoId: String(grant.videoId), kind: grant.kind, guest: grant.guest, exp: String(grant.expiresAt), sig,
});

describe('checkGrant', () => {
  const grant = newGrant(7, 'full', GUEST_A, T0);
  const cookieA = signGuestCookie(key, GUEST_A, grant.expiresAt);

  it('"Grants live 30 min": a fresh grant with its guest cookie passes until the second it expires', () => {
    expect(grant.expiresAt).toBe(T0 / 1000 + MEDIA_GRANT_SECONDS);
    expect(checkGrant(key, partsOf(grant), cookieA, T0)).toEqual({ ok: true, grant });
    expect(checkGrant(key, partsOf(grant), cookieA, T0 + (MEDIA_GRANT_SECONDS - 1) * 1000).ok).toBe(true);
    expect(checkGrant(key, partsOf(grant), cookieA, T0 + MEDIA_GRANT_SECONDS * 1000)).toMatchObject({ ok: false, code: 'MEDIA_URL_EXPIRED' });
  });

  it('"a URL copied to another guest [...] gets 403": another guest\'s cookie, no cookie, a forged cookie', () => {
    const cookieB = signGuestCookie(key, GUEST_B, grant.expiresAt);
    expect(checkGrant(key, partsOf(grant), cookieB, T0)).toMatchObject({ ok: false, code: 'MEDIA_GUEST_MISMATCH' });
    expect(checkGrant(key, partsOf(grant), null, T0)).toMatchObject({ ok: false, code: 'MEDIA_GUEST_MISMATCH' });
    const forged = cookieB.replace(GUEST_B, GUEST_A);
    expect(checkGrant(key, partsOf(grant), forged, T0)).toMatchObject({ ok: false, code: 'MEDIA_GUEST_MISMATCH' });
    const expiredCookie = signGuestCookie(key, GUEST_A, T0 / 1000 - 1);
    expect(checkGrant(key, partsOf(grant), expiredCookie, T0)).toMatchObject({ ok: false, code: 'MEDIA_GUEST_MISMATCH' });
  });

  it.each([
    ['another video', { videoId: '8' }],
    ['another kind', { kind: 'trailer' }],
    ['another guest', { guest: GUEST_B }],
    ['a later expiry', { exp: String(grant.expiresAt + 3600) }],
    ['a changed signature', { sig: `${signGrant(key, grant).slice(0, -2)}AA` }],
    ['a signature with padding', { sig: `${signGrant(key, grant)}=` }],
    ['an empty signature', { sig: '' }],
    ['a malformed video id', { videoId: '07' }],
    ['an unknown kind', { kind: 'poster' }],
    ['a guest with a dot', { guest: 'a.b' }],
  ])('tampered: %s -> MEDIA_URL_INVALID', (_name, change) => {
    expect(checkGrant(key, { ...partsOf(grant), ...change }, cookieA, T0)).toMatchObject({ ok: false, code: 'MEDIA_URL_INVALID' });
  });

  it('a grant signed with another server\'s secret is invalid', () => {
    const other = mediaSecret('another-secret-another-secret-another-1');
    expect(checkGrant(key, partsOf(grant, signGrant(other, grant)), cookieA, T0)).toMatchObject({ ok: false, code: 'MEDIA_URL_INVALID' });
  });

  it('a trailer grant needs no cookie, and may name no guest', () => {
    const trailer = newGrant(7, 'trailer', '-', T0);
    expect(checkGrant(key, partsOf(trailer), null, T0).ok).toBe(true);
    const bound = { ...trailer, guest: GUEST_A };
    expect(checkGrant(key, partsOf(bound), cookieA, T0)).toMatchObject({ ok: false, code: 'MEDIA_URL_INVALID' });
  });

  it('the expiry is checked only after the signature: a forged URL learns nothing', () => {
    const old = { ...grant, expiresAt: T0 / 1000 - 10 };
    expect(checkGrant(key, partsOf(old, 'x'.repeat(43)), cookieA, T0)).toMatchObject({ code: 'MEDIA_URL_INVALID' });
    expect(checkGrant(key, partsOf(old), cookieA, T0)).toMatchObject({ code: 'MEDIA_URL_EXPIRED' });
  });
});

describe('URL and cookie shapes', () => {
  it('/media/hls/<videoId>/<kind>/<guest>/<exp>/<sig>/<file>, sig 43 base64url characters', () => {
    const grant = newGrant(7, 'full', GUEST_A, T0);
    expect(mediaUrl(key, grant, 'master.m3u8')).toMatch(new RegExp(`^/media/hls/7/full/${GUEST_A}/${grant.expiresAt}/[A-Za-z0-9_-]{43}/master\\.m3u8$`));
  });
  it('the cookie proves its guest until its expiry, and nobody after', () => {
    const cookie = signGuestCookie(key, GUEST_A, T0 / 1000 + 60);
    expect(cookieGuest(key, cookie, T0)).toBe(GUEST_A);
    expect(cookieGuest(key, cookie, T0 + 60_000)).toBeNull();
    expect(cookieGuest(key, `${cookie}.x`, T0)).toBeNull();
    expect(cookieGuest(key, 'garbage', T0)).toBeNull();
  });
});
