import { getAlbum } from '../../../../sdk/api/guest';
import type { RestClient } from '../../../../sdk/api/rest';
import type { AlbumDetail } from '../../../../sdk/api/types';
import type { Language } from '../../../../sdk/config';
import { useRemote } from '../../../shared/hooks/use-remote';
import { useAppServices } from '../../../shared/services/app-services';
import { useViewerKey } from '../../../shared/session/use-viewer-key';

/** GET gallery/open?albumId=; a `success: false` answer rejects with the server's words. */
export async function fetchAlbum(client: RestClient, albumId: number, signal?: AbortSignal): Promise<AlbumDetail> {
  const answer = await getAlbum(client, albumId, signal ? { signal } : undefined);
  if (!answer.success) throw new Error(`gallery/open?albumId=${albumId}: expected success true, got error "${answer.error}"`);
  return answer.data;
}

/** The album page's data, reloaded when the album, the language or the logged-in guest changes. */
export function useAlbum(albumId: number, language: Language) {
  const { restClient } = useAppServices();
  const key = `${albumId}|${language}|${useViewerKey()}`;
  return useRemote(key, (signal) => fetchAlbum(restClient(language), albumId, signal));
}
