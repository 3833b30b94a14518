import { useEffect, useMemo, useReducer, useState } from 'react';
import type { LiveList } from '../../../../sdk/live/lists';
import { $actorPresenceEvent } from '../../../../sdk/live/presence-events';
import { initialPresence, presenceReducer } from '../../../../sdk/live/presence';
import type { LiveCam, LivePresenceAnswer } from '../../../../sdk/live/list-types';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { useLiveTick } from '../../../shared/live/use-live-tick';
import { LiveTile } from './live-tile';
import '../../../shared/components/card-tiles.css';

/** Tiles above the fold on a phone and a desktop: their pictures load eagerly. */
const EAGER_TILES = 4;

export interface LiveGridProps {
  list: LiveList;
  cams: readonly LiveCam[];
  title: string;
  /** Performers online on the platform when the page was rendered. */
  onlineCount: number;
  /** The server's picture bucket (the same in the browser's first render). */
  bucket: number;
}

/**
 * The tiles of a live list and the platform's online count, both live: the realtime channel's
 * actorOnline/actorOffline apply at once (they reach the performers' fans), and every visitor's
 * page asks GET live/presence at each picture tick while the tab is visible.
 */
export function LiveGrid({ list, cams, title, onlineCount, bucket }: LiveGridProps) {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const [presence, dispatch] = useReducer(presenceReducer, undefined, () => initialPresence(cams.map((cam) => ({ id: cam.id, isOnline: cam.online, isTicketShow: cam.ticketShowRunning })), onlineCount));
  const tick = useLiveTick(bucket);
  // The pictures move to a new bucket once the states of that tick are known, so a performer who
  // just went offline shows her avatar instead of asking for a picture that is gone.
  const [pictureTick, setPictureTick] = useState(bucket);
  const ids = useMemo(() => cams.map((cam) => cam.id).join(','), [cams]);

  useEffect(() => $actorPresenceEvent.listen((event) => {
    if (!event) return;
    if (event.type !== 'liveState') return dispatch({ type: event.type, actorId: event.actorId });
    // liveState: offline as actorOffline; live or ticketShow online, with or without a show.
    if (event.state === 'offline') return dispatch({ type: 'actorOffline', actorId: event.actorId });
    dispatch({ type: 'actorOnline', actorId: event.actorId });
    dispatch({ type: 'ticketShow', actorId: event.actorId, running: event.state === 'ticketShow' });
  }), []);

  useEffect(() => {
    if (tick === bucket || ids === '') return undefined;
    const controller = new AbortController();
    restClient(language)
      .get<LivePresenceAnswer>('live/presence', { ids }, { signal: controller.signal })
      .then((answer) => dispatch({ type: 'snapshot', online: answer.online, ticketShow: answer.ticketShow, onlineCount: answer.onlineCount }))
      // A missed refresh is caught up by the next tick.
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setPictureTick(tick);
      });
    return () => controller.abort();
  }, [tick, bucket, ids, language, restClient]);

  return (
    <>
      <p className="live-page__online" aria-live="polite" data-testid="live-online-count">{t('live.onlineNow', { count: presence.onlineCount })}</p>
      <ul className="card-grid" aria-label={title}>
        {cams.map((cam, index) => (
          <LiveTile key={cam.id} list={list} cam={cam} online={presence.online.has(cam.id)} ticketShow={presence.ticketShow.has(cam.id)} bucket={pictureTick} eager={index < EAGER_TILES} />
        ))}
      </ul>
    </>
  );
}
