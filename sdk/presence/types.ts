/** Bodies of the logging and tracking calls (spec 000 §7 "Logging and tracking (REST POST)"). */
import type { ConnectionErrorEntry } from '../realtime/socket';

/** logger/browserOnline (status). */
export interface BrowserOnlineBody {
  status: 'online' | 'offline';
}

/** logger/websocketConnectionError (connectionAttempt, error, errorCode, errorReason, websocketType). */
export type WebsocketConnectionErrorBody = ConnectionErrorEntry;

/** tracker/track (eventContext, eventAction, eventData). */
export interface TrackBody {
  eventContext: string;
  eventAction: string;
  eventData: Record<string, unknown> | null;
}

/** The calls that go through the offline log queue: logger/* and tracker/*. */
export type LogPath = `logger/${string}` | `tracker/${string}`;
