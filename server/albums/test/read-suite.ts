/**
 * The reading album calls of spec 001 §7: gallery (views counted only for
 * logged-in guests, spec 001 §5), getAlbums, getPreview, getsedcards,
 * getPinnedPhotos, getpromotedvideo, getTopVideos.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pin } from '../../realtime-domain/favourites';
import { addressIn } from '../../test/addresses';
import { signUpAndLogIn } from '../../test/guests';
import { asGuest, type Guest, type TrustEnv } from '../../trust/test/env';
import { albumFixtures, own, type AlbumFixtures } from './fixtures';

/** Registers the reading tests. */
export function defineAlbumReadTests(env: TrustEnv) {
  let fx: AlbumFixtures;
  const db = () => env.database.handle.db;
  const get = (guest: Guest | null, url: string, remoteAddress?: string) => asGuest(env.apps.site, guest, 'GET', url, undefined, {}, remoteAddress);

  beforeAll(async () => {
    fx = await albumFixtures(db());
  });

  describe('GET gallery', () => {
    it('counts a logged-in guest\'s view once (spec 001 §5 "Album view counts are sent only when logged in")', async () => {
      const [a, b] = [await signUpAndLogIn(env.apps.site), await signUpAndLogIn(env.apps.site)];
      const start = (await get(a, `/rest/v1/gallery?albumId=${fx.free16}`)).json().data.albumTotalViews as number;
      expect((await get(a, `/rest/v1/gallery?albumId=${fx.free16}&countView=true`)).json().data.albumTotalViews).toBe(start + 1);
      expect((await get(a, `/rest/v1/gallery?albumId=${fx.free16}&countView=true`)).json().data.albumTotalViews).toBe(start + 1);
      expect((await get(b, `/rest/v1/gallery?albumId=${fx.free16}&countView=true`)).json().data.albumTotalViews).toBe(start + 2);
    });

    it('refuses to count an anonymous view (401 naming query.countView), and counts nothing', async () => {
      const before = (await get(null, `/rest/v1/gallery?albumId=${fx.free16}`)).json().data.albumTotalViews;
      const res = await get(null, `/rest/v1/gallery?albumId=${fx.free16}&countView=true`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'LOGIN_REQUIRED', field: 'query.countView' });
      expect((await get(null, `/rest/v1/gallery?albumId=${fx.free16}`)).json().data.albumTotalViews).toBe(before);
    });

    it('lists picture ratings only when the album is open to the guest', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      expect((await get(guest, `/rest/v1/gallery?albumId=${fx.priced16}`)).json().data.pictures).toEqual([]);
      expect((await get(guest, `/rest/v1/gallery?albumId=${fx.free16}`)).json().data.pictures.length).toBeGreaterThan(0);
      await own(db(), guest, fx.priced16);
      expect((await get(guest, `/rest/v1/gallery?albumId=${fx.priced16}`)).json().data.pictures[0]).toMatchObject({ id: fx.pictureOfPriced16, guestRatingLikes: expect.any(Number) });
    });

    it.each([['albumId=x', 400, 'query.albumId'], ['albumId=1&countView=yes', 400, 'query.countView'], ['albumId=99999999', 404, 'query.albumId']])('%s -> %i naming %s', async (query, status, field) => {
      const res = await get(null, `/rest/v1/gallery?${query}`);
      expect(res.statusCode).toBe(status);
      expect(res.json().field).toBe(field);
    });

    it('answers 451 in a country the performer bans', async () => {
      expect((await get(null, `/rest/v1/gallery?albumId=${fx.banned.albumId}`, addressIn(fx.banned.country))).statusCode).toBe(451);
    });
  });

  describe('GET getAlbums/{actorIdOrName}', () => {
    it('lists image and video albums newest first, by name in any case or id, with the total', async () => {
      const byName = (await get(null, `/rest/v1/getAlbums/${fx.performer.name.toUpperCase()}?limit=100`)).json().data;
      const byId = (await get(null, `/rest/v1/getAlbums/${fx.performer.id}?limit=100`)).json().data;
      expect(byId).toEqual(byName);
      const [albums, videos] = await Promise.all([
        db().selectFrom('albums').select('id').where('performer_id', '=', fx.performer.id).execute(),
        db().selectFrom('videos').select('id').where('performer_id', '=', fx.performer.id).where('classic', '=', 0).execute(),
      ]);
      expect(byName.total).toBe(albums.length + videos.length);
      expect(byName.items.filter((t: { type: string }) => t.type === 'image').map((t: { id: number }) => t.id).sort()).toEqual(albums.map((a) => a.id).sort());
      const times = byName.items.map((t: { createdAt: string }) => t.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      const image = byName.items.find((t: { id: number; type: string }) => t.type === 'image' && t.id === fx.free16);
      expect(image).toMatchObject({ free: true, restrictions: [], preview: { w320: `/img/album/${fx.free16}/w320.svg` } });
    });

    it('filters by type and pages without overlap', async () => {
      const images = (await get(null, `/rest/v1/getAlbums/${fx.performer.id}?type=image`)).json().data;
      expect(images.items.every((t: { type: string }) => t.type === 'image')).toBe(true);
      const all = (await get(null, `/rest/v1/getAlbums/${fx.performer.id}?limit=100`)).json().data.items;
      const first = (await get(null, `/rest/v1/getAlbums/${fx.performer.id}?limit=2&offset=0`)).json().data.items;
      const second = (await get(null, `/rest/v1/getAlbums/${fx.performer.id}?limit=2&offset=2`)).json().data.items;
      expect([...first, ...second]).toEqual(all.slice(0, 4));
    });

    it('marks a bought album and restricts a priced one for others', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const priced = await db().selectFrom('albums').select(['id', 'performer_id']).where('id', '=', fx.priced16).executeTakeFirstOrThrow();
      const tile = async () => (await get(guest, `/rest/v1/getAlbums/${priced.performer_id}?type=image&limit=100`)).json().data.items.find((t: { id: number }) => t.id === fx.priced16);
      expect(await tile()).toMatchObject({ restrictions: ['needsPurchase'], guestInfo: { bought: false } });
      await own(db(), guest, fx.priced16);
      expect(await tile()).toMatchObject({ restrictions: [], guestInfo: { bought: true } });
    });

    it.each([['/rest/v1/getAlbums/nobody-here', 404, 'params.actorIdOrName'], ['/rest/v1/getAlbums/1?type=song', 400, 'query.type'], ['/rest/v1/getAlbums/1?limit=101', 400, 'query.limit']])('%s -> %i', async (url, status, field) => {
      const res = await get(null, url);
      expect(res.statusCode).toBe(status);
      expect(res.json().field).toBe(field);
    });

    it('answers 451 in a country the performer bans', async () => {
      expect((await get(null, `/rest/v1/getAlbums/${fx.banned.actorId}`, addressIn(fx.banned.country))).statusCode).toBe(451);
    });
  });

  describe('GET getPreview and the album cover', () => {
    it('answers the preview sizes with width, height and orientation; the cover image is served', async () => {
      const { data } = (await get(null, `/rest/v1/getPreview?albumId=${fx.priced16}`)).json();
      expect(data.previews).toEqual([
        { width: 320, height: 180, orientation: 'landscape', url: `/img/album/${fx.priced16}/w320.svg` },
        { width: 640, height: 360, orientation: 'landscape', url: `/img/album/${fx.priced16}/w640.svg` },
        { width: 1280, height: 720, orientation: 'landscape', url: `/img/album/${fx.priced16}/w1280.svg` },
      ]);
      const cover = await get(null, data.preview.w640);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toContain('image/svg+xml');
      expect((await get(null, '/img/album/99999999/w320.svg')).statusCode).toBe(404);
    });
  });

  describe('GET getsedcards/{actorIdOrName}[/{payload}] (spec 001 §9 "Age rating 16 for avatars and sedcards", "sedcard pictures 2 or 3")', () => {
    it('answers photos, views and ratings, age rating 16', async () => {
      const { data } = (await get(null, `/rest/v1/getsedcards/${fx.performer.name}`)).json();
      expect(data).toMatchObject({ actor: fx.performer, ageRating: 16, albumTotalViews: expect.any(Number), ratings: { isLiked: false } });
      expect(data.photos.length).toBeGreaterThanOrEqual(2);
      expect(data.photos.length).toBeLessThanOrEqual(3);
      const limited = (await get(null, `/rest/v1/getsedcards/${fx.performer.id}/${encodeURIComponent('{"limit":1,"fsk":16}')}`)).json().data;
      expect(limited.photos).toHaveLength(1);
    });

    it('counts a logged-in guest\'s sedcard view once, and refuses to count an anonymous one (spec 001 §5)', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const url = `/rest/v1/getsedcards/${fx.performer.id}`;
      const start = (await get(null, url)).json().data.albumTotalViews as number;
      expect((await get(guest, `${url}?countView=true`)).json().data.albumTotalViews).toBe(start + 1);
      expect((await get(guest, `${url}?countView=true`)).json().data.albumTotalViews).toBe(start + 1);
      const anonymous = await get(null, `${url}?countView=true`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().field).toBe('query.countView');
    });

    it.each(['{"limit":9}', '{"fsk":18}', 'nope', '{"limit":1,"other":1}'])('refuses the payload %s naming params.payload', async (payload) => {
      const res = await get(null, `/rest/v1/getsedcards/${fx.performer.id}/${encodeURIComponent(payload)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('params.payload');
    });
  });

  describe('GET getPinnedPhotos', () => {
    it('refuses an anonymous guest (401)', async () => {
      expect((await get(null, '/rest/v1/getPinnedPhotos')).statusCode).toBe(401);
    });

    it('lists pinned pictures newest first; images only for an album open to the guest', async () => {
      const guest = await signUpAndLogIn(env.apps.site);
      const who = { id: guest.guestId, country: 'DE' };
      expect(await pin(db(), who, 'picture', fx.pictureOfPriced16, new Date(Date.UTC(2026, 0, 1)))).toBeNull();
      expect(await pin(db(), who, 'picture', fx.pictureOfFree16, new Date(Date.UTC(2026, 0, 2)))).toBeNull();
      const { data } = (await get(guest, '/rest/v1/getPinnedPhotos')).json();
      expect(data.total).toBe(2);
      expect(data.items.map((i: { pictureId: number }) => i.pictureId)).toEqual([fx.pictureOfFree16, fx.pictureOfPriced16]);
      expect(data.items[0].images).toMatchObject({ w320: `/img/picture/${fx.pictureOfFree16}/w320.svg` });
      expect(data.items[1].images).toBeNull();
      await own(db(), guest, fx.priced16);
      expect((await get(guest, '/rest/v1/getPinnedPhotos')).json().data.items[1].images).not.toBeNull();
      // The album page learns its pins from gallery: the client's favourites store loads pinned actors only.
      const facts = (await get(guest, `/rest/v1/gallery?albumId=${fx.free16}`)).json().data;
      expect(facts.isPinned).toBe(false);
      expect(facts.pictures.filter((p: { isPinned: boolean }) => p.isPinned).map((p: { id: number }) => p.id)).toEqual([fx.pictureOfFree16]);
      expect(await pin(db(), who, 'album', fx.free16)).toBeNull();
      expect(await pin(db(), who, 'sedcards', fx.performer.id)).toBeNull();
      expect((await get(guest, `/rest/v1/gallery?albumId=${fx.free16}`)).json().data.isPinned).toBe(true);
      expect((await get(guest, `/rest/v1/getsedcards/${fx.performer.id}`)).json().data.isPinned).toBe(true);
      expect((await get(null, `/rest/v1/getsedcards/${fx.performer.id}`)).json().data.isPinned).toBe(false);
    });
  });

  describe('GET getpromotedvideo/{actorId} and getTopVideos/{actorIdOrName}', () => {
    it('answers the promoted video of the performer, or null without videos', async () => {
      const withVideo = await db().selectFrom('videos').select('performer_id').where('classic', '=', 0).orderBy('performer_id').executeTakeFirstOrThrow();
      const { video } = (await get(null, `/rest/v1/getpromotedvideo/${withVideo.performer_id}`)).json().data;
      expect(video).toMatchObject({ kind: 'video', actor: { id: withVideo.performer_id } });
      const without = await db().selectFrom('performers').select('id')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('videos').select('videos.id').whereRef('videos.performer_id', '=', 'performers.id').where('videos.classic', '=', 0))))
        .executeTakeFirst();
      if (without) expect((await get(null, `/rest/v1/getpromotedvideo/${without.id}`)).json().data.video).toBeNull();
      expect((await get(null, '/rest/v1/getpromotedvideo/99999999')).json()).toMatchObject({ statusCode: 404, field: 'params.actorId' });
    });

    it('answers the top videos, at most the limit, of one performer', async () => {
      const row = await db().selectFrom('videos').select((eb) => ['performer_id', eb.fn.countAll<number | string>().as('n')]).where('classic', '=', 0)
        .groupBy('performer_id').orderBy((eb) => eb.fn.countAll(), 'desc').executeTakeFirstOrThrow();
      const { data } = (await get(null, `/rest/v1/getTopVideos/${row.performer_id}?limit=2`)).json();
      expect(data.items.length).toBeLessThanOrEqual(2);
      expect(data.total).toBeGreaterThan(0);
      expect(data.items.every((v: { actor: { id: number } }) => v.actor.id === row.performer_id)).toBe(true);
      expect((await get(null, `/rest/v1/getTopVideos/${row.performer_id}?limit=101`)).json().field).toBe('query.limit');
    });
  });
}
