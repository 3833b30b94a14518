/**
 * Entitlement on the server, attacked (issue 13 §2): "The video answer carries
 * its HLS url only for a guest entitled to watch [...] a URL copied to another
 * guest or used after expiry gets 403. [...] Tests attack it: anonymous, not
 * bought, bought by someone else, expired, tampered, banned country, 18 without AVS."
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DefaultQueryExecutor } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clipKeyForVideo } from '../../../sdk/media/clips';
import { MEDIA_GRANT_SECONDS } from '../../../sdk/media/entitlement';
import { addressIn } from '../../test/addresses';
import { signUpAndLogIn } from '../../test/guests';
import { TEST_TOKEN_SECRET, type TestApps, type TestDatabase } from '../../test/harness';
import { asGuest, verifyAge, type Guest } from '../../trust/test/env';
import { mediaSecret, mediaUrl } from '../signing';
import { segmentBytes, SEGMENT_BYTES, THUMBNAILS, type TestLibrary } from './clip-fixtures';

export interface MediaEnv {
  apps: TestApps;
  database: TestDatabase;
  library: TestLibrary;
}

interface Fixtures { free16: number; priced16: number; priced18: number; vip16: number; banned: { videoId: number; country: string } }

const key = mediaSecret(TEST_TOKEN_SECRET);
/** A relative playlist URI resolved against the playlist's URL, as a player does. */
const resolve = (relative: string, base: string) => new URL(relative, `http://velvet.test${base}`).pathname;
/** The vm Set-Cookie line of an answer, or undefined. */
const mediaCookieLine = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []).find((line) => line.startsWith('vm='));
const pairOf = (line: string | undefined) => line?.split(';')[0] ?? '';

/** Registers the media tests. */
export function defineMediaAccessTests(env: MediaEnv) {
  const fx = {} as Fixtures;
  const db = () => env.database.handle.db;
  const site = () => env.apps.site;
  const own = (guest: Guest, id: number) =>
    db().insertInto('owned_items').values({ guest_id: guest.guestId, item_type: 'video', item_id: String(id), purchase_id: randomUUID(), created_at: new Date().toISOString() }).execute();

  /** The video answer for the guest and the vm cookie pair it set ('' when none). */
  async function videoAnswer(guest: Guest | null, videoId: number, remoteAddress?: string) {
    const res = await asGuest(site(), guest, 'GET', `/rest/v1/video/${videoId}`, undefined, {}, remoteAddress);
    return { res, data: res.statusCode === 200 ? res.json().data : null, mediaCookie: pairOf(mediaCookieLine(res)) };
  }
  /** A media request as a browser sends it: the guest's session cookie and its media cookie. */
  const media = (url: string, cookies: string[] = [], headers: Record<string, string> = {}, app: FastifyInstance = site()) =>
    app.inject({ method: 'GET', url, headers: { ...headers, ...(cookies.filter(Boolean).length ? { cookie: cookies.filter(Boolean).join('; ') } : {}) } });
  const refused = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, code });
  };

  beforeAll(async () => {
    const notBanned = (eb: any) => eb.not(eb.exists(eb.selectFrom('performer_banned_countries').select('performer_id').whereRef('performer_id', '=', 'videos.performer_id')));
    const pick = (age: number, free: number, vip: number) => db().selectFrom('videos').select('id').where('age_rating', '=', age).where('free', '=', free).where('vip', '=', vip)
      .where('price', free ? '>=' : '>', 0).where(notBanned).orderBy('id').executeTakeFirstOrThrow();
    fx.free16 = (await pick(16, 1, 0)).id;
    fx.priced16 = (await pick(16, 0, 0)).id;
    fx.priced18 = (await pick(18, 0, 0)).id;
    fx.vip16 = (await db().selectFrom('videos').select('id').where('vip', '=', 1).where('free', '=', 0).where('age_rating', '=', 16).where(notBanned).orderBy('id').executeTakeFirstOrThrow()).id;
    const ban = await db().selectFrom('performer_banned_countries').innerJoin('videos', 'videos.performer_id', 'performer_banned_countries.performer_id')
      .select(['videos.id as videoId', 'performer_banned_countries.country_code as country']).orderBy('videos.id').executeTakeFirstOrThrow();
    fx.banned = ban;
  });

  describe('the video answer', () => {
    it('a free 16-rated video, anonymous: hlsUrl, trailerUrl, previewThumbnails and mediaState ready; no guest to bind, no cookie', async () => {
      const { res, data, mediaCookie } = await videoAnswer(null, fx.free16);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(data.hlsUrl).toMatch(new RegExp(`^/media/hls/${fx.free16}/full/-/\\d+/[A-Za-z0-9_-]{43}/master\\.m3u8$`));
      expect(data.trailerUrl).toMatch(new RegExp(`^/media/hls/${fx.free16}/trailer/-/\\d+/[A-Za-z0-9_-]{43}/trailer/index\\.m3u8$`));
      expect(data.previewThumbnails).toHaveLength(THUMBNAILS);
      expect(data.previewThumbnails[2]).toMatch(new RegExp(`^/media/hls/${fx.free16}/thumbs/-/\\d+/[A-Za-z0-9_-]{43}/thumbs/002\\.jpg$`));
      expect(data.mediaState).toBe('ready');
      expect(mediaCookie).toBe('');
      const master = await media(data.hlsUrl);
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(master.body).toContain('480p/index.m3u8');
    });

    it('anonymous on a priced 16-rated video: the trailer and thumbnails ("Trailers are open to everyone the age rating allows"), no hlsUrl', async () => {
      const { data } = await videoAnswer(null, fx.priced16);
      expect(data.restrictions).toEqual(['needsLogin', 'needsPurchase']);
      expect(data.hlsUrl).toBeUndefined();
      const trailer = await media(data.trailerUrl);
      expect(trailer.statusCode).toBe(200);
      const segment = await media(resolve('seg-00000.ts', data.trailerUrl));
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      const thumb = await media(data.previewThumbnails[0]);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
    });

    it('18 without AVS: neither hlsUrl nor trailer nor thumbnails, even bought; with AVS accepted: all three', async () => {
      const anonymous = await videoAnswer(null, fx.priced18);
      expect(anonymous.data).not.toHaveProperty('trailerUrl');
      expect(anonymous.data).not.toHaveProperty('previewThumbnails');
      const guest = await signUpAndLogIn(site());
      await own(guest, fx.priced18);
      const before = await videoAnswer(guest, fx.priced18);
      expect(before.data).toMatchObject({ restrictions: ['needsAgeCheck'], guestInfo: { bought: true } });
      expect(before.data).not.toHaveProperty('hlsUrl');
      expect(before.data).not.toHaveProperty('trailerUrl');
      expect(before.mediaCookie).toBe('');
      await verifyAge(site(), guest);
      const after = await videoAnswer(guest, fx.priced18);
      expect(after.data.hlsUrl).toContain(`/full/${guest.guestId}/`);
      expect(after.data.trailerUrl).toBeDefined();
      expect((await media(after.data.hlsUrl, [guest.cookie, after.mediaCookie])).statusCode).toBe(200);
    });

    it('a VIP video: no hlsUrl without a subscription; "VIP for VIP content" with one', async () => {
      const guest = await signUpAndLogIn(site());
      const before = await videoAnswer(guest, fx.vip16);
      expect(before.data.restrictions).toContain('needsSubscription');
      expect(before.data).not.toHaveProperty('hlsUrl');
      const now = Date.now();
      await db().insertInto('subscriptions').values({
        id: randomUUID(), guest_id: guest.guestId, kind: 'vip', price: 0, started_at: new Date(now - 60_000).toISOString(), ends_at: new Date(now + 86_400_000).toISOString(), ended_at: null,
      }).execute();
      const after = await videoAnswer(guest, fx.vip16);
      expect(after.data.restrictions).toEqual([]);
      const master = await media(after.data.hlsUrl, [guest.cookie, after.mediaCookie]);
      expect(master.statusCode).toBe(200);
    });

    it('banned country: 451, no URL and no media cookie; the same guest elsewhere gets its URL', async () => {
      const guest = await signUpAndLogIn(site());
      await verifyAge(site(), guest);
      await own(guest, fx.banned.videoId);
      const banned = await videoAnswer(guest, fx.banned.videoId, addressIn(fx.banned.country));
      expect(banned.res.statusCode).toBe(451);
      expect(banned.res.body).not.toContain('/media/hls/');
      expect(banned.mediaCookie).toBe('');
      const elsewhere = await videoAnswer(guest, fx.banned.videoId, addressIn(fx.banned.country === 'IS' ? 'FI' : 'IS'));
      expect(elsewhere.data.hlsUrl).toContain(`/full/${guest.guestId}/`);
    });
  });

  describe('a bought video and the attacks on its URL', () => {
    let buyer: Guest;
    let bought: { hlsUrl: string; mediaCookie: string; cookieLine: string };
    beforeAll(async () => {
      buyer = await signUpAndLogIn(site());
      await own(buyer, fx.priced16);
      const answer = await videoAnswer(buyer, fx.priced16);
      bought = { hlsUrl: answer.data.hlsUrl, mediaCookie: answer.mediaCookie, cookieLine: mediaCookieLine(answer.res)! };
    });

    it('bought: the master playlist, a variant and a segment play for the buyer; the cookie is HttpOnly, Lax, Path=/media/, signed until the grant expires', async () => {
      expect(bought.hlsUrl).toMatch(new RegExp(`^/media/hls/${fx.priced16}/full/${buyer.guestId}/\\d+/[A-Za-z0-9_-]{43}/master\\.m3u8$`));
      // A browser-session cookie: its signed expiry (the grant's) is what limits it.
      expect(bought.cookieLine).toMatch(new RegExp(`^vm=${buyer.guestId}\\.\\d+\\.[A-Za-z0-9_-]{43}; Path=/media/; SameSite=Lax; HttpOnly$`));
      expect(Number(bought.mediaCookie.split('.')[1])).toBe(Number(/\/(\d+)\/[A-Za-z0-9_-]{43}\//.exec(bought.hlsUrl)![1]));
      const master = await media(bought.hlsUrl, [buyer.cookie, bought.mediaCookie]);
      expect(master.statusCode).toBe(200);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(master.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(MEDIA_GRANT_SECONDS - 60);
      expect(maxAge).toBeLessThanOrEqual(MEDIA_GRANT_SECONDS);
      const variant = resolve('480p/index.m3u8', bought.hlsUrl);
      const playlist = await media(variant, [bought.mediaCookie]);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.body).toContain('#EXT-X-ENDLIST');
      const segment = await media(resolve('seg-00001.ts', variant), [bought.mediaCookie]);
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.headers['accept-ranges']).toBe('bytes');
      expect(segment.rawPayload.equals(segmentBytes())).toBe(true);
    });

    it('the white-label origin serves the same signed URL', async () => {
      expect((await media(bought.hlsUrl, [bought.mediaCookie], {}, env.apps.whiteLabel)).statusCode).toBe(200);
    });

    it('range requests: exact bytes with 206 and Content-Range; a suffix range; 416 past the end', async () => {
      const url = resolve('720p/seg-00000.ts', bought.hlsUrl);
      const part = await media(url, [bought.mediaCookie], { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${SEGMENT_BYTES}`);
      expect(part.headers['content-length']).toBe('100');
      expect(part.rawPayload.equals(segmentBytes().subarray(100, 200))).toBe(true);
      const tail = await media(url, [bought.mediaCookie], { range: 'bytes=-10' });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(segmentBytes().subarray(SEGMENT_BYTES - 10))).toBe(true);
      const past = await media(url, [bought.mediaCookie], { range: `bytes=${SEGMENT_BYTES}-` });
      refused(past, 416, 'RANGE_NOT_SATISFIABLE');
      expect(past.headers['content-range']).toBe(`bytes */${SEGMENT_BYTES}`);
    });

    it('anonymous (no media cookie) -> 403 MEDIA_GUEST_MISMATCH', async () => {
      refused(await media(bought.hlsUrl), 403, 'MEDIA_GUEST_MISMATCH');
      refused(await media(bought.hlsUrl, [buyer.cookie]), 403, 'MEDIA_GUEST_MISMATCH');
    });

    it('"bought by someone else": a second guest replays the buyer\'s URL with its own media cookie -> 403 MEDIA_GUEST_MISMATCH', async () => {
      const other = await signUpAndLogIn(site());
      // The other guest holds a valid media cookie of its own (from a free video it may watch).
      const own = await videoAnswer(other, fx.free16);
      expect(own.mediaCookie).toMatch(new RegExp(`^vm=${other.guestId}\\.`));
      expect((await media(own.data.hlsUrl, [other.cookie, own.mediaCookie])).statusCode).toBe(200);
      refused(await media(bought.hlsUrl, [other.cookie, own.mediaCookie]), 403, 'MEDIA_GUEST_MISMATCH');
      refused(await media(resolve('480p/seg-00000.ts', bought.hlsUrl), [other.cookie, own.mediaCookie]), 403, 'MEDIA_GUEST_MISMATCH');
      // Nor does it get an hlsUrl of its own for the video it did not buy.
      expect((await videoAnswer(other, fx.priced16)).data).not.toHaveProperty('hlsUrl');
      // Putting its own id into the buyer's URL breaks the signature.
      refused(await media(bought.hlsUrl.replace(buyer.guestId, other.guestId), [own.mediaCookie]), 403, 'MEDIA_URL_INVALID');
    });

    it('not bought: a guest cannot sign a URL for itself (a guessed signature) -> 403 MEDIA_URL_INVALID', async () => {
      const other = await signUpAndLogIn(site());
      const { mediaCookie } = await videoAnswer(other, fx.free16);
      const guessed = bought.hlsUrl.replace(buyer.guestId, other.guestId).replace(/\/[A-Za-z0-9_-]{43}\//, `/${'A'.repeat(43)}/`);
      refused(await media(guessed, [mediaCookie]), 403, 'MEDIA_URL_INVALID');
    });

    it('expired: a grant signed with a past expiry -> 403 MEDIA_URL_EXPIRED, although the guest may watch', async () => {
      const past = Math.floor(Date.now() / 1000) - 60;
      const url = mediaUrl(key, { videoId: fx.priced16, kind: 'full', guest: buyer.guestId, expiresAt: past }, 'master.m3u8');
      refused(await media(url, [bought.mediaCookie]), 403, 'MEDIA_URL_EXPIRED');
    });

    it.each([
      ['another video id', (url: string) => url.replace(`/hls/${'{id}'}/`, '/hls/{other}/')],
      ['a later expiry', (url: string) => url.replace(/\/(\d+)\/([A-Za-z0-9_-]{43})\//, (_all, exp: string, sig: string) => `/${Number(exp) + 3600}/${sig}/`)],
      ['a changed signature', (url: string) => url.replace(/\/([A-Za-z0-9_-])([A-Za-z0-9_-]{42})\//, (_all, first: string, rest: string) => `/${first === 'A' ? 'B' : 'A'}${rest}/`)],
      ['the kind trailer', (url: string) => url.replace('/full/', '/trailer/')],
    ])('tampered (%s) -> 403 MEDIA_URL_INVALID', async (_name, tamper) => {
      const url = tamper(bought.hlsUrl.replace(`/hls/${fx.priced16}/`, '/hls/{id}/')).replace('{id}', String(fx.priced16)).replace('{other}', String(fx.priced16 + 1));
      expect(url).not.toBe(bought.hlsUrl);
      refused(await media(url, [bought.mediaCookie]), 403, 'MEDIA_URL_INVALID');
    });

    it('tampered cookie: the buyer\'s id in another guest\'s cookie -> 403 MEDIA_GUEST_MISMATCH', async () => {
      const other = await signUpAndLogIn(site());
      const { mediaCookie } = await videoAnswer(other, fx.free16);
      refused(await media(bought.hlsUrl, [mediaCookie.replace(other.guestId, buyer.guestId)]), 403, 'MEDIA_GUEST_MISMATCH');
    });

    it('path traversal and files outside the grant are refused, never served', async () => {
      const prefix = bought.hlsUrl.slice(0, -'master.m3u8'.length);
      for (const path of ['..%2Fsecret.txt', '..%2F..%2Fsecret.txt', '480p%2F..%2F..%2Fc02%2Fmaster.m3u8', '%2e%2e%2fsecret.txt', '480p/..%5C..%5Csecret.txt']) {
        const res = await media(`${prefix}${path}`, [bought.mediaCookie]);
        expect(res.statusCode, path).toBe(400);
        expect(res.json(), path).toMatchObject({ code: 'BAD_REQUEST', field: 'params.*' });
      }
      // Plain dot segments are resolved by the client before sending (as browsers do): what arrives names no file.
      const raw = await media(`${prefix}480p/../../secret.txt`, [bought.mediaCookie]);
      expect(raw.statusCode).toBe(404);
      expect(raw.body).not.toContain('not a media file');
      for (const path of ['clip.json', 'trailer/index.m3u8', 'thumbs/000.jpg', 'secret.txt']) {
        refused(await media(`${prefix}${path}`, [bought.mediaCookie]), 404, 'NOT_FOUND');
      }
    });

    it('logout drops the media cookie (Path=/media/), so the page\'s links stop playing in that browser', async () => {
      const guest = await signUpAndLogIn(site());
      const res = await asGuest(site(), guest, 'POST', '/rest/v1/guest/logout', {});
      expect(res.statusCode).toBe(200);
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? [])).toContain('vm=; Path=/media/; SameSite=Lax; Max-Age=0; HttpOnly');
    });

    it('a file the clip does not have -> 404', async () => {
      refused(await media(resolve('480p/seg-00099.ts', bought.hlsUrl), [bought.mediaCookie]), 404, 'NOT_FOUND');
    });

    it('a segment request runs no database query (HMAC checks, clipKeyForVideo and the library\'s memory only)', async () => {
      // Counts the queries that run inside the tagged requests only (not a background sweep's).
      const tagged = new AsyncLocalStorage<true>();
      const seen: string[] = [];
      const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as { executeQuery(...args: unknown[]): Promise<unknown> };
      const original = base.executeQuery;
      const spy = vi.spyOn(base, 'executeQuery').mockImplementation(function (this: unknown, ...args: unknown[]) {
        if (tagged.getStore()) seen.push(String((args[0] as { sql?: string }).sql));
        return original.apply(this, args);
      });
      try {
        // The spy sees queries: the video answer reads the database.
        await tagged.run(true, () => videoAnswer(buyer, fx.priced16));
        expect(seen.length).toBeGreaterThan(0);
        seen.length = 0;
        const urls = [bought.hlsUrl, resolve('480p/index.m3u8', bought.hlsUrl), resolve('480p/seg-00000.ts', bought.hlsUrl), resolve('480p/seg-00099.ts', bought.hlsUrl)];
        const answers = await tagged.run(true, () => Promise.all([...urls.map((url) => media(url, [buyer.cookie, bought.mediaCookie])), media(bought.hlsUrl, [buyer.cookie])]));
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 403]);
        expect(seen).toEqual([]);
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('a clip still preparing', () => {
    it('mediaState preparing, no thumbnails; its URLs answer 503 MEDIA_PREPARING with Retry-After, then play once ready', async () => {
      const clip = clipKeyForVideo(fx.free16);
      env.library.preparing.add(clip);
      try {
        const { data } = await videoAnswer(null, fx.free16);
        expect(data.mediaState).toBe('preparing');
        expect(data).not.toHaveProperty('previewThumbnails');
        const res = await media(data.hlsUrl);
        refused(res, 503, 'MEDIA_PREPARING');
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers['cache-control']).toBe('no-store');
        env.library.preparing.delete(clip);
        expect((await media(data.hlsUrl)).statusCode).toBe(200);
      } finally {
        env.library.preparing.delete(clip);
      }
    });
  });

  describe('POST watch/start (spec 002 §7.8)', () => {
    it('stores the guest\'s watch start as a tracking event; 404 for an unknown video; 400 naming the field', async () => {
      const guest = await signUpAndLogIn(site());
      const res = await asGuest(site(), guest, 'POST', '/rest/v1/watch/start', { videoId: fx.free16 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      await asGuest(site(), guest, 'POST', '/rest/v1/watch/start', { videoId: fx.priced16, kind: 'trailer' });
      const events = await db().selectFrom('tracking_events').select(['context', 'action', 'data']).where('guest_id', '=', guest.guestId).orderBy('created_at').orderBy('id').execute();
      expect(events.map((e) => [e.context, e.action, JSON.parse(e.data)])).toEqual(expect.arrayContaining([
        ['video', 'watchStart', { videoId: fx.free16, kind: 'full' }],
        ['video', 'watchStart', { videoId: fx.priced16, kind: 'trailer' }],
      ]));
      expect(events).toHaveLength(2);
      const unknown = await asGuest(site(), guest, 'POST', '/rest/v1/watch/start', { videoId: 99_999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.videoId' });
      const bad = await asGuest(site(), guest, 'POST', '/rest/v1/watch/start', { videoId: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.videoId' });
    });
  });

  afterAll(() => undefined);
}
