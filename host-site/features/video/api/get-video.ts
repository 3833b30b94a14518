import { getVideo } from '../../../../sdk/api/guest';
import type { RestClient } from '../../../../sdk/api/rest';
import type { VideoDetail } from '../../../../sdk/api/types';

/** GET video/{videoId}; a `success: false` answer rejects with the server's words. */
export async function fetchVideo(client: RestClient, videoId: number, signal?: AbortSignal): Promise<VideoDetail> {
  const answer = await getVideo(client, videoId, signal ? { signal } : undefined);
  if (!answer.success) throw new Error(`video/${videoId}: expected success true, got error "${answer.error}"`);
  return answer.data;
}
