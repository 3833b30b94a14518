import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestSession } from '../api/guest-types';
import { setPinned } from '../favourites/actions';
import { $favourites, $recommendations, resetFavouriteStores } from '../favourites/store';
import { $messenger, resetMessengerStore } from '../messenger/store';
import { markRead } from '../notifications/actions';
import { $navbarMessages, $notifications, resetNotificationStores } from '../notifications/store';
import { $guest, resetSessionStore } from '../session/store';
import type { AckFrame, ChannelStatus, SnapshotFrame } from './channel';
import { connectGuestChannel, onGuestEvent, type GuestEventNotice } from './connect';
import type { ClientMessage, ServerEvent } from './protocol';

function fakeChannel() {
  const eventListeners = new Set<(event: ServerEvent, seq: number | null) => void>();
  const snapshotListeners = new Set<(frame: SnapshotFrame) => void>();
  const ackListeners = new Set<(frame: AckFrame) => void>();
  const sent: ClientMessage[] = [];
  const channel = {
    $status: atom<ChannelStatus>('idle'),
    send: (message: ClientMessage) => {
      sent.push(message);
      return { cid: `c${sent.length}`, accepted: true };
    },
    onEvent: (listener: (event: ServerEvent, seq: number | null) => void) => (eventListeners.add(listener), () => eventListeners.delete(listener)),
    onSnapshot: (listener: (frame: SnapshotFrame) => void) => (snapshotListeners.add(listener), () => snapshotListeners.delete(listener)),
    onAck: (listener: (frame: AckFrame) => void) => (ackListeners.add(listener), () => ackListeners.delete(listener)),
  };
  const push = (event: ServerEvent) => eventListeners.forEach((listener) => listener(event, 1));
  const snapshot = (frame: SnapshotFrame) => snapshotListeners.forEach((listener) => listener(frame));
  const ack = (frame: AckFrame) => [...ackListeners].forEach((listener) => listener(frame));
  return { channel, sent, push, snapshot, ack };
}

const session = { isLoggedIn: true, id: 'g1', balance: 10, balanceFormatted: '10 VXC', isPayingCustomer: false, avsStatus: 'unknown' } as GuestSession;
const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  resetSessionStore();
  resetNotificationStores();
  resetFavouriteStores();
  resetMessengerStore();
});

function connect(options: Partial<Parameters<typeof connectGuestChannel>[1]> = {}) {
  const fake = fakeChannel();
  const reload = vi.fn();
  stops.push(connectGuestChannel(fake.channel, { reload, ...options }));
  return { ...fake, reload };
}

describe('connectGuestChannel', () => {
  it('a guestBalance event updates $guest and is announced to subscribers', () => {
    $guest.set(session);
    const { push } = connect();
    const notices: GuestEventNotice[] = [];
    stops.push(onGuestEvent((notice) => notices.push(notice)));
    push({ type: 'guestBalance', balance: 4, balanceFormatted: '4 VXC', isPayingCustomer: true });
    expect($guest.get()).toMatchObject({ balance: 4, balanceFormatted: '4 VXC', isPayingCustomer: true });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ previous: { balance: 10 }, session: { balance: 4 }, effect: 'none' });
  });

  it.each([
    // spec 000 §4: "Session expired reloads the page unless a payment is awaiting feedback."
    ['session expired reloads', { type: 'sessionExpired' }, {}, 1],
    ['session expired with a payment awaiting feedback (read when the event comes) does not', { type: 'sessionExpired' }, { paymentAwaitingFeedback: () => true }, 0],
    // spec 000 §4: "Email verified reloads the page except on TV livestream pages or on the mobile platform."
    ['email verified on mobile does not', { type: 'emailVerified' }, { isMobile: true }, 0],
    ['page reload reloads even before the session loaded', { type: 'pageReload' }, {}, 1],
  ] as Array<[string, ServerEvent, object, number]>)('%s', (_name, event, options, reloads) => {
    if (!_name.includes('before the session')) $guest.set(session);
    const { push, reload } = connect(options);
    push(event);
    expect(reload).toHaveBeenCalledTimes(reloads);
  });

  it('a snapshot frame replaces $guest', () => {
    $guest.set(session);
    const { snapshot } = connect();
    snapshot({ type: 'snapshot', seq: 9, session: { ...session, balance: 77 }, avsStatus: 'accepted' });
    expect($guest.get()).toMatchObject({ balance: 77, avsStatus: 'accepted' });
  });

  it('requests the newest 5 notifications once open and logged in, not when anonymous', () => {
    $guest.set({ ...session, isLoggedIn: false });
    const { channel, sent } = connect();
    channel.$status.set('open');
    expect(sent).toEqual([]);
    $guest.set(session);
    expect(sent).toEqual([
      { type: 'requestNotifications', list: 'navbar', limit: 5 },
      { type: 'requestNotifications', list: 'floating', limit: 5 },
    ]);
  });

  it('routes notifications, navbar messages, favourites and recommendations to their stores', () => {
    $guest.set(session);
    $recommendations.set([{ actorId: 3, name: 'Mia', picture: null }]);
    const { push } = connect({ isMobile: true });
    const note = { id: 'n1', type: 22, unread: true, unseen: true, createdAt: '2026-01-01T00:00:00Z', title: 't', text: '', actorId: null, link: null };
    push({ type: 'notifications', list: 'navbar', items: [note, { ...note, id: 'n2', type: 1 }], unreadCount: 2 });
    push({ type: 'navbarMessage', item: { lastMessageId: 'm', isOnline: true, unread: true, unreadCount: 1, channelId: 'ch', actorId: 3, picture: '', actorName: 'Mia', age: 30, sentAt: '2026-01-01T00:00:00Z', subject: 's' } });
    push({ type: 'favourites', actors: { items: [{ id: 3, isOnline: true }], onlineCount: 1 }, pinned: [{ kind: 'actor', id: 3 }] });
    push({ type: 'actorOffline', actorId: 3 });
    expect($notifications.get().navbar.items.map((n) => n.id)).toEqual(['n2']); // type 22 hidden on mobile
    expect($navbarMessages.get().map((m) => m.channelId)).toEqual(['ch']);
    expect($favourites.get().actors).toEqual({ items: [{ id: 3, isOnline: false }], onlineCount: 0 });
    expect($recommendations.get()).toEqual([]);
  });

  it('routes every event into the messenger too, guest events included (giftsUpdate, freeShowStart)', () => {
    $guest.set(session);
    const { push } = connect();
    const channel = { id: 'ch', actorId: 3, actorName: 'Mia', actorPicture: '', unread: true, unreadCount: 2, archived: false, blocked: false,
      isActorOnline: false, messageTimestamp: null, lastViewedTimestamp: null, lastMessageId: null, subject: '', multiChatPrice: 0,
      canVoyeurChat: false, isVoyeurInSingleChatAllowed: false, isDildocontrolAvailable: false, freeMessagesAmount: 0, messagePrice: 2,
      isMessagingFree: false, freeChat: false, isFavourite: false };
    push({ type: 'messengerChannel', channel, unreadTotal: 2 });
    push({ type: 'freeShowStart', actorId: 3 });
    push({ type: 'actorOnline', actorId: 3, messagePrice: 4 });
    expect($messenger.get()).toMatchObject({ unreadTotal: 2, channels: [{ id: 'ch', freeChat: true, isActorOnline: true, messagePrice: 4 }] });
  });

  it('logging out empties the previous guest\'s lists', () => {
    $guest.set(session);
    const { push } = connect();
    push({ type: 'favouritePinned', kind: 'album', id: 5 });
    push({ type: 'allChannelsSeen' });
    push({ type: 'messengerChannels', filter: 'newest', onlineOnly: false, offset: 0, total: 1, unreadTotal: 1, channels: [] });
    expect($messenger.get().total).toBe(1);
    $guest.set({ ...session, isLoggedIn: false });
    expect($favourites.get().pinned).toEqual([]);
    expect($messenger.get().total).toBe(0);
  });
});

describe('actions', () => {
  it('setPinned shows the pin at once and undoes it when the server refuses', () => {
    $guest.set(session);
    const { channel, ack, sent } = connect();
    const outcome = setPinned(channel, 'pin', 'actor', 8);
    expect(sent.at(-1)).toEqual({ type: 'pin', kind: 'actor', id: 8 });
    expect($favourites.get().pinned).toEqual([{ kind: 'actor', id: 8 }]);
    ack({ type: 'ack', cid: outcome.ok ? outcome.cid : '', ok: false, error: 'nope' });
    expect($favourites.get().pinned).toEqual([]);
  });

  it('setPinned and markRead refuse when logged out (spec 000 §6 "Login is required")', () => {
    $guest.set({ ...session, isLoggedIn: false });
    const { channel, sent } = connect();
    expect(setPinned(channel, 'pin', 'album', 1)).toEqual({ ok: false, reason: 'loginRequired' });
    expect(markRead(channel, 'all')).toBe(false);
    expect(sent).toEqual([]);
  });
});
