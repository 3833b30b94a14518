/**
 * Favourites (spec 000 §4): "pinning and unpinning applies to actors, albums,
 * sedcard albums and pictures. An actor going online or offline flips the
 * actor's availability and adjusts onlineCount." Login is required (spec 000 §6).
 */
import type { ClientMessage, FavouriteActors, FavouriteKind, ServerEvent } from '../realtime/protocol';

export interface PinnedItem {
  kind: FavouriteKind;
  id: number;
}
/** The favourite actors list (a page of 10, with the server's onlineCount over all) and every pinned item. */
export interface FavouritesState {
  actors: FavouriteActors;
  pinned: PinnedItem[];
  loaded: boolean;
}

export const EMPTY_FAVOURITES: FavouritesState = { actors: { items: [], onlineCount: 0 }, pinned: [], loaded: false };

/** True when the guest pinned this item. */
export function isPinned(state: FavouritesState, kind: FavouriteKind, id: number): boolean {
  return state.pinned.some((item) => item.kind === kind && item.id === id);
}

/** spec 000 §6 "Login is required for ... favourites and pinning": the message to send, or why not. */
export function pinMessage(
  action: 'pin' | 'unpin',
  kind: FavouriteKind,
  id: number,
  isLoggedIn: boolean,
): { ok: true; message: ClientMessage } | { ok: false; reason: 'loginRequired' } {
  if (!isLoggedIn) return { ok: false, reason: 'loginRequired' };
  return { ok: true, message: { type: action, kind, id } };
}

/** Adds a pinned item (and a pinned actor to the actors list, offline until told otherwise). */
export function applyPinned(state: FavouritesState, kind: FavouriteKind, id: number): FavouritesState {
  if (isPinned(state, kind, id)) return state;
  const pinned = [...state.pinned, { kind, id }];
  if (kind !== 'actor' || state.actors.items.some((item) => item.id === id)) return { ...state, pinned };
  return { ...state, pinned, actors: { ...state.actors, items: [...state.actors.items, { id, isOnline: false }] } };
}

/** Removes a pinned item; an unpinned online actor leaves the online count too. */
export function applyUnpinned(state: FavouritesState, kind: FavouriteKind, id: number): FavouritesState {
  if (!isPinned(state, kind, id)) return state;
  const pinned = state.pinned.filter((item) => !(item.kind === kind && item.id === id));
  if (kind !== 'actor') return { ...state, pinned };
  const actor = state.actors.items.find((item) => item.id === id);
  const items = state.actors.items.filter((item) => item.id !== id);
  const onlineCount = Math.max(0, state.actors.onlineCount - (actor?.isOnline ? 1 : 0));
  return { ...state, pinned, actors: { items, onlineCount } };
}

/**
 * Flips one favourite actor's availability and adjusts onlineCount by one. An
 * actor beyond the loaded page is not known to be a favourite here, so only
 * listed actors count: the next favourites event brings the server's total.
 */
export function applyActorAvailability(state: FavouritesState, actorId: number, isOnline: boolean): FavouritesState {
  const actor = state.actors.items.find((item) => item.id === actorId);
  if (!actor || actor.isOnline === isOnline) return state;
  const items = state.actors.items.map((item) => (item.id === actorId ? { ...item, isOnline } : item));
  const onlineCount = Math.max(0, state.actors.onlineCount + (isOnline ? 1 : -1));
  return { ...state, actors: { items, onlineCount } };
}

/** Applies the favourites events of spec 000 §7; other events leave the state as it is (same object). */
export function applyFavouritesEvent(state: FavouritesState, event: ServerEvent): FavouritesState {
  switch (event.type) {
    case 'favourites':
      return { actors: event.actors, pinned: event.pinned, loaded: true };
    case 'favouritePinned':
      return applyPinned(state, event.kind, event.id);
    case 'favouriteUnpinned':
      return applyUnpinned(state, event.kind, event.id);
    case 'actorOnline':
      return applyActorAvailability(state, event.actorId, true);
    case 'actorOffline':
      return applyActorAvailability(state, event.actorId, false);
    default:
      return state;
  }
}
