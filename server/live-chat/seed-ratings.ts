/**
 * Demo actor chat ratings (issue 14 §6: "actor chat ratings shown from 10
 * ratings"): some performers have none, some fewer than 10 (their button shows
 * no rating), most 10 to 60, mostly 4 and 5 stars. Dated back from the seed
 * time, not the catalog date: the 90-day window is counted from now.
 */
import type { PerformersTable } from '../db/schema';
import { createRandom } from '../db/seed/prng';
import type { ChatRatingsTable } from './tables';

const DAY = 86_400_000;

export function* seedChatRatings(seed: number, performers: readonly PerformersTable[], nowMs: number): Generator<ChatRatingsTable> {
  // Its own PRNG stream: adding ratings changes nothing else in the catalog.
  const random = createRandom(seed * 104_729 + 19);
  for (const performer of performers) {
    const count = random.weighted([[0, 3], [random.int(3, 9), 2], [random.int(10, 60), 5]] as const);
    for (let n = 0; n < count; n++) {
      yield {
        id: `seed-rating-${performer.id}-${n}`,
        actor_id: performer.id,
        guest_id: null,
        chat_id: null,
        stars: random.weighted([[5, 6], [4, 3], [3, 1], [2, 1], [1, 1]] as const),
        created_at: new Date(nowMs - random.int(0, 89) * DAY - random.int(0, DAY - 1)).toISOString(),
      };
    }
  }
}
