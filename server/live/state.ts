/**
 * Stream states follow the simulator (issue 14 item 1: "stream states follow
 * the performer going online, into a ticket show, offline"): the performers
 * row says which (is_online from actor presence, is_ticket_show from J's show
 * scheduler through setTicketShow); every change is published as `liveState`
 * to the actor's fans and to the guests in a session with the actor.
 */
import type { AppContext } from '../context';
import type { RealtimeHub } from '../realtime/hub';

/** Publishes the actor's current stream state (read after the change committed). */
export async function publishLiveState(context: AppContext, hub: RealtimeHub, actorId: number): Promise<void> {
  const event = { type: 'liveState' as const, actorId, state: await context.live.state(actorId) };
  await hub.publishToActorFans(actorId, event);
  // The audience is deduplicated; a guest both fan and viewer may hear the same state twice, which changes nothing.
  for (const guestId of await context.live.access.audience(actorId)) await hub.publishToGuest(guestId, event);
  // The sessions follow at once (the live chat ends her chats: offline 201, ticket show 908), not on a ticker's next pass.
  await context.live.stateChanged(actorId, event.state);
}

/**
 * Starts or ends the actor's ticket show state (for J's show scheduler): sets
 * performers.is_ticket_show and, when it really changed, publishes liveState.
 * Returns whether it changed. Preview and chat playlists answer 403
 * LIVE_TICKET_SHOW from the next reload; kind `show` grants keep playing.
 */
export async function setTicketShow(context: AppContext, hub: RealtimeHub, actorId: number, running: boolean): Promise<boolean> {
  const flag = running ? 1 : 0;
  const result = await context.database.db.updateTable('performers').set({ is_ticket_show: flag })
    .where('id', '=', actorId).where('is_ticket_show', '!=', flag).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await publishLiveState(context, hub, actorId);
  return true;
}
