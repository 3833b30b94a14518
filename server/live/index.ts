/**
 * Live streams (issue 14 item 1, live contract §2, owner H): AppContext.live
 * (./create.ts, ./service.ts), the stream routes (/media/live/…,
 * /media/live-picture/…), the preview start (/rest/v1/live/preview/start) and
 * the liveState events (./state.ts).
 */
export { createLive } from './create';
export { LIVE_GRANT_SECONDS, type LiveAccess, type LiveKind, type LiveService, type LiveSessionCheck, type LiveSessionQuery, type LiveStreamState, type StreamGrantRequest } from './service';
export { liveRoutes } from './routes';
export { livePreviewRoutes } from './preview-route';
export { publishLiveState, setTicketShow } from './state';
