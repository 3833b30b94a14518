/**
 * Live streams attacked (issue 14 item 1: "a live preview is open to guests
 * within the preview limit (5 per day, VIP 20), the full stream only inside a
 * paid or free chat session"; live contract §2). The stream files come from
 * the test clip library (server/media/test/clip-fixtures.ts: two 4 s segments
 * per rendition, five thumbnails).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_PREVIEW_LIMIT, LIVE_GRANT_MAX_SECONDS, LIVE_PREVIEW_SECONDS } from '../../../sdk/live/stream';
import { segmentBytes, type TestLibrary } from '../../media/test/clip-fixtures';
import { mediaSecret, signGuestCookie } from '../../media/signing';
import { setActorOnline } from '../../realtime-domain/actor-presence';
import type { RecordingHub } from '../../realtime-domain/test/recording-hub';
import { addressIn } from '../../test/addresses';
import { randomIp, sessionCookieOf, signUpAndLogIn } from '../../test/guests';
import { TEST_TOKEN_SECRET, type TestApps, type TestDatabase } from '../../test/harness';
import { livePrefix } from '../signing';
import { setTicketShow } from '../state';

export interface LiveEnv {
  apps: TestApps;
  database: TestDatabase;
  library: TestLibrary;
  hub: RecordingHub;
}

const key = mediaSecret(TEST_TOKEN_SECRET);
const resolve = (relative: string, base: string) => new URL(relative, `http://velvet.test${base}`).pathname;
const setCookieLines = (res: LightMyRequestResponse) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
const mediaCookieOf = (res: LightMyRequestResponse) => setCookieLines(res).find((line) => line.startsWith('vm='))?.split(';')[0] ?? '';
const refused = (res: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status, body: { success: false, code } });
};
/** The MEDIA-SEQUENCE of a live playlist. */
const sequenceOf = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);

export function defineLiveTests(env: LiveEnv) {
  const db = () => env.database.handle.db;
  const site = () => env.apps.site;
  const live = () => env.apps.context.live;
  let onlineActor: number;
  let secondActor: number;
  let offlineActor: number;
  let noPreviewActor: number;

  /** A browser: its cookies, kept across calls like a cookie jar. */
  function browser() {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
    const keep = (res: LightMyRequestResponse) => {
      for (const line of setCookieLines(res)) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    };
    const ip = randomIp();
    return {
      jar,
      async startPreview(actorId: number, remoteAddress = ip) {
        return keep(await site().inject({ method: 'POST', url: '/rest/v1/live/preview/start', payload: { actorId }, remoteAddress, headers: jar.size ? { cookie: cookieHeader() } : {} }));
      },
      async get(url: string) {
        return keep(await site().inject({ method: 'GET', url, headers: jar.size ? { cookie: cookieHeader() } : {} }));
      },
      /** A preview's stream URL (expects success). */
      async previewUrl(actorId: number): Promise<string> {
        const res = await this.startPreview(actorId);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.streamUrl as string;
      },
    };
  }

  beforeAll(async () => {
    const ids = (await db().selectFrom('performers').select('id').orderBy('id').limit(4).execute()).map((r) => r.id);
    [onlineActor, secondActor, offlineActor, noPreviewActor] = ids as [number, number, number, number];
    // Known facts for the attacks: no country bans, live preview offered (except one), online (except one).
    await db().deleteFrom('performer_banned_countries').where('performer_id', 'in', ids).execute();
    await db().updateTable('performers').set({ is_online: 1, is_ticket_show: 0, features: JSON.stringify({ livePreview: true }) }).where('id', 'in', ids).execute();
    await db().updateTable('performers').set({ is_online: 0 }).where('id', '=', offlineActor).execute();
    await db().updateTable('performers').set({ features: JSON.stringify({ livePreview: false }) }).where('id', '=', noPreviewActor).execute();
  });
  afterEach(() => {
    live().now = () => Date.now();
  });

  describe('a live preview', () => {
    it('anonymous: a guest id, a signed preview URL bound to it, the master, a live variant and a segment play', async () => {
      const guest = browser();
      const res = await guest.startPreview(onlineActor);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ streamType: 'hls', previewsLeft: 4, durationSeconds: LIVE_PREVIEW_SECONDS });
      const { guest_id: guestId } = await db().selectFrom('live_previews').select('guest_id').where('id', '=', data.previewId).executeTakeFirstOrThrow();
      expect(sessionCookieOf(res)).toBeTruthy();
      expect(data.streamUrl).toMatch(new RegExp(`^/media/live/${onlineActor}/preview/${guestId}/${data.previewId}/\\d+/[A-Za-z0-9_-]{43}/master\\.m3u8$`));
      expect(mediaCookieOf(res)).toMatch(new RegExp(`^vm=${guestId}\\.\\d+\\.`));
      expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan((LIVE_PREVIEW_SECONDS - 5) * 1000);

      const master = await guest.get(data.streamUrl);
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(master.headers['cache-control']).toBe('no-store');
      expect(master.body).toContain('#EXT-X-STREAM-INF:BANDWIDTH=1000000,RESOLUTION=854x480');
      expect(master.body.match(/^[0-9]+p\/live\.m3u8$/gm)).toEqual(['240p/live.m3u8', '480p/live.m3u8', '720p/live.m3u8']);

      const variantUrl = resolve('480p/live.m3u8', data.streamUrl);
      const variant = await guest.get(variantUrl);
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['cache-control']).toBe('no-store');
      expect(variant.body).not.toContain('#EXT-X-ENDLIST');
      const segmentUri = variant.body.split('\n').find((line) => line.endsWith('.ts'))!;
      expect(segmentUri).toMatch(/^seg-0000[01]\.ts$/);
      const segment = await guest.get(resolve(segmentUri, variantUrl));
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.rawPayload.equals(segmentBytes())).toBe(true);
    });

    it('spec 000 §9 "Live preview limit 5": the 6th preview of the day is refused with 429 and a live preview exit code; the next UTC day counts anew', async () => {
      const today = Date.now();
      live().now = () => today;
      const guest = browser();
      for (let n = 1; n <= 5; n++) {
        const res = await guest.startPreview(n % 2 ? onlineActor : secondActor);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.previewsLeft).toBe(5 - n);
      }
      const sixth = await guest.startPreview(onlineActor);
      refused(sixth, 429, 'LIVE_PREVIEW_LIMIT');
      expect(sixth.json()).toMatchObject({ exitReasonCode: EXIT_PREVIEW_LIMIT, limit: 5 });
      const tomorrow = Date.UTC(new Date(today).getUTCFullYear(), new Date(today).getUTCMonth(), new Date(today).getUTCDate() + 1, 0, 0, 1);
      live().now = () => tomorrow;
      const next = await guest.startPreview(onlineActor);
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().data.previewsLeft).toBe(4);
    });

    it('anonymous beyond the limit, racing itself: after its first preview only 4 of 8 parallel starts succeed (5 in all)', async () => {
      const guest = browser();
      await guest.startPreview(onlineActor); // the guest id first, so all 8 count on it
      const results = await Promise.all(Array.from({ length: 8 }, () => guest.startPreview(onlineActor)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
      for (const res of results.filter((r) => r.statusCode !== 200)) refused(res, 429, 'LIVE_PREVIEW_LIMIT');
    });

    it('"VIP 20": a VIP member gets 20 previews a day, the 21st is refused', async () => {
      const member = await signUpAndLogIn(site());
      const now = Date.now();
      await db().insertInto('subscriptions').values({
        id: randomUUID(), guest_id: member.guestId, kind: 'vip', price: 0, started_at: new Date(now - 60_000).toISOString(), ends_at: new Date(now + 86_400_000).toISOString(), ended_at: null,
      }).execute();
      const guest = browser();
      const [name, value] = member.cookie.split('=') as [string, string];
      guest.jar.set(name, value);
      for (let n = 1; n <= 20; n++) expect((await guest.startPreview(onlineActor)).statusCode).toBe(200);
      const refusal = await guest.startPreview(onlineActor);
      refused(refusal, 429, 'LIVE_PREVIEW_LIMIT');
      expect(refusal.json().limit).toBe(20);
    });

    it('an offline performer: 409 LIVE_OFFLINE, and nothing is counted', async () => {
      const guest = browser();
      refused(await guest.startPreview(offlineActor), 409, 'LIVE_OFFLINE');
      expect((await guest.startPreview(onlineActor)).json().data.previewsLeft).toBe(4);
    });

    it('a performer without live preview: 403 LIVE_PREVIEW_DISABLED; unknown performer 404; a banned country 451', async () => {
      refused(await browser().startPreview(noPreviewActor), 403, 'LIVE_PREVIEW_DISABLED');
      refused(await browser().startPreview(2_000_000_000), 404, 'NOT_FOUND');
      await db().insertInto('performer_banned_countries').values({ performer_id: secondActor, country_code: 'IS' }).execute();
      try {
        refused(await browser().startPreview(secondActor, addressIn('IS')), 451, 'NOT_AVAILABLE_IN_COUNTRY');
        expect((await browser().startPreview(secondActor, addressIn('FI'))).statusCode).toBe(200);
      } finally {
        await db().deleteFrom('performer_banned_countries').where('performer_id', '=', secondActor).execute();
      }
    });

    it('the media cookie is never shortened: a preview after a long chat grant keeps the longer proof (one cookie serves videos, chats and previews)', async () => {
      const guest = browser();
      const guestId = (await guest.previewUrl(onlineActor)).split('/')[5]!;
      const chatUntil = Math.floor(Date.now() / 1000) + 6 * 3600;
      guest.jar.set('vm', signGuestCookie(key, guestId, chatUntil));
      const again = await guest.startPreview(onlineActor);
      expect(again.statusCode).toBe(200);
      expect(mediaCookieOf(again)).toBe(`vm=${signGuestCookie(key, guestId, chatUntil)}`);
      // Another guest's cookie in the jar is no proof of this one: the new grant's own expiry applies.
      const other = browser();
      other.jar.set('vm', signGuestCookie(key, guestId, chatUntil));
      const own = await other.startPreview(onlineActor);
      expect(Number(mediaCookieOf(own).split('.')[1])).toBeLessThan(chatUntil);
    });

    it('bad input names the field: 400 VALIDATION_FAILED body.actorId', async () => {
      const res = await site().inject({ method: 'POST', url: '/rest/v1/live/preview/start', payload: { actorId: 'x' } });
      refused(res, 400, 'VALIDATION_FAILED');
      expect(res.json().field).toBe('body.actorId');
    });
  });

  describe('attacks on a stream URL', () => {
    it('a URL of another guest: 403 MEDIA_GUEST_MISMATCH for the playlist and the segment; without any cookie too', async () => {
      const owner = browser();
      const url = await owner.previewUrl(onlineActor);
      const thief = browser();
      await thief.previewUrl(secondActor); // the thief holds a valid media cookie of its own
      refused(await thief.get(url), 403, 'MEDIA_GUEST_MISMATCH');
      refused(await thief.get(resolve('480p/seg-00000.ts', url)), 403, 'MEDIA_GUEST_MISMATCH');
      refused(await site().inject({ method: 'GET', url }), 403, 'MEDIA_GUEST_MISMATCH');
    });

    it('tampered: another actor, kind, session or a changed signature is 403 MEDIA_URL_INVALID', async () => {
      const guest = browser();
      const url = await guest.previewUrl(onlineActor);
      const [, , , actor, kind, guestId, session, exp, sig] = url.split('/');
      const variants = [
        url.replace(`/live/${actor}/`, `/live/${secondActor}/`),
        url.replace(`/${kind}/`, '/chat/'),
        url.replace(`/${session}/`, `/${randomUUID()}/`),
        url.replace(`/${exp}/`, `/${Number(exp) + 3600}/`),
        url.replace(`/${sig}/`, `/${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}/`),
        url.replace(`/${guestId}/`, '/-/'),
      ];
      for (const tampered of variants) refused(await guest.get(tampered), 403, 'MEDIA_URL_INVALID');
      expect((await guest.get(url)).statusCode).toBe(200);
    });

    it('expired: after the signature expires 403 MEDIA_URL_EXPIRED; after the preview ends (before that) 403 LIVE_SESSION_ENDED', async () => {
      const start = Date.now();
      live().now = () => start;
      const guest = browser();
      const url = await guest.previewUrl(onlineActor);
      live().now = () => start + (LIVE_PREVIEW_SECONDS - 1) * 1000;
      expect((await guest.get(url)).statusCode).toBe(200);
      live().now = () => start + (LIVE_PREVIEW_SECONDS + 1) * 1000;
      refused(await guest.get(url), 403, 'LIVE_SESSION_ENDED');
      refused(await guest.get(resolve('480p/live.m3u8', url)), 403, 'LIVE_SESSION_ENDED');
      live().now = () => start + 10 * 60 * 1000;
      refused(await guest.get(url), 403, 'MEDIA_URL_EXPIRED');
      refused(await guest.get(resolve('480p/seg-00000.ts', url)), 403, 'MEDIA_URL_EXPIRED');
    });

    it('a chat session that ended stops the stream at the next playlist reload (the owner of `chat` says so); an unregistered kind never plays', async () => {
      const running = new Set<string>();
      live().access.register('chat', async ({ sessionId, guestId, actorId }) => running.has(`${sessionId}|${guestId}|${actorId}`));
      const guest = browser();
      // A guest id, its session and media cookies (the URL's guest part names the guest).
      const guestId = (await guest.previewUrl(onlineActor)).split('/')[5]!;
      const chatId = randomUUID();
      running.add(`${chatId}|${guestId}|${onlineActor}`);
      // What I's chat start does: a URL from the service, which also sets the media cookie on its reply.
      const fakeReply = { request: { headers: {}, protocol: 'http' }, header: () => fakeReply } as never;
      const url = live().streamUrl(fakeReply, { actorId: onlineActor, kind: 'chat', guestId, sessionId: chatId });
      expect(url).toContain(`/media/live/${onlineActor}/chat/${guestId}/${chatId}/`);
      const variant = resolve('720p/live.m3u8', url);
      expect((await guest.get(variant)).statusCode).toBe(200);
      running.clear();
      refused(await guest.get(variant), 403, 'LIVE_SESSION_ENDED');
      refused(await guest.get(url), 403, 'LIVE_SESSION_ENDED');
      // Nobody registered `voice` in this app: a signed voice URL still plays nothing.
      const voice = `${livePrefix(key, { actorId: onlineActor, kind: 'voice', guest: guestId, sessionId: chatId, expiresAt: Math.floor(Date.now() / 1000) + 600 })}/master.m3u8`;
      refused(await guest.get(voice), 403, 'LIVE_SESSION_ENDED');
    });

    it('an offline actor: the playlist answers 404 LIVE_OFFLINE from the next reload', async () => {
      const guest = browser();
      const url = await guest.previewUrl(secondActor);
      expect((await guest.get(url)).statusCode).toBe(200);
      await db().updateTable('performers').set({ is_online: 0 }).where('id', '=', secondActor).execute();
      try {
        refused(await guest.get(url), 404, 'LIVE_OFFLINE');
        refused(await guest.get(resolve('240p/live.m3u8', url)), 404, 'LIVE_OFFLINE');
      } finally {
        await db().updateTable('performers').set({ is_online: 1 }).where('id', '=', secondActor).execute();
      }
    });

    it('a ticket show: a preview gets 403 LIVE_TICKET_SHOW (playlist and start), a ticket holder (kind show) keeps watching', async () => {
      live().access.register('show', async () => true);
      const guest = browser();
      const url = await guest.previewUrl(secondActor);
      const guestId = url.split('/')[5]!;
      expect(await setTicketShow(env.apps.context, env.hub, secondActor, true)).toBe(true);
      try {
        refused(await guest.get(url), 403, 'LIVE_TICKET_SHOW');
        refused(await guest.startPreview(secondActor), 403, 'LIVE_TICKET_SHOW');
        const show = `${livePrefix(key, { actorId: secondActor, kind: 'show', guest: guestId, sessionId: 'ticket1', expiresAt: Math.floor(Date.now() / 1000) + 600 })}/480p/live.m3u8`;
        expect((await guest.get(show)).statusCode).toBe(200);
      } finally {
        await setTicketShow(env.apps.context, env.hub, secondActor, false);
      }
      expect((await guest.get(url)).statusCode).toBe(200);
    });

    it('only the stream\'s own files: no VOD playlist, no trailer, no path out of the clip', async () => {
      const guest = browser();
      const url = await guest.previewUrl(onlineActor);
      refused(await guest.get(resolve('480p/index.m3u8', url)), 404, 'NOT_FOUND');
      refused(await guest.get(resolve('trailer/index.m3u8', url)), 404, 'NOT_FOUND');
      refused(await guest.get(resolve('1080p/live.m3u8', url)), 404, 'NOT_FOUND');
      refused(await guest.get(`${url.replace('master.m3u8', '')}..%2F..%2Fsecret.txt`), 400, 'BAD_REQUEST');
    });
  });

  describe('the live playlist', () => {
    it('slides with the clock: one segment further per 4 s, a discontinuity where the clip loops, never an ENDLIST', async () => {
      const guest = browser();
      const t0 = Date.now();
      live().now = () => t0;
      const url = resolve('480p/live.m3u8', await guest.previewUrl(onlineActor));
      const seen: string[] = [];
      for (let step = 0; step < 4; step++) {
        live().now = () => t0 + step * 4000;
        const res = await guest.get(url);
        expect(res.statusCode).toBe(200);
        seen.push(res.body);
      }
      const sequences = seen.map(sequenceOf);
      expect(sequences.slice(1).map((s, i) => s - sequences[i]!)).toEqual([1, 1, 1]);
      for (const body of seen) {
        expect(body).not.toContain('#EXT-X-ENDLIST');
        // Two 4 s segments per loop: every window of 5 crosses a loop start.
        expect(body).toContain('#EXT-X-DISCONTINUITY\n');
        expect(body.match(/^#EXTINF:/gm)).toHaveLength(5);
        expect(body).toContain('#EXT-X-TARGETDURATION:4');
      }
      const disc = seen.map((body) => Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(body)?.[1]));
      // The discontinuity sequence is the loop of the first listed segment: sequence / 2 (two segments per loop).
      expect(disc).toEqual(sequences.map((s) => Math.floor(s / 2)));
    });
  });

  describe('the live playlist\'s numbers', () => {
    // Why: hls.js walks a table indexed by the discontinuity sequence on every reload; counted since 1970
    // (~10^8 loops of the test clip) that froze the chat page for 1-2 s per reload (bench/LIVE-issue14.md).
    it('count from the grant, not the epoch: under two days of segments, and one grant numbers alike on every reload', async () => {
      const guest = browser();
      const url = resolve('480p/live.m3u8', await guest.previewUrl(onlineActor));
      const t0 = Date.now();
      const bodies: string[] = [];
      for (const at of [t0, t0 + 4000]) {
        live().now = () => at;
        const res = await guest.get(url);
        expect(res.statusCode).toBe(200);
        bodies.push(res.body);
      }
      const [first, second] = bodies.map(sequenceOf) as [number, number];
      expect(first).toBeLessThan((2 * LIVE_GRANT_MAX_SECONDS) / 4);
      expect(second - first).toBe(1);
      const disc = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(bodies[0]!)?.[1]);
      expect(disc).toBe(Math.floor(first / 2));
    });

    it(`a grant is signed for at most LIVE_GRANT_MAX_SECONDS (${LIVE_GRANT_MAX_SECONDS} s), so the numbering origin lies before it began`, () => {
      const reply = { request: { headers: {}, protocol: 'http' }, header: () => reply } as unknown as FastifyReply;
      const now = Date.now();
      live().now = () => now;
      const url = live().streamUrl(reply, { actorId: onlineActor, kind: 'show', guestId: randomUUID(), sessionId: randomUUID(), ttlSeconds: 10 * 24 * 3600 });
      const expiresAt = Number(/\/(\d+)\/[A-Za-z0-9_-]{43}\/master\.m3u8$/.exec(url)?.[1]);
      expect(expiresAt).toBe(Math.floor(now / 1000) + LIVE_GRANT_MAX_SECONDS);
    });
  });

  describe('the live picture', () => {
    it('the thumbnail at the stream\'s position, public for 10 s; it moves with the clock; offline 404', async () => {
      const t0 = Math.ceil(Date.now() / 8000) * 8000 + 8000;
      const picture = async (actorId: number, at: number) => {
        live().now = () => at;
        return site().inject({ method: 'GET', url: `/media/live-picture/${actorId}.jpg?t=${Math.floor(at / 10_000)}` });
      };
      const pictures = [];
      for (let s = 0; s < 8; s += 1.6) pictures.push(await picture(onlineActor, t0 + s * 1000));
      for (const res of pictures) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers['cache-control']).toBe('public, max-age=10');
      }
      // The fixture's five thumbnails differ in byte 4 (their index): over one 8 s loop all five show.
      expect(new Set(pictures.map((res) => res.rawPayload[4])).size).toBe(5);
      refused(await picture(offlineActor, t0), 404, 'LIVE_OFFLINE');
      refused(await site().inject({ method: 'GET', url: '/media/live-picture/abc.jpg' }), 400, 'VALIDATION_FAILED');
    });
  });

  describe('stream states follow the simulator', () => {
    it('liveState goes to a preview viewer of the actor: into a ticket show, out of it, offline, online again (the fans: presence-suite)', async () => {
      const viewer = browser();
      const viewerId = (await viewer.previewUrl(secondActor)).split('/')[5]!;
      env.hub.clear();
      await setTicketShow(env.apps.context, env.hub, secondActor, true);
      expect(await setTicketShow(env.apps.context, env.hub, secondActor, true)).toBe(false); // no change, no event
      await setTicketShow(env.apps.context, env.hub, secondActor, false);
      await setActorOnline(env.apps.context, env.hub, secondActor, false);
      await setActorOnline(env.apps.context, env.hub, secondActor, true);
      const events = env.hub.eventsOf(viewerId).filter((e) => e.type === 'liveState');
      expect(events).toEqual(['ticketShow', 'live', 'offline', 'live'].map((state) => ({ type: 'liveState', actorId: secondActor, state })));
    });
  });
}
