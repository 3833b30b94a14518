/**
 * Who may watch a video (issue 13 §2, media contract §2): "The video answer
 * carries its HLS url only for a guest entitled to watch: free, bought, VIP for
 * VIP content, subscription where it applies; 18-rated only with accepted AVS;
 * never for a performer banning the guest's country. Trailers are open to
 * everyone the video's age rating allows." Built on restrictionsFor, so the
 * answer's `restrictions` and its media URLs can never disagree.
 */
import { restrictionsFor, type RestrictedItem, type Viewer } from '../trust/restrictions';

/** What a guest may stream of one video: the full video, the trailer (and preview thumbnails, same rule). */
export interface WatchAccess {
  full: boolean;
  trailer: boolean;
}

/** The kinds of signed media grant (the `<kind>` segment of /media/hls/...). */
export const MEDIA_KINDS = ['full', 'trailer', 'thumbs'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** issue 13 §2 "short-lived signed URLs": a grant (URL and guest cookie) lives 30 minutes (media contract §2). */
export const MEDIA_GRANT_SECONDS = 30 * 60;

/** spec 001 §10: "preview thumbnails up to 100 per video". */
export const MAX_PREVIEW_THUMBNAILS = 100;

/**
 * - full: nothing restricts the video for this viewer (restrictionsFor is empty)
 *   and the performer does not ban the viewer's country.
 * - trailer: the age rating allows it (18 -> accepted AVS; 16 -> anyone) and
 *   the country is not banned; price, VIP and login do not matter.
 */
export function watchAccess(item: RestrictedItem, viewer: Viewer, countryBanned: boolean): WatchAccess {
  if (countryBanned) return { full: false, trailer: false };
  const ageAllows = item.ageRating === 16 || viewer.avsStatus === 'accepted';
  return { full: restrictionsFor(item, viewer).length === 0, trailer: ageAllows };
}

/** The file name of preview thumbnail `index` (0-based) inside a clip: thumbs/000.jpg … */
export function thumbnailFile(index: number): string {
  return `thumbs/${String(index).padStart(3, '0')}.jpg`;
}
