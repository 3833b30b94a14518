import { useEffect, useState } from 'react';
import { $actorPresenceEvent } from '../../../../sdk/live/presence-events';
import type { LivePresenceAnswer } from '../../../../sdk/live/list-types';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';

export interface ActorLiveState {
  online: boolean;
  /** In a running ticket show (only ticket holders watch). */
  ticketShow: boolean;
}

/**
 * The performer's live state: the channel's actorOnline/actorOffline at once (fans get them), and
 * GET live/presence at once and at each picture tick while the tab is visible (everybody, ticket shows too).
 */
export function useActorLiveState(actorId: number, initial: ActorLiveState, tick: number): ActorLiveState {
  const language = useLanguage();
  const { restClient } = useAppServices();
  const [state, setState] = useState(initial);
  useEffect(() => $actorPresenceEvent.listen((event) => {
    if (event?.actorId !== actorId) return;
    if (event.type === 'liveState') setState({ online: event.state !== 'offline', ticketShow: event.state === 'ticketShow' });
    else setState((current) => ({ online: event.type === 'actorOnline', ticketShow: event.type === 'actorOnline' && current.ticketShow }));
  }), [actorId]);
  useEffect(() => {
    const controller = new AbortController();
    restClient(language)
      .get<LivePresenceAnswer>('live/presence', { ids: String(actorId) }, { signal: controller.signal })
      .then((answer) => setState({ online: answer.online.includes(actorId), ticketShow: answer.ticketShow.includes(actorId) }))
      // A missed refresh is caught up by the next tick.
      .catch(() => undefined);
    return () => controller.abort();
  }, [tick, actorId, language, restClient]);
  return state;
}
