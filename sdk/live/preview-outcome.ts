/**
 * What a guest is told when a live preview does not start (POST live/preview/start, live contract §2;
 * spec 000 §9 "live preview limit 5 (VIP 20)"). Pure, so the words are chosen from the answer alone.
 */

/** The data of POST /rest/v1/live/preview/start (served by server/live/preview-route.ts in the `{ success, data }` envelope). */
export interface LivePreviewStart {
  previewId: string;
  streamUrl: string;
  streamType: 'hls';
  expiresAt: string;
  previewsLeft: number;
  durationSeconds: number;
}

export interface LivePreviewStartAnswer {
  success: true;
  data: LivePreviewStart;
}

export type PreviewRefusal = 'limit' | 'offline' | 'disabled' | 'banned' | 'failed';

/** The refusal of a failed start, from its status and error code. */
export function previewRefusal(status: number, code: unknown): PreviewRefusal {
  if (code === 'LIVE_PREVIEW_LIMIT' || status === 429) return 'limit';
  if (code === 'LIVE_OFFLINE' || code === 'LIVE_TICKET_SHOW') return 'offline';
  if (code === 'LIVE_PREVIEW_DISABLED') return 'disabled';
  if (status === 451) return 'banned';
  return 'failed';
}
