import { describe, expect, it } from 'vitest';
import type { NavbarMessage } from '../realtime/protocol';
import { applyNavbarMessagesEvent, replaceNavbarMessages, upsertNavbarMessage } from './navbar-messages';

const entry = (channelId: string, minute: number, unreadCount = 1, lastMessageId = `m${channelId}${minute}`): NavbarMessage => ({
  lastMessageId,
  isOnline: false,
  unread: unreadCount > 0,
  unreadCount,
  channelId,
  actorId: 1,
  picture: '',
  actorName: `actor ${channelId}`,
  age: 30,
  sentAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z`,
  subject: 'hi',
});
const channels = (list: readonly NavbarMessage[]) => list.map((m) => m.channelId);

describe('replaceNavbarMessages', () => {
  // spec 000 §4: "Navbar messages keep at most 5 entries, newest first"
  it('keeps the newest 5 unread channels, newest first', () => {
    const list = replaceNavbarMessages([entry('a', 1), entry('b', 7), entry('c', 3), entry('d', 4), entry('e', 5), entry('f', 6), entry('z', 9, 0)]);
    expect(channels(list)).toEqual(['b', 'f', 'e', 'd', 'c']);
  });
});

describe('upsertNavbarMessage', () => {
  const list = [entry('b', 5), entry('a', 3)];
  // spec 000 §4: "an entry is replaced when its last message, time or unread count changes and is dropped
  // when the channel has no unread messages"
  it.each([
    ['a new channel goes first', entry('c', 9), ['c', 'b', 'a']],
    ['a new last message replaces the entry and moves it up', entry('a', 8, 2), ['a', 'b']],
    ['a changed time replaces the entry', { ...entry('a', 3), sentAt: '2026-01-01T11:00:00Z' }, ['a', 'b']],
    ['a changed unread count replaces the entry', entry('a', 3, 4, 'ma3'), ['b', 'a']],
    ['no unread messages drops the channel', entry('b', 5, 0), ['a']],
    ['an older new channel sorts by time', entry('c', 1), ['b', 'a', 'c']],
  ])('%s', (_name, item, expected) => {
    const next = upsertNavbarMessage(list, item);
    expect(channels(next)).toEqual(expected);
    expect(next.find((m) => m.channelId === item.channelId) ?? null).toEqual(item.unreadCount > 0 ? item : null);
  });

  it('an unchanged entry is not replaced (same list, same object)', () => {
    const copy = { ...entry('a', 3), subject: 'other words' };
    const next = upsertNavbarMessage(list, copy);
    expect(next).toBe(list);
  });

  it('a channel without unread messages that is not listed changes nothing', () => {
    expect(upsertNavbarMessage(list, entry('q', 9, 0))).toBe(list);
  });

  it('never holds more than 5 (spec 000 §9 "navbar messages at most 5")', () => {
    let next: readonly NavbarMessage[] = [];
    for (let minute = 0; minute < 8; minute += 1) next = upsertNavbarMessage(next, entry(`c${minute}`, minute));
    expect(channels(next)).toEqual(['c7', 'c6', 'c5', 'c4', 'c3']);
  });
});

describe('applyNavbarMessagesEvent', () => {
  it('routes the list and single-entry events and ignores others', () => {
    const list = applyNavbarMessagesEvent([], { type: 'navbarMessages', items: [entry('a', 1)] });
    expect(channels(list)).toEqual(['a']);
    expect(channels(applyNavbarMessagesEvent(list, { type: 'navbarMessage', item: entry('b', 2) }))).toEqual(['b', 'a']);
    expect(applyNavbarMessagesEvent(list, { type: 'pageReload' })).toBe(list);
  });
});
