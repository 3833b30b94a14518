/** Tracking and logging (spec 002 §3.11, §5, §7.8, §9; spec 000 §7). */
export { createTracker, type Tracker, type TrackerOptions, type TrackingOutcome } from './tracker';
export { ANALYTICS_EVENT_CONTEXT, ANALYTICS_EVENTS, analyticsEventForGuestEvent, isAnalyticsEventName, type AnalyticsEvent, type AnalyticsEventName } from './analytics';
export { defaultBeacon, sendApplicationEvent, TRACK_APPLICATION_MUTATION, trackApplicationRequest, type BeaconEngine } from './application';
export {
  applicationEvent, isTrackingEvent, trackingEventProblem, TRACKING_DATA_MAX, TRACKING_MEASURE_COUNT, TRACKING_NAME_MAX,
  type ActorProfileVisitEvent, type ApplicationEvent, type TrackEvent, type TrackingEvent, type TrackingEventKind,
} from './events';
