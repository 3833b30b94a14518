/**
 * What the video page's watch area shows (issue 13 §4: "bought and free videos
 * play; others show the trailer, the price and the buy button, and play right
 * after purchase without a reload"). The server decides entitlement: the video
 * answer carries hlsUrl only for a guest entitled to watch, trailerUrl for
 * everyone the age rating allows (media contract §2); the page follows it.
 */

/** The fields of the video answer this reads (media contract §2). */
export interface WatchFields {
  hlsUrl?: string | undefined;
  trailerUrl?: string | undefined;
  mediaState?: 'ready' | 'preparing' | undefined;
}

export type WatchMode = { kind: 'full'; src: string } | { kind: 'trailer'; src: string } | { kind: 'poster' };

/** The full video when the answer has its URL, else the trailer, else only the poster. */
export function watchMode(video: WatchFields): WatchMode {
  if (video.hlsUrl) return { kind: 'full', src: video.hlsUrl };
  if (video.trailerUrl) return { kind: 'trailer', src: video.trailerUrl };
  return { kind: 'poster' };
}

/** While the clip is generated, the page re-reads the answer this often (issue 13 §1: "the player says preparing until a clip is ready"). */
export const PREPARING_RECHECK_MS = 5000;

/** True while the answer says the clip is still being generated. */
export function isPreparing(video: WatchFields): boolean {
  return video.mediaState === 'preparing';
}

/**
 * Whether the player's "grant expired" (a 403 on the playlist or a segment) should
 * re-read the video answer: a full video's signed URL lives 30 minutes (media
 * contract §2) and a fresh answer carries a fresh one. Once per URL, so a URL the
 * server keeps refusing does not loop; the trailer needs no guest grant.
 */
export function shouldReReadOnGrantExpired(mode: WatchMode, reReadFor: string | null): boolean {
  return mode.kind === 'full' && reReadFor !== mode.src;
}

/**
 * What a player with no page around it shows (`<velvet-player video-id>` on a partner page, issue 16 §3): the
 * stream the answer grants (full, else the trailer: "Trailers are open to everyone the video's age rating allows",
 * media contract §2), else what the video page would ask for: a login (a guest who is not logged in meets an
 * 18-rated video: spec 001 §4 "needs login, needs age check"), or an age check a logged-in guest does on the site.
 */
export type EmbedWatch = { kind: 'full' | 'trailer'; src: string } | { kind: 'login' } | { kind: 'ageCheck' } | { kind: 'none' };

export function embedWatch(video: WatchFields & { restrictions: readonly string[] }): EmbedWatch {
  const mode = watchMode(video);
  if (mode.kind !== 'poster') return mode;
  if (video.restrictions.includes('needsLogin')) return { kind: 'login' };
  if (video.restrictions.includes('needsAgeCheck')) return { kind: 'ageCheck' };
  return { kind: 'none' };
}
