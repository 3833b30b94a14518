/** Favourites and recommendations stores, fed by the realtime channel (sdk/realtime/connect.ts). */
import { atom } from 'nanostores';
import { EMPTY_FAVOURITES, type FavouritesState } from './favourites';
import type { RecommendedActor } from './recommendations';

/** The guest's pinned items and favourite actors. */
export const $favourites = atom<FavouritesState>(EMPTY_FAVOURITES);
/** Recommended actors a screen loaded; offline actors leave it live. */
export const $recommendations = atom<readonly RecommendedActor[]>([]);

/** Test helper and logout: back to empty. */
export function resetFavouriteStores(): void {
  $favourites.set(EMPTY_FAVOURITES);
  $recommendations.set([]);
}
