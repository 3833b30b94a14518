/**
 * Demo sales of the seeded videos (issue 15 item 6), so the bestSelling and trending orders and the
 * video stars differ from the newest order on a fresh start: most videos sell a little, a few a lot,
 * each sale between the video's release and the catalog's "today". A stream of its own, so the
 * catalog's other rows stay byte-identical for a seed.
 */
import type { VideoSalesTable, VideosTable } from '../schema';
import { CATALOG_REFERENCE_DATE } from './generate';
import { createRandom } from './prng';

/** Sales per video: many few, some hits. */
const SALES_WEIGHTS = [[0, 3], [2, 4], [5, 4], [12, 2], [30, 1], [80, 0.3]] as const;

export function* videoSales(seed: number, videos: readonly VideosTable[]): Generator<VideoSalesTable> {
  const random = createRandom(seed * 104_729 + 71);
  for (const video of videos) {
    const base = random.weighted(SALES_WEIGHTS);
    const count = base === 0 ? 0 : random.int(Math.ceil(base / 2), base);
    const released = Date.parse(video.released_at);
    const span = Math.max(1, CATALOG_REFERENCE_DATE - released);
    for (let n = 0; n < count; n++) {
      yield { video_id: video.id, performer_id: video.performer_id, sold_at: new Date(released + Math.floor(random.next() * span)).toISOString() };
    }
  }
}
