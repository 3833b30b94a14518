/**
 * The favourite cams page (spec 000 §3 "Favourite actors list: items (id,
 * isOnline) and onlineCount"; §4 "An actor going online or offline flips the
 * actor's availability and adjusts onlineCount"): the loaded page's performers
 * with the live availability of the favourites store.
 */
import type { FavouriteActorsPage } from './api';
import { isPinned, type FavouritesState } from './favourites';

export interface FavouriteCamsView {
  items: FavouriteActorsPage['items'];
  onlineCount: number;
  total: number;
}

/**
 * The page as loaded, each performer's availability and the online count as the
 * store now knows them. Before the store has loaded (the server render, the first
 * paint) the page's own figures stand. A performer unpinned since the page loaded leaves it.
 */
export function favouriteCamsView(page: FavouriteActorsPage, state: FavouritesState): FavouriteCamsView {
  if (!state.loaded) return { items: page.items, onlineCount: page.onlineCount, total: page.total };
  const live = new Map(state.actors.items.map((item) => [item.id, item.isOnline]));
  // Membership by the pins, not by the store's actors list: that holds one page of 10 (a "favourites"
  // event brings the first), and this page may be another.
  const items = page.items.filter((item) => isPinned(state, 'actor', item.id)).map((item) => ({ ...item, isOnline: live.get(item.id) ?? item.isOnline }));
  return { items, onlineCount: state.actors.onlineCount, total: Math.max(0, page.total - (page.items.length - items.length)) };
}
