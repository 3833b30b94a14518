/**
 * The page's one tracker (spec 002 §7.8, spec 000 §7). It rides on the page's
 * presence (its offline log queue and online state) and is started by the
 * lazily loaded site realtime, so nothing here weighs on the first route.
 * Screens load this module on demand (see use-profile-visit) and may call it
 * before the tracker runs: profile visits wait until it starts.
 */
import { hasConsent } from '../../../sdk/consent';
import { onGuestEvent } from '../../../sdk/realtime/connect';
import { $guest } from '../../../sdk/session/store';
import { createTracker, type Tracker, type TrackerOptions } from '../../../sdk/tracking';

export interface SiteTrackerOptions {
  /** The presence start-up created for the page (never a second one: it would log every online change twice). */
  presence: TrackerOptions['presence'];
  /** The query service is the same origin's /vxql. */
  location: Pick<Location, 'origin'>;
  /** Tests swap the engines (beacon, fetch, consent, warn) and the guest-event source. */
  engines?: Partial<Pick<TrackerOptions, 'beacon' | 'fetch' | 'hasConsent' | 'warn' | 'now'>>;
  onGuestEvent?: Parameters<Tracker['connectAnalytics']>[0];
}

/** Visits shown before the tracker started; bounded so a page whose realtime never starts does not grow. */
export const WAITING_VISITS_LIMIT = 20;

let running: { tracker: Tracker; stop: () => void } | null = null;
const waitingVisits: string[] = [];

/** The query service URL of the page. */
export function vxqlEndpoint(origin: string): string {
  return `${origin}/vxql`;
}

/** Starts the page's tracker once (later calls return the running one) and maps guest events to analytics events. */
export function startSiteTracker(options: SiteTrackerOptions): Tracker {
  if (running) return running.tracker;
  const tracker = createTracker({
    presence: options.presence,
    endpoint: () => vxqlEndpoint(options.location.origin),
    getToken: () => $guest.get()?.accessToken ?? null,
    hasConsent,
    ...options.engines,
  });
  const disconnectAnalytics = tracker.connectAnalytics(options.onGuestEvent ?? onGuestEvent);
  running = { tracker, stop: () => (disconnectAnalytics(), tracker.stop()) };
  for (const actorName of waitingVisits.splice(0)) void tracker.trackActorProfileVisit(actorName);
  return tracker;
}

/** The running tracker, or null before the site realtime started it. */
export function getSiteTracker(): Tracker | null {
  return running?.tracker ?? null;
}

/**
 * tracker/trackActorProfileVisit for a profile the guest is shown; waits for the tracker when it has not started yet.
 * A visit is analytics (issue 12 §11): without that consent when the profile is shown, nothing is kept, so a
 * consent given later never sends visits made before it (the tracker checks again when it sends).
 */
export function trackActorProfileVisit(actorName: string): void {
  if (!hasConsent('analytics')) return;
  if (running) {
    void running.tracker.trackActorProfileVisit(actorName);
    return;
  }
  if (waitingVisits.length >= WAITING_VISITS_LIMIT) waitingVisits.shift();
  waitingVisits.push(actorName);
}

/** Stops the tracker and forgets waiting visits (the realtime's stop, tests, hot reloads). */
export function stopSiteTracker(): void {
  running?.stop();
  running = null;
  waitingVisits.length = 0;
}
