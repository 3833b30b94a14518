import { describe, expect, it } from 'vitest';
import type { Notification, ServerEvent } from '../realtime/protocol';
import {
  EMPTY_NOTIFICATIONS,
  applyNotificationEvent,
  markNotificationsRead,
  markNotificationsSeen,
  requestNotificationsMessages,
  type NotificationsState,
} from './lists';

const item = (id: string, minute: number, extra: Partial<Notification> = {}): Notification => ({
  id,
  type: 1,
  unread: true,
  unseen: true,
  createdAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z`,
  title: `t${id}`,
  text: '',
  actorId: null,
  link: null,
  ...extra,
});
const loaded = (items: Notification[], unreadCount = items.filter((n) => n.unread).length): NotificationsState => ({
  ...EMPTY_NOTIFICATIONS,
  navbar: { items, unreadCount, loaded: true },
});
const ids = (state: NotificationsState, list: 'navbar' | 'floating' = 'navbar') => state[list].items.map((n) => n.id);

describe('requestNotificationsMessages', () => {
  // spec 000 §7: "request navbar and floating notifications (newest 5)"
  it('asks for the newest 5 of both lists', () => {
    expect(requestNotificationsMessages()).toEqual([
      { type: 'requestNotifications', list: 'navbar', limit: 5 },
      { type: 'requestNotifications', list: 'floating', limit: 5 },
    ]);
  });
});

describe('applyNotificationEvent', () => {
  const six = [item('a', 1), item('b', 6), item('c', 3), item('d', 4), item('e', 5), item('f', 2)];
  // spec 000 §9: "hidden mobile notification types 6, 7, 13, 14, 15, 22"
  const typed = [6, 7, 13, 14, 15, 22, 5].map((type, index) => item(`t${type}`, index, { type }));

  it.each([
    ['a loaded list is newest first and at most 5 (spec 000 §9 "newest 5")', six, false, ['b', 'e', 'd', 'c', 'f']],
    ['on mobile the hidden types 6, 7, 13, 14, 15, 22 are left out', typed, true, ['t5']],
    ['on desktop every type shows', typed.slice(0, 2), false, ['t7', 't6']],
  ])('%s', (_name, items, isMobile, expected) => {
    const next = applyNotificationEvent(EMPTY_NOTIFICATIONS, { type: 'notifications', list: 'navbar', items, unreadCount: 9 }, isMobile);
    expect(ids(next)).toEqual(expected);
    expect(next.navbar).toMatchObject({ unreadCount: 9, loaded: true });
    expect(next.floating.loaded).toBe(false);
  });

  // spec 000 §4: "Server updates add, remove or mark items read."
  it.each<[string, ServerEvent, string[], number]>([
    ['add puts a new unread item first and counts it', { type: 'notificationAdded', list: 'navbar', item: item('n', 9) }, ['n', 'b', 'a'], 3],
    ['add of a known id replaces it without counting twice', { type: 'notificationAdded', list: 'navbar', item: item('b', 8) }, ['b', 'a'], 2],
    ['add of a hidden type on mobile changes nothing', { type: 'notificationAdded', list: 'navbar', item: item('m', 9, { type: 22 }) }, ['b', 'a'], 2],
    ['remove drops an item and its unread count', { type: 'notificationRemoved', list: 'navbar', id: 'a' }, ['b'], 1],
    ['mark read by id', { type: 'notificationsRead', ids: ['b'] }, ['b', 'a'], 1],
    ['mark all read', { type: 'notificationsRead', ids: 'all' }, ['b', 'a'], 0],
  ])('%s', (_name, event, expectedIds, unread) => {
    const next = applyNotificationEvent(loaded([item('b', 2), item('a', 1)]), event, true);
    expect(ids(next)).toEqual(expectedIds);
    expect(next.navbar.unreadCount).toBe(unread);
  });

  it('keeps the same state for an unknown id or another event', () => {
    const state = loaded([item('a', 1)]);
    expect(applyNotificationEvent(state, { type: 'notificationRemoved', list: 'navbar', id: 'zz' }, false)).toBe(state);
    expect(applyNotificationEvent(state, { type: 'actorOnline', actorId: 1 }, false)).toBe(state);
  });
});

describe('mark read and seen', () => {
  // spec 000 §4: "each item goes unseen to seen and unread to read, individually or all at once"
  const state = loaded([item('b', 2), item('a', 1)], 7);

  it('unread to read one by one', () => {
    const next = markNotificationsRead(state, ['a']);
    expect(next.navbar.items.map((n) => n.unread)).toEqual([true, false]);
    expect(next.navbar.unreadCount).toBe(6);
    expect(next.navbar.items.every((n) => n.unseen)).toBe(true);
  });

  it('unread to read all at once also clears the unread the server counted beyond the shown items', () => {
    const next = markNotificationsRead(state, 'all');
    expect(next.navbar.items.some((n) => n.unread)).toBe(false);
    expect(next.navbar.unreadCount).toBe(0);
  });

  it('unseen to seen one by one and all at once, without touching unread', () => {
    const one = markNotificationsSeen(state, ['b']);
    expect(one.navbar.items.map((n) => n.unseen)).toEqual([false, true]);
    const all = markNotificationsSeen(one, 'all');
    expect(all.navbar.items.map((n) => n.unseen)).toEqual([false, false]);
    expect(all.navbar.unreadCount).toBe(7);
  });

  it('marks an id in both lists (the same notification may show twice)', () => {
    const both: NotificationsState = { ...state, floating: { items: [item('a', 1)], unreadCount: 1, loaded: true } };
    const next = markNotificationsRead(both, ['a']);
    expect(next.floating).toMatchObject({ unreadCount: 0, items: [{ id: 'a', unread: false }] });
  });

  it('marking an already read item keeps the same state', () => {
    const read = markNotificationsRead(state, ['a']);
    expect(markNotificationsRead(read, ['a'])).toBe(read);
  });
});
