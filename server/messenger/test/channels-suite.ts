/** Channels: touch, the four filters, unread, read, all seen, archive and block, paging limits and the navbar preview, for one dialect. */
import { expect, it, onTestFinished } from 'vitest';
import type { ChannelPage } from '../../../sdk/messenger/types';
import type { ServerEvent } from '../../../sdk/realtime/protocol';
import { storeActorMessage } from '../actor-messages';
import { channelPage, guestsWithChannel, navbarMessages, touchChannel } from '../service';
import type { MessengerEnv } from './env';
import { textMessage } from './env';

type PageEvent = Extract<ServerEvent, { type: 'messengerChannels' }>;

/** The channel tests for one dialect. */
export function defineChannelTests(env: MessengerEnv) {
  // Performers that ban no country, so every test guest may write to them (spec 000 §6).
  const actorIds = async (count: number) => (await env.db().selectFrom('performers').select('id')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('performer_banned_countries as ban').select('ban.performer_id').whereRef('ban.performer_id', '=', 'performers.id'))))
    .orderBy('id').limit(count).execute()).map((r) => r.id);
  const ids = (page: ChannelPage) => page.channels.map((c) => c.id);
  const lastPage = (guestId: string) => env.events(guestId, 'messengerChannels').at(-1) as PageEvent;

  it('touch creates one channel per guest and performer, with 3 free messages', async () => {
    const { guest } = await env.member();
    const [actorId] = await actorIds(1);
    const first = await touchChannel(env.db(), guest.id, actorId!);
    const again = await touchChannel(env.db(), guest.id, actorId!);
    expect(again!.id).toBe(first!.id);
    expect(first!.free_messages_amount).toBe(3);
    expect(await touchChannel(env.db(), guest.id, 999_999)).toBeNull();
  });

  it('spec 000 §4 filter modes: newest hides archived and blocked; archived, blocked and unread show their own', async () => {
    const { guest } = await env.member();
    const [a, b, c, d] = await actorIds(4);
    const [plain, archived, blocked, unread] = (await Promise.all([a, b, c, d].map((id) => env.channel(guest, id!)))) as [string, string, string, string];
    expect(await env.send(guest, { type: 'archiveChannel', channelId: archived, status: true })).toBeNull();
    expect(await env.send(guest, { type: 'blockChannel', channelId: blocked, status: true })).toBeNull();
    await storeActorMessage(env.db(), guest.id, unread, 'hello from the performer');
    const page = (filter: ChannelPage['filter']) => channelPage(env.db(), guest.id, filter, false);
    expect(ids(await page('newest')).sort()).toEqual([plain, unread].sort());
    expect(ids(await page('archived'))).toEqual([archived]);
    expect(ids(await page('blocked'))).toEqual([blocked]);
    const unreadPage = await page('unread');
    expect(ids(unreadPage)).toEqual([unread]);
    expect(unreadPage.unreadTotal).toBe(1);
    expect(unreadPage.channels[0]).toMatchObject({ unread: true, unreadCount: 1, subject: 'hello from the performer', isActorOnline: expect.any(Boolean) });
    // Channels sort by last message time, newest first (spec 000 §4): the one with a message leads.
    expect(ids(await page('newest'))[0]).toBe(unread);
  });

  it('spec 000 §4 "the online-only toggle applies except in archived and unread modes"', async () => {
    const { guest } = await env.member();
    const performers = await env.db().selectFrom('performers').select(['id', 'is_online']).orderBy('id').execute();
    const online = performers.find((p) => p.is_online === 1)!;
    const offline = performers.find((p) => p.is_online === 0)!;
    const onlineChannel = await env.channel(guest, online.id);
    const offlineChannel = await env.channel(guest, offline.id);
    expect(ids(await channelPage(env.db(), guest.id, 'newest', true))).toEqual([onlineChannel]);
    await storeActorMessage(env.db(), guest.id, offlineChannel, 'hi');
    expect(ids(await channelPage(env.db(), guest.id, 'unread', true))).toEqual([offlineChannel]);
  });

  it('spec 000 §4 "Selecting a channel marks it read": markChannelRead answers messengerChannel and a navbar entry with unreadCount 0', async () => {
    const { guest } = await env.member();
    const [actorId] = await actorIds(1);
    const channelId = await env.channel(guest, actorId!);
    await storeActorMessage(env.db(), guest.id, channelId, 'one');
    await storeActorMessage(env.db(), guest.id, channelId, 'two');
    env.hub().clear();
    expect(await env.send(guest, { type: 'markChannelRead', channelId })).toBeNull();
    expect(env.events(guest.id).map((e) => e.type)).toEqual(['messengerChannel', 'navbarMessage']);
    expect(env.events(guest.id, 'messengerChannel')[0]).toMatchObject({ channel: { id: channelId, unread: false, unreadCount: 0 }, unreadTotal: 0 });
    expect(env.events(guest.id, 'navbarMessage')[0]).toMatchObject({ item: { channelId, unread: false, unreadCount: 0 } });
    expect(await env.send(guest, { type: 'markChannelRead', channelId: 'unknown' })).toBe('channelId: no channel "unknown" of this guest');
  });

  it('spec 000 §4 "all-seen clears unread": setAllChannelsSeen answers allChannelsSeen and an empty navbar list', async () => {
    const { guest } = await env.member();
    const [a, b] = await actorIds(2);
    for (const actorId of [a, b]) await storeActorMessage(env.db(), guest.id, await env.channel(guest, actorId!), 'hi');
    expect((await channelPage(env.db(), guest.id, 'newest', false)).unreadTotal).toBe(2);
    env.hub().clear();
    expect(await env.send(guest, { type: 'setAllChannelsSeen' })).toBeNull();
    expect(env.events(guest.id)).toEqual([{ type: 'allChannelsSeen' }, { type: 'navbarMessages', items: [] }]);
    expect((await channelPage(env.db(), guest.id, 'newest', false)).unreadTotal).toBe(0);
  });

  it('filterChannels answers messengerChannels of that filter, and loadChannels pages through the filter last chosen', async () => {
    const { guest } = await env.member();
    const [a, b, c] = await actorIds(3);
    const archived = await Promise.all([a, b, c].map((id) => env.channel(guest, id!)));
    for (const channelId of archived) await env.send(guest, { type: 'archiveChannel', channelId, status: true });
    expect(await env.send(guest, { type: 'filterChannels', filterType: 'archived' })).toBeNull();
    expect(lastPage(guest.id)).toMatchObject({ filter: 'archived', onlineOnly: false, offset: 0, total: 3 });
    expect(await env.send(guest, { type: 'loadChannels', offset: 1, limit: 1 })).toBeNull();
    expect(lastPage(guest.id)).toMatchObject({ filter: 'archived', offset: 1, total: 3 });
    expect(lastPage(guest.id).channels).toHaveLength(1);
    expect(await env.send(guest, { type: 'loadOnlineChannels' })).toBeNull();
    expect(lastPage(guest.id)).toMatchObject({ filter: 'archived', onlineOnly: true });
    expect(await env.send(guest, { type: 'filterChannels', filterType: 'starred' as never })).toBe('filterType: expected newest, unread, archived, blocked, got "starred"');
  });

  it.each([
    ['a limit of 501', { offset: 0, limit: 501 }, 'expected limit to be an integer from 1 to 500, got 501'],
    ['a limit of 0', { offset: 0, limit: 0 }, 'expected limit to be an integer from 1 to 500, got 0'],
    ['a negative offset', { offset: -1, limit: 10 }, 'expected offset to be an integer >= 0, got -1'],
  ])('spec 000 §5 "The channel query is limited to 500 channels": loadChannels with %s is refused', async (_name, paging, error) => {
    const { guest } = await env.member();
    expect(await env.send(guest, { type: 'loadChannels', ...paging })).toBe(error);
    expect(await env.send(guest, { type: 'loadChannels', offset: 0, limit: 500 })).toBeNull();
  });

  it('archiveChannel and blockChannel answer messengerChannel; unarchive and unblock restore the channel', async () => {
    const { guest } = await env.member();
    const [actorId] = await actorIds(1);
    const channelId = await env.channel(guest, actorId!);
    env.hub().clear();
    await env.send(guest, { type: 'archiveChannel', channelId, status: true });
    await env.send(guest, { type: 'archiveChannel', channelId, status: false });
    await env.send(guest, { type: 'blockChannel', channelId, status: true });
    const flags = env.events(guest.id, 'messengerChannel').map((e) => (e.type === 'messengerChannel' ? [e.channel.archived, e.channel.blocked] : null));
    expect(flags).toEqual([[true, false], [false, false], [false, true]]);
    expect(await env.send(guest, { type: 'archiveChannel', channelId, status: 'yes' as never })).toBe('status: expected true or false, got "yes"');
  });

  it('spec 000 §9 "navbar messages at most 5": requestNotifications fills navbarMessages with the newest unread channels', async () => {
    const { guest } = await env.member();
    const actors = await actorIds(7);
    const channels: string[] = [];
    for (const actorId of actors) {
      const channelId = await env.channel(guest, actorId);
      channels.push(channelId);
      await storeActorMessage(env.db(), guest.id, channelId, `hello ${actorId}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    env.hub().clear();
    expect(await env.send(guest, { type: 'requestNotifications', list: 'navbar', limit: 5 })).toBeNull();
    const [navbar] = env.events(guest.id, 'navbarMessages');
    const items = navbar?.type === 'navbarMessages' ? navbar.items : [];
    expect(items.map((i) => i.channelId)).toEqual(channels.slice(-5).reverse());
    expect(items[0]).toMatchObject({ unread: true, unreadCount: 1, actorId: actors.at(-1), subject: `hello ${actors.at(-1)}`, age: expect.any(Number) });
  });

  it('an actor message over the hub path makes the channel unread: messengerMessage then navbarMessage', async () => {
    const { guest } = await env.member(10);
    const [actorId] = await actorIds(1);
    const channelId = await env.channel(guest, actorId!);
    await env.send(guest, textMessage(channelId, 'hi'));
    const { publishMessengerMessage } = await import('../../realtime-domain/messenger-events');
    const stored = (await storeActorMessage(env.db(), guest.id, channelId, 'hello back'))!;
    env.hub().clear();
    await publishMessengerMessage(env.hub(), env.db(), guest.id, stored.message, stored.channel);
    expect(env.events(guest.id).map((e) => e.type)).toEqual(['messengerMessage', 'navbarMessage']);
    expect(env.events(guest.id, 'messengerMessage')[0]).toMatchObject({ message: { senderType: 'actor', text: 'hello back' }, unreadTotal: 1 });
  });

  // spec 000 §6: "Each performer may ban countries; the guest's country is checked against bannedCountryCodes."
  it('a performer that bans the guest\'s country: its channel leaves the list, the unread total and the navbar, no new channel is made, and it is not told to the guest', async () => {
    const { guest } = await env.member();
    const [keptId, bannedId, neverId] = (await actorIds(3)) as [number, number, number];
    for (const actorId of [keptId, bannedId]) await storeActorMessage(env.db(), guest.id, await env.channel(guest, actorId), `hello ${actorId}`);
    expect((await channelPage(env.db(), guest.id, 'newest', false)).total).toBe(2);

    await env.db().insertInto('performer_banned_countries').values([bannedId, neverId].map((performer_id) => ({ performer_id, country_code: guest.country }))).execute();
    onTestFinished(() => env.db().deleteFrom('performer_banned_countries').where('performer_id', 'in', [bannedId, neverId]).execute().then(() => undefined));
    const page = await channelPage(env.db(), guest.id, 'newest', false);
    expect(page.channels.map((channel) => channel.actorId)).toEqual([keptId]);
    expect([page.total, page.unreadTotal]).toEqual([1, 1]);
    expect((await navbarMessages(env.db(), guest.id)).map((item) => item.actorId)).toEqual([keptId]);
    expect(await guestsWithChannel(env.db(), bannedId)).not.toContain(guest.id);
    expect(await guestsWithChannel(env.db(), keptId)).toContain(guest.id);
    expect(await touchChannel(env.db(), guest.id, neverId)).toBeNull();
    expect(await env.db().selectFrom('channels').select('id').where('guest_id', '=', guest.id).where('actor_id', '=', neverId).execute()).toEqual([]);
  });
}
