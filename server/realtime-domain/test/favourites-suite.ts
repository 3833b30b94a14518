/** Favourites through the hub's handlers and GET guest/favorite/actors (issue 4 §5). */
import { expect, it, onTestFinished } from 'vitest';
import { fansOf } from '../favourites';
import type { DomainEnv } from './env';

/** The favourites tests for one dialect. */
export function defineFavouriteTests(env: DomainEnv) {
  // spec 000 §6: "Login is required for: … favourites and pinning".
  it('refuses pin, unpin and notification settings from an anonymous guest', async () => {
    const { guest } = await env.anonymous();
    const [actorId] = await env.performerIds();
    for (const message of [
      { type: 'pin', kind: 'actor', id: actorId! },
      { type: 'unpin', kind: 'actor', id: actorId! },
      { type: 'setPinnedActorNotification', actorId: actorId!, channel: 'email', enabled: true },
    ] as const) expect(await env.hub().send(guest, message)).toBe('Login required');
    expect(await env.db().selectFrom('favourites').select('guest_id').where('guest_id', '=', guest.id).execute()).toEqual([]);
  });

  it('pins once (twice keeps one row), tells every device, and unpins', async () => {
    const { guest } = await env.member();
    const [actorId] = await env.performerIds();
    expect(await env.hub().send(guest, { type: 'pin', kind: 'actor', id: actorId! })).toBeNull();
    expect(await env.hub().send(guest, { type: 'pin', kind: 'actor', id: actorId! })).toBeNull();
    const rows = () => env.db().selectFrom('favourites').select(['kind', 'item_id']).where('guest_id', '=', guest.id).execute();
    expect(await rows()).toEqual([{ kind: 'actor', item_id: actorId }]);
    expect(await env.hub().send(guest, { type: 'unpin', kind: 'actor', id: actorId! })).toBeNull();
    expect(await rows()).toEqual([]);
    expect(env.hub().eventsOf(guest.id)).toEqual([
      { type: 'favouritePinned', kind: 'actor', id: actorId }, { type: 'favouritePinned', kind: 'actor', id: actorId },
      { type: 'favouriteUnpinned', kind: 'actor', id: actorId },
    ]);
  });

  it.each([
    [{ kind: 'actor', id: 99_999_999 }, 'No actor 99999999'],
    [{ kind: 'album', id: 99_999_999 }, 'No album 99999999'],
    [{ kind: 'video', id: 1 }, 'expected kind actor, album, sedcards or picture, got "video"'],
    [{ kind: 'picture', id: -1 }, 'expected id to be a positive integer, got -1'],
  ])('refuses to pin %j: %s', async (target, error) => {
    const { guest } = await env.member();
    expect(await env.hub().send(guest, { type: 'pin', ...(target as { kind: 'actor'; id: number }) })).toBe(error);
    expect(env.hub().eventsOf(guest.id)).toEqual([]);
  });

  it('pins albums, sedcard albums and pictures too', async () => {
    const { guest } = await env.member();
    const album = await env.db().selectFrom('albums').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const [kind, id] of [['album', album.id], ['sedcards', 7], ['picture', (await env.db().selectFrom('pictures').select('id').executeTakeFirstOrThrow()).id]] as const) {
      expect(await env.hub().send(guest, { type: 'pin', kind, id })).toBeNull();
    }
    expect(await env.db().selectFrom('favourites').select('kind').where('guest_id', '=', guest.id).orderBy('kind').execute()).toEqual([{ kind: 'album' }, { kind: 'picture' }, { kind: 'sedcards' }]);
  });

  it('sets e-mail or SMS notification only for a pinned actor', async () => {
    const { guest } = await env.member();
    const [actorId] = await env.performerIds();
    expect(await env.hub().send(guest, { type: 'setPinnedActorNotification', actorId: actorId!, channel: 'sms', enabled: true })).toBe(`Actor ${actorId} is not pinned; pin it first`);
    await env.hub().send(guest, { type: 'pin', kind: 'actor', id: actorId! });
    expect(await env.hub().send(guest, { type: 'setPinnedActorNotification', actorId: actorId!, channel: 'sms', enabled: true })).toBeNull();
    const row = await env.db().selectFrom('favourites').select(['email_notify', 'sms_notify']).where('guest_id', '=', guest.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email_notify: 0, sms_notify: 1 });
  });

  // spec 000 §9 "Favourite actors per page 10"; §3 "items (id, isOnline) and onlineCount".
  it('GET guest/favorite/actors pages by 10, online first, with onlineCount and total over all pages', async () => {
    const { guest, cookie } = await env.member();
    const ids = (await env.performerIdsVisibleIn(guest.country)).slice(0, 12);
    const online = ids.slice(9, 12);
    await env.db().updateTable('performers').set({ is_online: 0 }).where('id', 'in', ids).execute();
    await env.db().updateTable('performers').set({ is_online: 1 }).where('id', 'in', online).execute();
    for (const id of ids) await env.hub().send(guest, { type: 'pin', kind: 'actor', id });
    const first = (await env.get('guest/favorite/actors?page=1', cookie)).json();
    const second = (await env.get('guest/favorite/actors?page=2', cookie)).json();
    expect([first.onlineCount, first.total, first.items.length, second.items.length]).toEqual([3, 12, 10, 2]);
    expect(first.items.slice(0, 3).map((i: { id: number; isOnline: boolean }) => [i.id, i.isOnline]).sort()).toEqual(online.map((id) => [id, true]).sort());
    expect(first.items[0]).toEqual({ id: expect.any(Number), isOnline: true, name: expect.any(String), avatar: expect.objectContaining({ w60: expect.any(String) }) });
    const all = [...first.items, ...second.items].map((i: { id: number }) => i.id).sort((a, b) => a - b);
    expect(all).toEqual([...ids].sort((a, b) => a - b));
  });

  it('GET guest/favorite/actors answers 401 for an anonymous guest and 400 for page 0', async () => {
    const { cookie } = await env.anonymous();
    expect((await env.get('guest/favorite/actors', cookie)).statusCode).toBe(401);
    const member = await env.member();
    expect((await env.get('guest/favorite/actors?page=0', member.cookie)).statusCode).toBe(400);
    expect((await env.get('guest/favorite/actors', member.cookie)).json()).toEqual({ items: [], onlineCount: 0, total: 0 });
  });

  // spec 000 §6: "Each performer may ban countries; the guest's country is checked against bannedCountryCodes."
  it('a performer that bans the guest\'s country: its pins are refused, its earlier pin leaves the list and the counts, and it is not told to the guest', async () => {
    const { guest, cookie } = await env.member();
    const visible = await env.performerIdsVisibleIn(guest.country);
    // The performer to be banned has an album with a picture, so all three pin kinds are checked.
    const { performerId: bannedId, albumId, pictureId } = await env.db().selectFrom('pictures').innerJoin('albums', 'albums.id', 'pictures.album_id')
      .select(['albums.performer_id as performerId', 'albums.id as albumId', 'pictures.id as pictureId'])
      .where('albums.performer_id', 'in', visible).orderBy('pictures.id').executeTakeFirstOrThrow();
    const allowedId = visible.find((id) => id !== bannedId)!;
    await env.db().updateTable('performers').set({ is_online: 1 }).where('id', 'in', [allowedId, bannedId]).execute();
    for (const id of [allowedId, bannedId]) expect(await env.hub().send(guest, { type: 'pin', kind: 'actor', id })).toBeNull();
    expect(await fansOf(env.db(), bannedId)).toContain(guest.id);

    await env.db().insertInto('performer_banned_countries').values({ performer_id: bannedId, country_code: guest.country }).execute();
    onTestFinished(() => env.db().deleteFrom('performer_banned_countries').where('performer_id', '=', bannedId).where('country_code', '=', guest.country).execute().then(() => undefined));
    expect(await env.hub().send(guest, { type: 'pin', kind: 'actor', id: bannedId })).toBe(`No actor ${bannedId}`);
    expect(await env.hub().send(guest, { type: 'pin', kind: 'album', id: albumId })).toBe(`No album ${albumId}`);
    expect(await env.hub().send(guest, { type: 'pin', kind: 'picture', id: pictureId })).toBe(`No picture ${pictureId}`);
    const page = (await env.get('guest/favorite/actors', cookie)).json();
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([allowedId]);
    expect([page.onlineCount, page.total]).toEqual([1, 1]);
    // Online/offline and the "is online" notification go to the fans the actor may reach, only.
    expect(await fansOf(env.db(), bannedId)).not.toContain(guest.id);
    expect(await fansOf(env.db(), allowedId)).toContain(guest.id);
  });
}
