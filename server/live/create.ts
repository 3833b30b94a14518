/** Makes AppContext.live (imported by server/context.ts, so nothing here may import the context). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerPreviewAccess } from './preview';
import { createLiveService, type LiveService } from './service';

/** The process's live service with the preview check registered (chat, show and voice are registered by their owners). */
export function createLive(db: Kysely<Database>, tokenSecret: string): LiveService {
  const live = createLiveService(db, tokenSecret);
  registerPreviewAccess(live, db);
  return live;
}
