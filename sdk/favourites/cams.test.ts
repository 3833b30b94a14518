import { describe, expect, it } from 'vitest';
import type { FavouriteActorsPage } from './api';
import { favouriteCamsView } from './cams';
import { applyFavouriteActorsPage } from './api';
import { applyActorAvailability, applyUnpinned, EMPTY_FAVOURITES } from './favourites';

const avatar = { w60: '', w140: '', w160: '', w320: '', w640: '' };
const page: FavouriteActorsPage = {
  items: [{ id: 1, isOnline: true, name: 'Ada', avatar }, { id: 2, isOnline: false, name: 'Bea', avatar }, { id: 3, isOnline: false, name: 'Cleo', avatar }],
  onlineCount: 1,
  total: 3,
};

describe('favourite cams view (spec 000 §4 "An actor going online or offline flips the actor\'s availability and adjusts onlineCount")', () => {
  it('shows the loaded page as it is before the store has loaded (server render, first paint)', () => {
    expect(favouriteCamsView(page, EMPTY_FAVOURITES)).toEqual({ items: page.items, onlineCount: 1, total: 3 });
  });

  it.each([
    ['Bea comes online', [[2, true]], [true, true, false], 2],
    ['Ada goes offline', [[1, false]], [false, false, false], 0],
    ['Bea online, then Cleo online, then Bea offline', [[2, true], [3, true], [2, false]], [true, false, true], 2],
    ['a repeated online changes nothing', [[1, true]], [true, false, false], 1],
  ] as const)('%s', (_name, flips, online, onlineCount) => {
    let state = applyFavouriteActorsPage(EMPTY_FAVOURITES, page);
    for (const [id, isOnline] of flips) state = applyActorAvailability(state, id, isOnline);
    const view = favouriteCamsView(page, state);
    expect(view.items.map((item) => item.isOnline)).toEqual(online);
    expect(view.onlineCount).toBe(onlineCount);
  });

  it('drops a performer unpinned since the page loaded, and the online count with an online one', () => {
    const state = applyUnpinned(applyFavouriteActorsPage(EMPTY_FAVOURITES, page), 'actor', 1);
    expect(favouriteCamsView(page, state)).toMatchObject({ items: [{ id: 2 }, { id: 3 }], onlineCount: 0, total: 2 });
  });

  it('keeps a second page\'s performers when a "favourites" event brings the first page (pins cover them all)', () => {
    const state = { actors: { items: [{ id: 9, isOnline: true }], onlineCount: 1 }, pinned: [1, 2, 3, 9].map((id) => ({ kind: 'actor' as const, id })), loaded: true };
    const view = favouriteCamsView(page, state);
    expect(view.items.map((item) => [item.id, item.isOnline])).toEqual([[1, true], [2, false], [3, false]]);
    expect(view.onlineCount).toBe(1);
  });
});
