/**
 * Issue 13 §6: the media library's query-service calls (spec 001 §7 "media
 * library assets, totals, archive, unarchive") on the real server, on SQLite
 * always and on PostgreSQL when VELVET_TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCoins } from '../money/ledger';
import { anonymousGuest, signUpAndLogIn } from '../test/guests';
import { buildTestApps, createTestDatabase, POSTGRES_URL, type TestApps, type TestDatabase } from '../test/harness';

type GraphQLAnswer = { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }> };

const ASSET_FIELDS = 'key assetType id mediaType source origin title actorId actorName addedAt duration pictureCount albumId images { w320 w640 w1280 }';
const ASSETS = `query($mediaType: String!, $source: String, $origin: String, $first: Int, $offset: Int) {
  mediaLibraryAssets(mediaType: $mediaType, source: $source, origin: $origin, first: $first, offset: $offset) { total offset items { ${ASSET_FIELDS} } }
}`;
const TOTALS = '{ mediaLibraryTotals { videos photos audio chatClips } }';
const ARCHIVE = `mutation($t: String!, $id: Int!) { archiveMediaLibraryAsset(assetType: $t, id: $id) { ${ASSET_FIELDS} } }`;
const UNARCHIVE = `mutation($t: String!, $id: Int!) { unarchiveMediaLibraryAsset(assetType: $t, id: $id) { ${ASSET_FIELDS} } }`;

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !POSTGRES_URL)(`media library on ${dialect}`, () => {
    let database: TestDatabase;
    let apps: TestApps;
    const db = () => database.handle.db;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      apps = await buildTestApps(database, 0.1);
    }, 60_000);
    afterAll(async () => {
      await apps?.close();
      await database?.dispose();
    });

    const query = async (token: string | null, source: string, variables: Record<string, unknown> = {}) => {
      const response = await apps.site.inject({
        method: 'POST', url: '/vxql', payload: { query: source, variables },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.statusCode, body: response.json() as GraphQLAnswer & { error?: string } };
    };
    const videoIds = async (count: number) => (await db().selectFrom('videos').select('id').orderBy('id').limit(count).execute()).map((row) => row.id);
    /** Owned items as the purchase transaction writes them, one minute apart (minute 0 oldest). */
    const own = async (guestId: string, itemType: string, ids: readonly number[], startMinute = 0) => {
      await db().insertInto('owned_items').values(ids.map((id, index) => ({
        guest_id: guestId, item_type: itemType, item_id: String(id), purchase_id: randomUUID(),
        created_at: new Date(Date.UTC(2026, 0, 1, 0, startMinute + index)).toISOString(),
      }))).execute();
    };

    it('rejects every media library call without a token with \'Missing Vxql-Token\' (spec 001 §7 "Calls without a token fail with the text \'Missing Vxql-Token\'")', async () => {
      for (const source of [TOTALS, ASSETS, ARCHIVE]) {
        const answer = await query(null, source, { mediaType: 'video', t: 'video', id: 1 });
        expect(answer.status).toBe(401);
        expect(answer.body.errors?.[0]?.message).toBe('Missing Vxql-Token');
        expect(answer.body.data ?? null).toBeNull();
      }
    });

    it('lists a video bought through the shop as purchased, from the shop, with images 320/640/1280 (spec 001 §9 "media library 320/640/1280")', async () => {
      const guest = await signUpAndLogIn(apps.site);
      const video = await db().selectFrom('videos').select(['id', 'price', 'title', 'duration']).where('free', '=', 0).where('vip', '=', 0).where('age_rating', '<', 18).orderBy('id').executeTakeFirstOrThrow();
      await creditCoins(db(), { guestId: guest.guestId, amount: video.price, reason: 'test', idempotencyKey: `fund:${guest.guestId}` });
      const bought = await apps.site.inject({ method: 'POST', url: `/rest/v1/video/${video.id}/buy`, headers: { cookie: guest.cookie }, payload: { idempotencyKey: randomUUID() } });
      expect(bought.statusCode, bought.body).toBe(200);

      const answer = await query(guest.accessToken, ASSETS, { mediaType: 'video' });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data!.mediaLibraryAssets).toMatchObject({
        total: 1, offset: 0,
        items: [{
          key: `video:${video.id}`, assetType: 'video', id: video.id, mediaType: 'video', source: 'purchased', origin: 'shop',
          title: video.title, duration: video.duration, pictureCount: null, albumId: null,
          images: { w320: `/img/video/${video.id}/w320.svg`, w640: `/img/video/${video.id}/w640.svg`, w1280: `/img/video/${video.id}/w1280.svg` },
        }],
      });
      expect((await query(guest.accessToken, ASSETS, { mediaType: 'photo' })).body.data!.mediaLibraryAssets.total).toBe(0);
    });

    it('pages 20 at a time, newest first (spec 001 §9 "media library default 20, newest first")', async () => {
      const guest = await signUpAndLogIn(apps.site);
      const ids = await videoIds(25);
      await own(guest.guestId, 'video', ids);
      const first = (await query(guest.accessToken, ASSETS, { mediaType: 'video' })).body.data!.mediaLibraryAssets;
      expect(first.total).toBe(25);
      // The last one bought (minute 24) comes first.
      expect(first.items.map((item: { id: number }) => item.id)).toEqual([...ids].reverse().slice(0, 20));
      const second = (await query(guest.accessToken, ASSETS, { mediaType: 'video', offset: 20 })).body.data!.mediaLibraryAssets;
      expect(second).toMatchObject({ total: 25, offset: 20 });
      expect(second.items.map((item: { id: number }) => item.id)).toEqual([...ids].reverse().slice(20));
      const dates = [...first.items, ...second.items].map((item: { addedAt: string }) => item.addedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('groups by source (purchased, pinned) and origin (shop, chat clip) and counts the totals (spec 001 §3 "Totals for videos, photos, audio, chat clips")', async () => {
      const guest = await signUpAndLogIn(apps.site);
      const [shopVideo, clip] = await videoIds(2);
      const [bought, pinnedAlbum] = (await db().selectFrom('albums').select('id').orderBy('id').limit(2).execute()).map((row) => row.id);
      const picture = await db().selectFrom('pictures').select(['id', 'album_id']).where('album_id', '=', pinnedAlbum!).orderBy('id').executeTakeFirstOrThrow();
      await own(guest.guestId, 'video', [shopVideo!], 0);
      await own(guest.guestId, 'chatClip', [clip!], 1);
      await own(guest.guestId, 'album', [bought!], 2);
      const pinAt = (minute: number) => new Date(Date.UTC(2026, 0, 1, 1, minute)).toISOString();
      await db().insertInto('favourites').values([
        { guest_id: guest.guestId, kind: 'album', item_id: pinnedAlbum!, created_at: pinAt(0), email_notify: 0, sms_notify: 0 },
        { guest_id: guest.guestId, kind: 'picture', item_id: picture.id, created_at: pinAt(1), email_notify: 0, sms_notify: 0 },
        // A pinned actor is a favourite cam, not media: never in the library.
        { guest_id: guest.guestId, kind: 'actor', item_id: 1, created_at: pinAt(2), email_notify: 0, sms_notify: 0 },
      ]).execute();

      const keys = async (variables: Record<string, unknown>) =>
        (await query(guest.accessToken, ASSETS, variables)).body.data!.mediaLibraryAssets.items.map((item: { key: string; origin: string; source: string }) => `${item.key} ${item.source} ${item.origin}`);
      expect(await keys({ mediaType: 'video' })).toEqual([`chatClip:${clip} purchased chatClip`, `video:${shopVideo} purchased shop`]);
      expect(await keys({ mediaType: 'video', origin: 'shop' })).toEqual([`video:${shopVideo} purchased shop`]);
      expect(await keys({ mediaType: 'video', origin: 'chatClip' })).toEqual([`chatClip:${clip} purchased chatClip`]);
      expect(await keys({ mediaType: 'photo' })).toEqual([`album:${bought} purchased shop`]);
      expect(await keys({ mediaType: 'photo', source: 'pinned' })).toEqual([`picture:${picture.id} pinned shop`, `album:${pinnedAlbum} pinned shop`]);
      const pinnedPicture = (await query(guest.accessToken, ASSETS, { mediaType: 'photo', source: 'pinned' })).body.data!.mediaLibraryAssets.items[0];
      expect(pinnedPicture).toMatchObject({ assetType: 'picture', albumId: picture.album_id });
      expect((await query(guest.accessToken, TOTALS)).body.data!.mediaLibraryTotals).toEqual({ videos: 1, photos: 3, audio: 0, chatClips: 1 });
    });

    it('archives and unarchives (spec 001 §4 "Media library: items can be archived and unarchived"), the totals unchanged', async () => {
      const guest = await signUpAndLogIn(apps.site);
      const ids = await videoIds(3);
      await own(guest.guestId, 'video', ids);
      const listed = async (source: string) =>
        (await query(guest.accessToken, ASSETS, { mediaType: 'video', source })).body.data!.mediaLibraryAssets.items.map((item: { id: number }) => item.id);

      const archived = await query(guest.accessToken, ARCHIVE, { t: 'video', id: ids[1] });
      expect(archived.body.errors).toBeUndefined();
      expect(archived.body.data!.archiveMediaLibraryAsset).toMatchObject({ id: ids[1], source: 'archived' });
      expect(await listed('purchased')).toEqual([ids[2], ids[0]]);
      expect(await listed('archived')).toEqual([ids[1]]);
      // Archiving twice is still archived, not an error.
      expect((await query(guest.accessToken, ARCHIVE, { t: 'video', id: ids[1] })).body.errors).toBeUndefined();
      expect((await query(guest.accessToken, TOTALS)).body.data!.mediaLibraryTotals.videos).toBe(3);

      const back = await query(guest.accessToken, UNARCHIVE, { t: 'video', id: ids[1] });
      expect(back.body.data!.unarchiveMediaLibraryAsset).toMatchObject({ id: ids[1], source: 'purchased' });
      expect(await listed('purchased')).toEqual([ids[2], ids[1], ids[0]]);
      expect(await listed('archived')).toEqual([]);
    });

    it('never lists another guest\'s items, and refuses to archive them as not in the library (NOT_FOUND, field id)', async () => {
      const owner = await signUpAndLogIn(apps.site);
      const other = await signUpAndLogIn(apps.site);
      const [id] = await videoIds(1);
      await own(owner.guestId, 'video', [id!]);
      expect((await query(other.accessToken, ASSETS, { mediaType: 'video' })).body.data!.mediaLibraryAssets).toEqual({ total: 0, offset: 0, items: [] });
      expect((await query(other.accessToken, TOTALS)).body.data!.mediaLibraryTotals).toEqual({ videos: 0, photos: 0, audio: 0, chatClips: 0 });
      const refused = await query(other.accessToken, ARCHIVE, { t: 'video', id });
      expect(refused.body.errors?.[0]).toMatchObject({ message: `No video ${id} in your media library`, extensions: { code: 'NOT_FOUND', field: 'id' } });
      // The owner's item stays on its shelf.
      expect((await query(owner.accessToken, ASSETS, { mediaType: 'video' })).body.data!.mediaLibraryAssets.total).toBe(1);
    });

    it('asks an anonymous guest to log in (LOGIN_REQUIRED) and names a bad argument', async () => {
      const anonymous = await anonymousGuest(apps.site);
      const answer = await query(anonymous.accessToken, TOTALS);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
      const guest = await signUpAndLogIn(apps.site);
      for (const [variables, field] of [
        [{ mediaType: 'audio' }, 'mediaType'],
        [{ mediaType: 'video', source: 'bought' }, 'source'],
        [{ mediaType: 'video', origin: 'messenger' }, 'origin'],
        [{ mediaType: 'video', first: 101 }, 'first'],
        [{ mediaType: 'video', offset: -1 }, 'offset'],
      ] as const) {
        const bad = await query(guest.accessToken, ASSETS, variables);
        expect(bad.body.errors?.[0]?.extensions).toEqual({ code: 'VALIDATION_FAILED', field });
      }
      const badKind = await query(guest.accessToken, ARCHIVE, { t: 'actor', id: 1 });
      expect(badKind.body.errors?.[0]?.extensions).toEqual({ code: 'VALIDATION_FAILED', field: 'assetType' });
    });
  });
}
