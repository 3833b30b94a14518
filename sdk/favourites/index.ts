/** Favourites (spec 000 §4): pin/unpin, favourite actors with onlineCount, recommendations, and their stores. */
export {
  EMPTY_FAVOURITES,
  applyActorAvailability,
  applyFavouritesEvent,
  applyPinned,
  applyUnpinned,
  isPinned,
  pinMessage,
  type FavouritesState,
  type PinnedItem,
} from './favourites';
export { applyRecommendationsEvent, type RecommendedActor } from './recommendations';
export { $favourites, $recommendations, resetFavouriteStores } from './store';
export { setPinned, type PinOutcome } from './actions';
export { applyFavouriteActorsPage, loadFavouriteActors, type FavouriteActorsPage } from './api';
export { favouriteCamsView, type FavouriteCamsView } from './cams';
