import { getVideo } from '../../../../sdk/api/guest';
import type { RestClient } from '../../../../sdk/api/rest';
import type { VideoDetail } from '../../../../sdk/api/types';
import type { Language } from '../../../../sdk/config';
import { useRemote } from '../../../shared/hooks/use-remote';
import { useAppServices } from '../../../shared/services/app-services';
import { useViewerKey } from '../../../shared/session/use-viewer-key';

/** GET video/{videoId}; a `success: false` answer rejects with the server's words. */
export async function fetchVideo(client: RestClient, videoId: number, signal?: AbortSignal): Promise<VideoDetail> {
  const answer = await getVideo(client, videoId, signal ? { signal } : undefined);
  if (!answer.success) throw new Error(`video/${videoId}: expected success true, got error "${answer.error}"`);
  return answer.data;
}

/** The video page's data, reloaded when the video, the language or the logged-in guest changes. */
export function useVideo(videoId: number, language: Language) {
  const { restClient } = useAppServices();
  const key = `${videoId}|${language}|${useViewerKey()}`;
  return useRemote(key, (signal) => fetchVideo(restClient(language), videoId, signal));
}
