import { useEffect, useState } from 'react';
import { $actorPresenceEvent } from '../../../../sdk/live/presence-events';
import type { LivePresenceAnswer } from '../../../../sdk/live/types';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';

/**
 * The performer's online state, live: the channel's actorOnline/actorOffline at once (fans get them),
 * and GET live/presence at each picture tick while the tab is visible (everybody else).
 */
export function useActorOnline(actorId: number, initial: boolean, tick: number): boolean {
  const language = useLanguage();
  const { restClient } = useAppServices();
  const [online, setOnline] = useState(initial);
  const [firstTick] = useState(tick);
  useEffect(() => $actorPresenceEvent.listen((event) => {
    if (event?.actorId === actorId) setOnline(event.type === 'actorOnline');
  }), [actorId]);
  useEffect(() => {
    if (tick === firstTick) return undefined;
    const controller = new AbortController();
    restClient(language)
      .get<LivePresenceAnswer>('live/presence', { ids: String(actorId) }, { signal: controller.signal })
      .then((answer) => setOnline(answer.online.includes(actorId)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [tick, firstTick, actorId, language, restClient]);
  return online;
}
