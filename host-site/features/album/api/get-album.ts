import { getAlbum } from '../../../../sdk/api/guest';
import type { RestClient } from '../../../../sdk/api/rest';
import type { AlbumDetail } from '../../../../sdk/api/types';

/** GET gallery/open?albumId=; a `success: false` answer rejects with the server's words. */
export async function fetchAlbum(client: RestClient, albumId: number, signal?: AbortSignal): Promise<AlbumDetail> {
  const answer = await getAlbum(client, albumId, signal ? { signal } : undefined);
  if (!answer.success) throw new Error(`gallery/open?albumId=${albumId}: expected success true, got error "${answer.error}"`);
  return answer.data;
}
