import { describe, expect, it } from 'vitest';
import type { FavouriteKind, ServerEvent } from '../realtime/protocol';
import { EMPTY_FAVOURITES, applyFavouritesEvent, isPinned, pinMessage, type FavouritesState } from './favourites';
import { applyRecommendationsEvent } from './recommendations';
import { applyFavouriteActorsPage } from './api';

const state: FavouritesState = {
  actors: { items: [{ id: 1, isOnline: true }, { id: 2, isOnline: false }], onlineCount: 4 },
  pinned: [{ kind: 'actor', id: 1 }, { kind: 'actor', id: 2 }, { kind: 'album', id: 50 }],
  loaded: true,
};

describe('pinMessage', () => {
  // spec 000 §4: "pinning and unpinning applies to actors, albums, sedcard albums and pictures";
  // spec 000 §6: "Login is required for: ... favourites and pinning"
  const kinds: FavouriteKind[] = ['actor', 'album', 'sedcards', 'picture'];
  it.each(kinds)('%s: pin and unpin when logged in', (kind) => {
    expect(pinMessage('pin', kind, 9, true)).toEqual({ ok: true, message: { type: 'pin', kind, id: 9 } });
    expect(pinMessage('unpin', kind, 9, true)).toEqual({ ok: true, message: { type: 'unpin', kind, id: 9 } });
  });
  it.each(kinds)('%s: refused when logged out', (kind) => {
    expect(pinMessage('pin', kind, 9, false)).toEqual({ ok: false, reason: 'loginRequired' });
  });
});

describe('applyFavouritesEvent', () => {
  // spec 000 §4: "An actor going online or offline flips the actor's availability and adjusts onlineCount."
  it.each<[string, ServerEvent, Array<{ id: number; isOnline: boolean }>, number]>([
    ['an offline favourite goes online: +1', { type: 'actorOnline', actorId: 2 }, [{ id: 1, isOnline: true }, { id: 2, isOnline: true }], 5],
    ['an online favourite goes offline: -1', { type: 'actorOffline', actorId: 1 }, [{ id: 1, isOnline: false }, { id: 2, isOnline: false }], 3],
    ['a repeated online changes nothing', { type: 'actorOnline', actorId: 1 }, [{ id: 1, isOnline: true }, { id: 2, isOnline: false }], 4],
    ['an actor not in the list changes nothing', { type: 'actorOffline', actorId: 77 }, [{ id: 1, isOnline: true }, { id: 2, isOnline: false }], 4],
    ['unpinning an online actor leaves the list and the count', { type: 'favouriteUnpinned', kind: 'actor', id: 1 }, [{ id: 2, isOnline: false }], 3],
    ['pinning an actor lists it offline', { type: 'favouritePinned', kind: 'actor', id: 3 }, [{ id: 1, isOnline: true }, { id: 2, isOnline: false }, { id: 3, isOnline: false }], 4],
  ])('%s', (_name, event, items, onlineCount) => {
    expect(applyFavouritesEvent(state, event).actors).toEqual({ items, onlineCount });
  });

  it.each<[FavouriteKind, number]>([['album', 51], ['sedcards', 8], ['picture', 900]])('pin and unpin a %s', (kind, id) => {
    const pinned = applyFavouritesEvent(state, { type: 'favouritePinned', kind, id });
    expect(isPinned(pinned, kind, id)).toBe(true);
    expect(isPinned(pinned, 'actor', id)).toBe(false);
    expect(pinned.actors).toBe(state.actors);
    expect(isPinned(applyFavouritesEvent(pinned, { type: 'favouriteUnpinned', kind, id }), kind, id)).toBe(false);
  });

  it('a repeated pin keeps the same state', () => {
    expect(applyFavouritesEvent(state, { type: 'favouritePinned', kind: 'album', id: 50 })).toBe(state);
  });

  it('the favourites event replaces everything and marks it loaded', () => {
    const next = applyFavouritesEvent(EMPTY_FAVOURITES, { type: 'favourites', actors: state.actors, pinned: state.pinned });
    expect(next).toEqual(state);
  });

  it('the online count never drops below 0', () => {
    const stale = { ...state, actors: { ...state.actors, onlineCount: 0 } };
    expect(applyFavouritesEvent(stale, { type: 'actorOffline', actorId: 1 }).actors.onlineCount).toBe(0);
  });
});

describe('applyRecommendationsEvent', () => {
  const list = [{ actorId: 1 }, { actorId: 2 }];
  // spec 000 §4: "An offline actor is removed from recommendations."
  it.each<[string, ServerEvent, number[]]>([
    ['an offline actor leaves', { type: 'actorOffline', actorId: 1 }, [2]],
    ['an online actor is not added (recommendations come from the server)', { type: 'actorOnline', actorId: 3 }, [1, 2]],
    ['an actor not listed changes nothing', { type: 'actorOffline', actorId: 3 }, [1, 2]],
  ])('%s', (_name, event, expected) => {
    expect(applyRecommendationsEvent(list, event).map((item) => item.actorId)).toEqual(expected);
  });
});

const avatarImages = (id: number) => ({ w60: `/img/performer/${id}/w60.svg`, w140: `/img/performer/${id}/w140.svg`, w160: `/img/performer/${id}/w160.svg`, w320: `/img/performer/${id}/w320.svg`, w640: `/img/performer/${id}/w640.svg` });

describe('applyFavouriteActorsPage', () => {
  // spec 000 §7: "favorite/actors (page of 10)"; spec 000 §3 "items (id, isOnline) and onlineCount"
  it('takes the page as the actors list and its actor pins, keeping other pins', () => {
    const next = applyFavouriteActorsPage(state, { items: [{ id: 9, isOnline: true, name: 'Ann', avatar: avatarImages(9) }], onlineCount: 6, total: 12 });
    expect(next.actors).toEqual({ items: [{ id: 9, isOnline: true }], onlineCount: 6 });
    expect(next.pinned).toEqual([{ kind: 'album', id: 50 }, { kind: 'actor', id: 9 }]);
    expect(next.loaded).toBe(true);
  });
});
