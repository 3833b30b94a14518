/**
 * Presence (spec 000 §4): "online/offline and tab hidden/visible are tracked.
 * On tab hide a leave event is tracked; on first return a comeback event is
 * tracked." Online changes are posted to logger/browserOnline, and every
 * logger/* and tracker/* call goes through the offline log queue (spec 000 §7
 * "Offline logging is queued and replayed when the browser is online again").
 * Window, document and the REST client are options, so tests pass fakes.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { RestClient } from '../api/rest';
import type { ConnectionErrorEntry, EventTargetLike } from '../realtime/channel';
import { createOfflineLogQueue } from './offline-log-queue';
import type { BrowserOnlineBody, LogPath, TrackBody } from './types';

export type { BrowserOnlineBody, LogPath, TrackBody, WebsocketConnectionErrorBody } from './types';
export { createOfflineLogQueue, OFFLINE_LOG_LIMIT, type OfflineLogQueue } from './offline-log-queue';

/** The tracker/track event context of presence events. */
export const PRESENCE_EVENT_CONTEXT = 'presence';

export interface PresenceOptions {
  rest: Pick<RestClient, 'post'>;
  /** Fires 'online' and 'offline' (default: window). */
  windowEvents?: EventTargetLike;
  /** Fires 'visibilitychange' and tells visibilityState (default: document). */
  documentEvents?: EventTargetLike & { readonly visibilityState?: string };
  /** Default navigator.onLine (true where there is no navigator). */
  isOnline?: () => boolean;
  offlineLogLimit?: number;
  warn?: (message: string) => void;
}

export interface Presence {
  $online: ReadableAtom<boolean>;
  $visible: ReadableAtom<boolean>;
  /** A logger/* or tracker/* POST through the offline queue; never rejects. */
  log(path: LogPath, body: unknown): Promise<void>;
  /** tracker/track through the offline queue. */
  track(body: TrackBody): Promise<void>;
  /** For the realtime channel's logConnectionError option: logger/websocketConnectionError. */
  logConnectionError(entry: ConnectionErrorEntry): void;
  start(): void;
  stop(): void;
}

/** Creates presence tracking; listeners attach on start(). */
export function createPresence(options: PresenceOptions): Presence {
  const globals = globalThis as { window?: EventTargetLike; document?: PresenceOptions['documentEvents']; navigator?: { onLine?: boolean } };
  const windowEvents = options.windowEvents ?? globals.window;
  const documentEvents = options.documentEvents ?? globals.document;
  const isOnline = options.isOnline ?? (() => globals.navigator?.onLine ?? true);
  const isVisible = () => (documentEvents?.visibilityState ?? 'visible') !== 'hidden';
  const queue = createOfflineLogQueue({ rest: options.rest, isOnline, limit: options.offlineLogLimit, warn: options.warn });

  const $online = atom(isOnline());
  const $visible = atom(isVisible());
  let hasLeft = false;
  let comebackTracked = false;

  const log = (path: LogPath, body: unknown) => queue.send(path, body);
  const track = (body: TrackBody) => log('tracker/track', body);

  function onOnlineChange(): void {
    const online = isOnline();
    if (online === $online.get()) return;
    $online.set(online);
    const body: BrowserOnlineBody = { status: online ? 'online' : 'offline' };
    // Going offline, this waits in the queue and reaches the server right before the 'online' one.
    void log('logger/browserOnline', body);
    if (online) void queue.flush();
  }

  function onVisibilityChange(): void {
    const visible = isVisible();
    if (visible === $visible.get()) return;
    $visible.set(visible);
    if (!visible) {
      hasLeft = true;
      void track({ eventContext: PRESENCE_EVENT_CONTEXT, eventAction: 'leave', eventData: null });
    } else if (hasLeft && !comebackTracked) {
      // spec 000 §4: "on first return a comeback event is tracked": once per page, not on every return.
      comebackTracked = true;
      void track({ eventContext: PRESENCE_EVENT_CONTEXT, eventAction: 'comeback', eventData: null });
    }
  }

  return {
    $online,
    $visible,
    log,
    track,
    logConnectionError: (entry) => void log('logger/websocketConnectionError', entry),
    start() {
      $online.set(isOnline());
      $visible.set(isVisible());
      windowEvents?.addEventListener('online', onOnlineChange);
      windowEvents?.addEventListener('offline', onOnlineChange);
      documentEvents?.addEventListener('visibilitychange', onVisibilityChange);
      void queue.flush();
    },
    stop() {
      windowEvents?.removeEventListener('online', onOnlineChange);
      windowEvents?.removeEventListener('offline', onOnlineChange);
      documentEvents?.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
