/** spec 000 §4: "An offline actor is removed from recommendations." */
import type { ServerEvent } from '../realtime/protocol';

/** What a recommendation needs for this rule; screens may carry more. */
export interface RecommendedActor {
  actorId: number;
  name: string;
  picture: string | null;
}

/** Drops an actor that went offline; any other event keeps the list (same array). */
export function applyRecommendationsEvent<T extends { actorId: number }>(list: readonly T[], event: ServerEvent): readonly T[] {
  if (event.type !== 'actorOffline' || !list.some((item) => item.actorId === event.actorId)) return list;
  return list.filter((item) => item.actorId !== event.actorId);
}
