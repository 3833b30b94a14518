// issue 13 §2 on the server-rendered video page (issue 12 §1: pages load their data through app.inject): the page's
// data carries hlsUrl only for a guest entitled to watch, and the guest's vm cookie reaches the browser with
// the page, so the player can play from the first paint. Needs the build (npm test builds first).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../../sdk/consent/age-gate';
import { signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, type TestApps, type TestDatabase } from '../test/harness';
import { createTestLibrary, type TestLibrary } from './test/clip-fixtures';

let database: TestDatabase;
let apps: TestApps;
let library: TestLibrary;
let video: { id: number; actor: string };
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  apps = await buildTestApps(database);
  library = createTestLibrary();
  apps.context.media = library;
  const row = await database.handle.db.selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
    .select(['videos.id', 'performers.name']).where('videos.free', '=', 0).where('videos.vip', '=', 0).where('videos.age_rating', '=', 16).where('videos.price', '>', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('performer_banned_countries').select('performer_id').whereRef('performer_id', '=', 'videos.performer_id'))))
    .orderBy('videos.id').executeTakeFirstOrThrow();
  video = { id: row.id, actor: row.name };
});
afterAll(async () => {
  await apps?.close();
  await database?.dispose();
  library?.dispose();
});

const AGE_COOKIE = `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}`;
const hydrationData = (body: string) => /<script type="application\/json" id="velvet-hydration-data"[^>]*>(.*?)<\/script>/s.exec(body)?.[1] ?? '';
const setCookies = (headers: Record<string, unknown>) => ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? []);

describe('the server-rendered video page', () => {
  it('a guest who did not buy the video: the trailer in the page data, no hlsUrl', async () => {
    const guest = await signUpAndLogIn(apps.site);
    const res = await apps.site.inject({ url: `/en/amateur/${video.actor}/videos/${video.id}/`, headers: { accept: 'text/html', cookie: `${AGE_COOKIE}; ${guest.cookie}` } });
    expect(res.statusCode).toBe(200);
    const data = hydrationData(res.body);
    expect(data).toContain(`/media/hls/${video.id}/trailer/-/`);
    expect(data).not.toContain('hlsUrl');
    expect(setCookies(res.headers).some((line) => line.startsWith('vm='))).toBe(false);
  });

  it('the buyer: hlsUrl bound to the buyer in the page data, and the vm cookie with the page; the URL plays with it', async () => {
    const buyer = await signUpAndLogIn(apps.site);
    await database.handle.db.insertInto('owned_items').values({ guest_id: buyer.guestId, item_type: 'video', item_id: String(video.id), purchase_id: randomUUID(), created_at: new Date().toISOString() }).execute();
    const res = await apps.site.inject({ url: `/en/amateur/${video.actor}/videos/${video.id}/`, headers: { accept: 'text/html', cookie: `${AGE_COOKIE}; ${buyer.cookie}` } });
    expect(res.statusCode).toBe(200);
    const hlsUrl = new RegExp(`/media/hls/${video.id}/full/${buyer.guestId}/\\d+/[A-Za-z0-9_-]{43}/master\\.m3u8`).exec(hydrationData(res.body))?.[0];
    expect(hlsUrl).toBeDefined();
    const cookieLine = setCookies(res.headers).find((line) => line.startsWith('vm='));
    expect(cookieLine).toMatch(/; Path=\/media\/; SameSite=Lax; HttpOnly$/);
    const played = await apps.site.inject({ url: hlsUrl!, headers: { cookie: `${buyer.cookie}; ${cookieLine!.split(';')[0]}` } });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  });
});
