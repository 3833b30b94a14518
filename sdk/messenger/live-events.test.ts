import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '../realtime/protocol';
import { channel, ids, message, stateWith } from './fixtures';
import { applyMessengerEvent } from './live-events';
import type { MessengerState } from './state';
import type { MessengerChannel } from './types';

// Performer 1 has one channel, performer 2 another.
const base = () =>
  stateWith([channel('a1', 10, { unread: true, unreadCount: 2, messagePrice: 3, multiChatPrice: 9 }), channel('b2', 20, { isActorOnline: true })], {
    recommendations: [{ actorId: 1, name: 'One', picture: '', isOnline: true, age: 30 }, { actorId: 5, name: 'Five', picture: '', isOnline: true, age: 31 }],
  });
const a1 = (state: MessengerState) => state.channels.find((item) => item.id === 'a1') as MessengerChannel;

describe('applyMessengerEvent: live notifications (spec 000 §4)', () => {
  it.each<[string, ServerEvent, Partial<MessengerChannel>]>([
    // spec 000 §4: "actor online/offline updates the channel's state and prices"
    ['actor online sets the state and the given prices', { type: 'actorOnline', actorId: 1, messagePrice: 5, multiChatPrice: 12 }, { isActorOnline: true, messagePrice: 5, multiChatPrice: 12 }],
    ['actor online without prices keeps them', { type: 'actorOnline', actorId: 1 }, { isActorOnline: true, messagePrice: 3, multiChatPrice: 9 }],
    ['actor offline clears the state', { type: 'actorOffline', actorId: 1, messagePrice: 4 }, { isActorOnline: false, messagePrice: 4 }],
    // spec 000 §4: "a message price change updates the channel"
    ['a message price change updates price and free messaging', { type: 'messagePriceChanged', actorId: 1, messagePrice: 0, isMessagingFree: true }, { messagePrice: 0, isMessagingFree: true }],
    // spec 000 §4: "free show start and stop set or clear the channel's free chat"
    ['free show start sets free chat', { type: 'freeShowStart', actorId: 1 }, { freeChat: true }],
    // spec 000 §4: "favourite pinned/unpinned toggles the flag on the loaded actor"
    ['pinning the actor sets the favourite flag', { type: 'favouritePinned', kind: 'actor', id: 1 }, { isFavourite: true }],
    // spec 000 §4: "all-seen clears unread"
    ['all seen clears unread', { type: 'allChannelsSeen' }, { unread: false, unreadCount: 0 }],
  ])('%s', (_name, event, expected) => {
    const next = applyMessengerEvent(base(), event);
    expect(a1(next)).toMatchObject(expected);
    expect(next.channels.find((item) => item.id === 'b2')).toEqual(base().channels[1]);
  });

  it.each<[string, ServerEvent, Partial<MessengerChannel>]>([
    ['free show stop clears free chat', { type: 'freeShowStop', actorId: 1 }, { freeChat: false }],
    ['unpinning the actor clears the favourite flag', { type: 'favouriteUnpinned', kind: 'actor', id: 1 }, { isFavourite: false }],
  ])('%s', (_name, event, expected) => {
    const state = { ...base(), channels: base().channels.map((item) => ({ ...item, freeChat: true, isFavourite: true })) };
    expect(a1(applyMessengerEvent(state, event))).toMatchObject(expected);
  });

  it('all seen also sets the total to 0', () => {
    expect(applyMessengerEvent(base(), { type: 'allChannelsSeen' }).unreadTotal).toBe(0);
  });

  it.each<[string, ServerEvent]>([
    ['pinning an album', { type: 'favouritePinned', kind: 'album', id: 1 }],
    ['a performer without a channel going online', { type: 'actorOnline', actorId: 77 }],
    ['an event of another area', { type: 'guestBalance', balance: 1, balanceFormatted: '1', isPayingCustomer: false }],
  ])('%s changes nothing (same state)', (_name, event) => {
    const state = base();
    expect(applyMessengerEvent(state, event)).toBe(state);
  });

  // spec 000 §4: "An offline actor is removed from recommendations."
  it('an offline performer leaves the recommendations', () => {
    expect(applyMessengerEvent(base(), { type: 'actorOffline', actorId: 1 }).recommendations.map((item) => item.actorId)).toEqual([5]);
  });

  it('a channel notification replaces the stored channel and the total, or adds a new one', () => {
    const replaced = applyMessengerEvent(base(), { type: 'messengerChannel', channel: channel('a1', 30, { subject: 'hi' }), unreadTotal: 0 });
    expect(a1(replaced)).toMatchObject({ subject: 'hi', unreadCount: 0 });
    expect(replaced.unreadTotal).toBe(0);
    expect(ids(applyMessengerEvent(base(), { type: 'messengerChannel', channel: channel('c3', 1), unreadTotal: 2 }).channels)).toEqual(['a1', 'b2', 'c3']);
  });

  it('a channel-list notification of the current filter replaces the stored channels', () => {
    const next = applyMessengerEvent(base(), { type: 'messengerChannels', filter: 'newest', onlineOnly: false, offset: 0, total: 1, unreadTotal: 0, channels: [channel('c3', 1)] });
    expect(ids(next.channels)).toEqual(['c3']);
  });
});

describe('applyMessengerEvent: messengerMessage', () => {
  const loaded = () => ({ ...base(), conversations: { a1: { messages: [message('m1', 'a1', 1)], total: 1, status: 'ready' as const, error: null } } });
  const event = (id: string): ServerEvent => ({ type: 'messengerMessage', message: message(id, 'a1', 5), channel: channel('a1', 5, { unread: true, unreadCount: 3, subject: 'new' }), unreadTotal: 3 });

  it('appends to the loaded conversation and replaces the channel', () => {
    const next = applyMessengerEvent(loaded(), event('m2'));
    expect(ids(next.conversations.a1?.messages ?? [])).toEqual(['m1', 'm2']);
    expect(next.conversations.a1?.total).toBe(2);
    expect(a1(next)).toMatchObject({ subject: 'new', unreadCount: 3 });
    expect(next.unreadTotal).toBe(3);
  });

  it('does not add a message twice (the guest\'s own message is echoed to every device)', () => {
    const once = applyMessengerEvent(loaded(), event('m2'));
    expect(ids(applyMessengerEvent(once, event('m2')).conversations.a1?.messages ?? [])).toEqual(['m1', 'm2']);
  });

  it('a conversation that was never opened is not started by a message (it loads on select)', () => {
    expect(applyMessengerEvent(base(), event('m2')).conversations).toEqual({});
  });
});

describe('applyMessengerEvent: giftsUpdate', () => {
  it('recomputes the basket counts against the new boughtGifts', () => {
    const state = { ...base(), basket: [{ giftId: 4, quantity: 1 }], basketAvailable: { '4': 0 } };
    expect(applyMessengerEvent(state, { type: 'giftsUpdate', boughtGifts: { '4': 3 } }).basketAvailable).toEqual({ '4': 2 });
  });
});
