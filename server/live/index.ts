/**
 * Live streams (issue 14 item 1, live contract §2, owner H): AppContext.live,
 * the stream routes (/media/live/…, /media/live-picture/…), the preview start
 * (/rest/v1/live/preview/start) and the liveState events.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerPreviewAccess } from './preview';
import { createLiveService, type LiveService } from './service';

export { LIVE_GRANT_SECONDS, type LiveAccess, type LiveKind, type LiveService, type LiveSessionCheck, type LiveSessionQuery, type LiveStreamState, type StreamGrantRequest } from './service';
export { liveRoutes } from './routes';
export { livePreviewRoutes } from './preview-route';
export { publishLiveState, setTicketShow } from './state';

/** The process's live service with the preview check registered (chat, show and voice are registered by their owners). */
export function createLive(db: Kysely<Database>, tokenSecret: string): LiveService {
  const live = createLiveService(db, tokenSecret);
  registerPreviewAccess(live, db);
  return live;
}
