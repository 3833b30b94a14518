/**
 * The realtime channel's actorOnline/actorOffline (spec 000 §4) and liveState events for live pages: the channel
 * wiring (sdk/realtime/connect.ts) sets each one here; a page listening applies it with
 * presenceReducer. An atom of the last event, not a list: a page only needs what happens while it listens.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ServerEvent } from '../realtime/protocol';

export type ActorPresenceEvent = Extract<ServerEvent, { type: 'actorOnline' | 'actorOffline' | 'liveState' }>;

const lastEvent = atom<ActorPresenceEvent | null>(null);
/** The last actor presence event the channel delivered. */
export const $actorPresenceEvent: ReadableAtom<ActorPresenceEvent | null> = lastEvent;

/** Keeps an actor presence event for the live pages; other events are ignored. */
export function applyActorPresenceEvent(event: ServerEvent): void {
  if (event.type === 'actorOnline' || event.type === 'actorOffline' || event.type === 'liveState') lastEvent.set(event);
}
