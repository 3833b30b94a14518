/**
 * GET guest/favorite/actors (spec 000 §7 "favorite/actors (page of 10)"): the
 * favourite actors the realtime events then keep current.
 */
import type { RestClient, RestRequestInit } from '../api/rest';
import type { AvatarImages } from '../api/types';
import type { FavouritesState } from './favourites';
import { $favourites } from './store';

/** The answer of guest/favorite/actors: one page, with onlineCount and total over all pages. */
export interface FavouriteActorsPage {
  items: Array<{ id: number; isOnline: boolean; name: string; avatar: AvatarImages }>;
  onlineCount: number;
  total: number;
}

/** Takes a loaded page: the actors list and the actor pins it shows; pins of albums, sedcards and pictures stay. */
export function applyFavouriteActorsPage(state: FavouritesState, page: FavouriteActorsPage): FavouritesState {
  const otherPins = state.pinned.filter((item) => item.kind !== 'actor');
  return {
    actors: { items: page.items.map(({ id, isOnline }) => ({ id, isOnline })), onlineCount: page.onlineCount },
    pinned: [...otherPins, ...page.items.map(({ id }) => ({ kind: 'actor' as const, id }))],
    loaded: true,
  };
}

/** Loads one page (from 1) into `$favourites`; login required (the server answers 401 otherwise). */
export async function loadFavouriteActors(client: RestClient, page = 1, init?: RestRequestInit): Promise<FavouriteActorsPage> {
  const answer = await client.get<FavouriteActorsPage>('guest/favorite/actors', { page }, init);
  if (!Array.isArray(answer?.items)) throw new Error(`guest/favorite/actors: expected { items: [...] }, got ${JSON.stringify(answer).slice(0, 80)}`);
  $favourites.set(applyFavouriteActorsPage($favourites.get(), answer));
  return answer;
}
