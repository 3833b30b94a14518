/**
 * Demo online history for the heat map (issue 15 §8): each performer keeps
 * habits (one or two usual starting hours, evenings more often than mornings)
 * and was online on most days of the heat map's window for one to four hours;
 * a performer online at seed time has an open period. Its own PRNG stream, so
 * the rest of the catalog stays as it was. Dated back from the seed time.
 */
import type { PerformersTable } from '../db/schema';
import { createRandom } from '../db/seed/prng';
import { HEAT_MAP_DAYS } from '../../sdk/heat-map/rules';
import type { PerformerOnlinePeriodsTable } from './tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function* seedOnlineHistory(seed: number, performers: readonly PerformersTable[], nowMs: number): Generator<PerformerOnlinePeriodsTable> {
  const random = createRandom(seed * 7_919 + 23);
  const today = Math.floor(nowMs / DAY) * DAY;
  for (const performer of performers) {
    const habits = [random.weighted([[19, 4], [20, 4], [21, 3], [16, 2], [10, 1], [13, 1]] as const), random.int(0, 23)];
    const daysOnline = random.weighted([[0.85, 3], [0.6, 3], [0.3, 2]] as const);
    for (let day = HEAT_MAP_DAYS; day >= 1; day--) {
      if (!random.chance(daysOnline)) continue;
      const startHour = random.chance(0.8) ? habits[0]! : habits[1]!;
      const start = today - day * DAY + startHour * HOUR + random.int(0, 59) * 60_000;
      const end = start + random.int(45, 240) * 60_000;
      yield { performer_id: performer.id, started_at: new Date(start).toISOString(), ended_at: new Date(Math.min(end, nowMs)).toISOString() };
    }
    if (performer.is_online === 1) {
      yield { performer_id: performer.id, started_at: new Date(nowMs - random.int(5, 90) * 60_000).toISOString(), ended_at: null };
    }
  }
}
