/**
 * The tracker (spec 002 §7.8, spec 000 §7): tracker/track,
 * trackActorProfileVisit, the trackApplication mutation, the analytics events
 * of spec 002 §9 and the logger/* calls. REST calls go through presence's
 * offline log queue; application events through a second queue of the same
 * kind whose poster is the beacon-or-POST transport, replayed when presence
 * says the browser is online again.
 *
 * Consent (our decision; spec 002 §3.2 "tracking is 1 only with analytics
 * cookie consent"): analytics events, application events and profile visits
 * (issue 12 §11 "Profile-visit tracking is analytics"), which profile how a
 * guest uses the product, need the analytics category, checked when they are
 * sent; the platform's own logs (logger/*, tracker/track) are not gated.
 */
import type { ReadableAtom } from 'nanostores';
import type { ConnectionErrorEntry } from '../realtime/socket';
import type { GuestEventNotice } from '../realtime/connect';
import { createOfflineLogQueue } from '../presence/offline-log-queue';
import type { LogPath } from '../presence/types';
import { ANALYTICS_EVENT_CONTEXT, analyticsEventForGuestEvent, isAnalyticsEventName, type AnalyticsEventName } from './analytics';
import { sendApplicationEvent, type BeaconEngine } from './application';
import { applicationEvent, trackingEventProblem, type ApplicationEvent, type TrackingEvent } from './events';
import type { ConsentCategory } from '../consent/rules';

/** The consent categories of spec 002 §9; the consent module supplies the answer. */

/** What happened to one call: queued or sent, or why it was not sent. */
export type TrackingOutcome = 'sent' | 'not-a-tracking-event' | 'no-endpoint' | 'no-token' | 'no-consent';

export interface TrackerOptions {
  /** Presence's queue-backed log and online state (reused, not duplicated). */
  presence: { log(path: LogPath, body: unknown): Promise<void>; $online: ReadableAtom<boolean> };
  /** The query service URL (e.g. `${apiBase}/vxql`), or null when none is configured. */
  endpoint: () => string | null;
  /** The guest's access token, or null. */
  getToken: () => string | null;
  /** Default: nothing is granted beyond necessary (fail closed). */
  hasConsent?: (category: ConsentCategory) => boolean;
  /** null forces POST; default navigator.sendBeacon where it exists. */
  beacon?: BeaconEngine | null;
  fetch?: typeof fetch;
  now?: () => number;
  warn?: (message: string) => void;
}

export interface Tracker {
  /** Sends any value that passes the runtime check of spec 002 §5. */
  send(event: unknown): Promise<TrackingOutcome>;
  /** tracker/track (eventContext, eventAction, eventData). */
  track(eventContext: string, eventAction: string, eventData?: Record<string, unknown> | null): Promise<TrackingOutcome>;
  /** tracker/trackActorProfileVisit (actorName). */
  trackActorProfileVisit(actorName: string): Promise<TrackingOutcome>;
  /** The trackApplication mutation; timestamp defaults to now. */
  trackApplication(fields: Parameters<typeof applicationEvent>[0]): Promise<TrackingOutcome>;
  /** An analytics event of spec 002 §9 (as tracker/track with eventContext "analytics"). */
  trackAnalytics(name: AnalyticsEventName, data?: Record<string, unknown> | null): Promise<TrackingOutcome>;
  /** Maps guest events to analytics events; pass sdk/realtime's onGuestEvent. Returns the unsubscribe. */
  connectAnalytics(onGuestEvent: (listener: (notice: GuestEventNotice) => void) => () => void): () => void;
  logBrowserOnline(status: 'online' | 'offline'): Promise<void>;
  logWebsocketConnectionError(entry: ConnectionErrorEntry): Promise<void>;
  logMessengerError(message: string): Promise<void>;
  /** Application events waiting for the network. */
  readonly pendingApplicationEvents: number;
  /** Stops replaying on reconnect. */
  stop(): void;
}

const APPLICATION_PATH = 'tracker/trackApplication' satisfies LogPath;

/** Creates a tracker; see TrackerOptions for the engines a test can swap. */
export function createTracker(options: TrackerOptions): Tracker {
  const warn = options.warn ?? ((message: string) => console.warn(`[velvet tracking] ${message}`));
  const hasConsent = options.hasConsent ?? ((category: ConsentCategory) => category === 'necessary');
  const isOnline = () => options.presence.$online.get();

  const applicationQueue = createOfflineLogQueue({
    isOnline,
    warn,
    rest: {
      // Endpoint and token are read again on replay: a guest who logged out meanwhile sends nothing.
      async post<T>(_path: string, body: unknown): Promise<T> {
        const endpoint = options.endpoint();
        const token = options.getToken();
        if (endpoint && token) await sendApplicationEvent(body as ApplicationEvent, { endpoint, token }, options);
        return undefined as T;
      },
    },
  });
  const stopReplay = options.presence.$online.listen((online) => {
    if (online) void applicationQueue.flush();
  });

  async function send(event: unknown): Promise<TrackingOutcome> {
    const problem = trackingEventProblem(event);
    if (problem) {
      warn(`not sent: ${problem}`);
      return 'not-a-tracking-event';
    }
    const valid = event as TrackingEvent;
    switch (valid.kind) {
      case 'track':
        await options.presence.log('tracker/track', { eventContext: valid.eventContext, eventAction: valid.eventAction, eventData: valid.eventData });
        return 'sent';
      case 'actorProfileVisit':
        if (!hasConsent('analytics')) return 'no-consent';
        await options.presence.log('tracker/trackActorProfileVisit', { actorName: valid.actorName });
        return 'sent';
      case 'application':
        // spec 002 §5: "... and an endpoint and token are configured".
        if (!options.endpoint()) return 'no-endpoint';
        if (!options.getToken()) return 'no-token';
        if (!hasConsent('analytics')) return 'no-consent';
        await applicationQueue.send(APPLICATION_PATH, valid);
        return 'sent';
    }
  }

  async function trackAnalytics(name: AnalyticsEventName, data: Record<string, unknown> | null = null): Promise<TrackingOutcome> {
    if (!isAnalyticsEventName(name)) {
      warn(`not sent: expected an analytics event of spec 002 §9, got ${JSON.stringify(name)}`);
      return 'not-a-tracking-event';
    }
    if (!hasConsent('analytics')) return 'no-consent';
    return send({ kind: 'track', eventContext: ANALYTICS_EVENT_CONTEXT, eventAction: name, eventData: data });
  }

  return {
    send,
    track: (eventContext, eventAction, eventData = null) => send({ kind: 'track', eventContext, eventAction, eventData }),
    trackActorProfileVisit: (actorName) => send({ kind: 'actorProfileVisit', actorName }),
    trackApplication: (fields) => send(applicationEvent(fields, options.now)),
    trackAnalytics,
    connectAnalytics(onGuestEvent) {
      return onGuestEvent((notice) => {
        const analytics = analyticsEventForGuestEvent(notice);
        if (analytics) void trackAnalytics(analytics.name, analytics.data);
      });
    },
    logBrowserOnline: (status) => options.presence.log('logger/browserOnline', { status }),
    logWebsocketConnectionError: (entry) => options.presence.log('logger/websocketConnectionError', entry),
    logMessengerError: (message) => options.presence.log('logger/vxmessengerError', { message: message.slice(0, 2000) }),
    get pendingApplicationEvents() {
      return applicationQueue.size;
    },
    stop: stopReplay,
  };
}
