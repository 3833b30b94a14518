import { loadComments, loadGalleryFacts } from '../../../../sdk/albums/api';
import type { AlbumComments, GalleryFacts } from '../../../../sdk/albums/types';
import type { RestClient } from '../../../../sdk/api/rest';
import type { AlbumDetail } from '../../../../sdk/api/types';
import { fetchAlbum } from './get-album';

/** What the album page shows: the album (gallery/open), its views and ratings (gallery) and the first comments (getComments). */
export type AlbumPageItem = AlbumDetail & { gallery: GalleryFacts; comments: AlbumComments };

/**
 * Loads the three in parallel. The loader never counts the view: the server render
 * would count it for whoever the render runs as; the page counts it in the browser.
 */
export async function fetchAlbumPage(client: RestClient, albumId: number): Promise<AlbumPageItem> {
  const [album, gallery, comments] = await Promise.all([fetchAlbum(client, albumId), loadGalleryFacts(client, albumId, false), loadComments(client, albumId, 0)]);
  return { ...album, gallery, comments };
}
