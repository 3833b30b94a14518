/**
 * The video jumbotron (spec 001 §2 "video jumbotron (homepage and video station types)"; spec 001 §7 "GET
 * video/jumbotron/config and homepage (cached 60 s)"; issue 15 item 6): a few featured videos shown large at the top of
 * the start page and of the video station (the videos landing page). Which videos, as pure rules.
 */
export const JUMBOTRON_TYPES = ['homepage', 'videoStation'] as const;
export type JumbotronType = (typeof JUMBOTRON_TYPES)[number];

/** spec 001 §7: "(cached 60 s)". */
export const JUMBOTRON_CACHE_MS = 60_000;

/** Slides per jumbotron: enough to rotate, few enough to load fast. */
export const JUMBOTRON_MAX_ITEMS = 5;

/** How many videos of the source list the picker looks at (one per performer needs more than the slides). */
export const JUMBOTRON_CANDIDATES = 24;

/**
 * Where each type's videos come from, in the list orders of spec 001 §9. Decision: the start page features what sells
 * now (trending, "within the last 8 days"), the video station the best rated; both fall back to the newest when the
 * first list is short (a quiet week).
 */
export const JUMBOTRON_SOURCES: Readonly<Record<JumbotronType, readonly ('trending' | 'topRated' | 'newest')[]>> = {
  homepage: ['trending', 'newest'],
  videoStation: ['topRated', 'newest'],
};

export interface JumbotronCandidate {
  id: number;
  classic: boolean;
  actor: { id: number };
}

/**
 * The featured videos from the source lists in their order: no classic (spec 001 §9 "default filters exclude bought
 * and classic"), each video once, one video per performer so the hero never shows the same face twice, at most `max`.
 */
export function pickJumbotron<T extends JumbotronCandidate>(lists: readonly (readonly T[])[], max = JUMBOTRON_MAX_ITEMS): T[] {
  const picked: T[] = [];
  const videos = new Set<number>();
  const performers = new Set<number>();
  for (const list of lists) {
    for (const video of list) {
      if (picked.length >= max) return picked;
      if (video.classic || videos.has(video.id) || performers.has(video.actor.id)) continue;
      videos.add(video.id);
      performers.add(video.actor.id);
      picked.push(video);
    }
  }
  return picked;
}

export function isJumbotronType(value: unknown): value is JumbotronType {
  return typeof value === 'string' && (JUMBOTRON_TYPES as readonly string[]).includes(value);
}
