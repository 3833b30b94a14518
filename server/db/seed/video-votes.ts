/**
 * Demo likes and dislikes of the seeded videos (issue 15 item 6: "all and vip30 top rated"), so the topRated
 * order, the default of the video list, differs from newest on a fresh start: most videos have a few votes,
 * some many, mostly likes. The voters are seed voters (`seed-voter-<n>`), never a real guest's id (guest ids
 * are random UUIDs), so a reseed can replace them without touching what real guests voted. A stream of its
 * own, so the catalog's other rows stay byte-identical for a seed.
 */
import type { VideosTable } from '../schema';
import type { VideoVotesTable } from '../../video-votes/tables';
import { CATALOG_REFERENCE_DATE } from './generate';
import { createRandom } from './prng';

/** The guest id prefix of seeded votes (deleted and written again by every seed). */
export const SEED_VOTER_PREFIX = 'seed-voter-';

/** Votes per video: many few, some many. */
const VOTE_WEIGHTS = [[0, 3], [2, 4], [5, 3], [10, 1.5], [20, 0.5]] as const;

export function* seedVideoVotes(seed: number, videos: readonly VideosTable[]): Generator<VideoVotesTable> {
  const random = createRandom(seed * 7_919 + 113);
  for (const video of videos) {
    const base = random.weighted(VOTE_WEIGHTS);
    const count = base === 0 ? 0 : random.int(Math.ceil(base / 2), base);
    // Each video its own share of likes, 40-95 %, so its rating (likes minus dislikes) spreads out.
    const likeShare = 0.4 + random.next() * 0.55;
    const released = Date.parse(video.released_at);
    const span = Math.max(1, CATALOG_REFERENCE_DATE - released);
    for (let n = 0; n < count; n++) {
      yield {
        video_id: video.id,
        guest_id: `${SEED_VOTER_PREFIX}${n}`,
        vote: random.next() < likeShare ? 'like' : 'dislike',
        voted_at: new Date(released + Math.floor(random.next() * span)).toISOString(),
      };
    }
  }
}
