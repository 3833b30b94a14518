/** The paths of an album's generated cover (GET /img/album/<id>/<size>.svg, server/routes/album-cover-image.ts). */
import type { PreviewImages } from '../../sdk/api/types';

/** The cover of an album in the three preview sizes. */
export const albumCoverImages = (albumId: number): PreviewImages => ({
  w320: `/img/album/${albumId}/w320.svg`, w640: `/img/album/${albumId}/w640.svg`, w1280: `/img/album/${albumId}/w1280.svg`,
});
