/**
 * POST /rest/v1/watch/start { videoId } (spec 002 §7.8 "Other routes: watch/start ... Their payloads
 * are not shown"; the payload is the media contract's, served by the platform since issue 13).
 */
import type { RestClient } from '../api/rest';

/** Reports that a guest started watching a video; the player calls it once per play session. */
export function postWatchStart(client: RestClient, videoId: number): Promise<unknown> {
  return client.post('watch/start', { videoId });
}
