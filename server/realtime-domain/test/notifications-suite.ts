/** Notifications through the hub's handlers (issue 4 §4). */
import { expect, it } from 'vitest';
import { createNotification } from '../notifications';
import type { DomainEnv } from './env';

/** The notification tests for one dialect. */
export function defineNotificationTests(env: DomainEnv) {
  /** Creates `count` navbar notifications a second apart (oldest first) and answers their ids. */
  const seed = async (guestId: string, count: number, list: 'navbar' | 'floating' = 'navbar') => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const item = await createNotification(env.db(), env.hub(), guestId, { list, type: 3, title: `t${i}`, text: `n${i}` }, new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
      ids.push(item.id);
    }
    return ids;
  };

  it('createNotification stores the row and pushes notificationAdded to the guest', async () => {
    const { guest } = await env.member();
    const [id] = await seed(guest.id, 1, 'floating');
    expect(env.hub().eventsOf(guest.id)).toEqual([{ type: 'notificationAdded', list: 'floating', item: expect.objectContaining({ id, unread: true, unseen: true, title: 't0' }) }]);
  });

  // spec 000 §9: "Notifications requested: newest 5".
  it.each([[5, 5], [50, 5], [2, 2], [0, 5]])('requestNotifications with limit %i answers the newest %i, newest first, and the unread count', async (limit, expected) => {
    const { guest } = await env.member();
    const ids = await seed(guest.id, 7);
    await seed(guest.id, 2, 'floating');
    env.hub().clear();
    expect(await env.hub().send(guest, { type: 'requestNotifications', list: 'navbar', limit })).toBeNull();
    const [answer, navbar] = env.hub().eventsOf(guest.id);
    expect(answer).toMatchObject({ type: 'notifications', list: 'navbar', unreadCount: 7 });
    expect(answer?.type === 'notifications' && answer.items.map((n) => n.id)).toEqual(ids.slice().reverse().slice(0, expected));
    // Navbar messages belong to the messenger issue: an empty list until then.
    expect(navbar).toEqual({ type: 'navbarMessages', items: [] });
  });

  // spec 000 §6: "Login is required for: realtime notifications".
  it('answers an anonymous guest an empty list, not an error', async () => {
    const { guest } = await env.anonymous();
    expect(await env.hub().send(guest, { type: 'requestNotifications', list: 'floating', limit: 5 })).toBeNull();
    expect(env.hub().eventsOf(guest.id)).toEqual([{ type: 'notifications', list: 'floating', items: [], unreadCount: 0 }]);
  });

  // spec 000 §4: "each item goes unseen to seen and unread to read, individually or all at once".
  it('marks one notification read, then all seen, and tells every device', async () => {
    const { guest } = await env.member();
    const [first, second] = await seed(guest.id, 2);
    env.hub().clear();
    expect(await env.hub().send(guest, { type: 'markNotificationRead', id: first! })).toBeNull();
    expect(await env.hub().send(guest, { type: 'markNotificationSeen', id: 'all' })).toBeNull();
    expect(env.hub().eventsOf(guest.id)).toEqual([{ type: 'notificationsRead', ids: [first] }, { type: 'notificationsSeen', ids: 'all' }]);
    const rows = await env.db().selectFrom('notifications').select(['id', 'unread', 'unseen']).where('guest_id', '=', guest.id).orderBy('created_at').execute();
    expect(rows).toEqual([{ id: first, unread: 0, unseen: 0 }, { id: second, unread: 1, unseen: 0 }]);
    // Marking it again (a second device was quicker) is fine.
    expect(await env.hub().send(guest, { type: 'markNotificationRead', id: first! })).toBeNull();
  });

  it('refuses an unknown id, another guest\'s id and an anonymous guest', async () => {
    const { guest } = await env.member();
    const { guest: other } = await env.member();
    const [foreign] = await seed(other.id, 1);
    env.hub().clear();
    expect(await env.hub().send(guest, { type: 'markNotificationRead', id: 'nope' })).toBe('No notification "nope" of this guest');
    expect(await env.hub().send(guest, { type: 'markNotificationSeen', id: foreign! })).toBe(`No notification "${foreign}" of this guest`);
    const { guest: anonymous } = await env.anonymous();
    expect(await env.hub().send(anonymous, { type: 'markNotificationRead', id: 'all' })).toBe('Login required');
    expect(env.hub().published).toEqual([]);
    const row = await env.db().selectFrom('notifications').select('unseen').where('id', '=', foreign!).executeTakeFirstOrThrow();
    expect(row.unseen).toBe(1);
  });
}
