/**
 * The demo performer simulator (issue 4 §7: "a demo performer simulator that
 * `npm start` runs (performers go online and offline on a schedule) and that
 * can be switched off"): every interval it flips a few performers, chosen by
 * a PRNG seeded from the config, so the same seed replays the same schedule.
 */
import type { AppContext } from '../context';
import { createRandom, type Random } from '../db/seed/prng';
import { setActorOnline } from './actor-presence';
import type { RealtimeHub } from './hub-contract';

/** Timer functions, injectable so tests drive the schedule with a fake clock. */
export interface SimulatorClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface SimulatorOptions {
  seed: number;
  /** Milliseconds between ticks (default 15 s: lively enough to watch, cheap for the fan-out). */
  intervalMs?: number;
  /** Performers flipped per tick (default 3). */
  flipsPerTick?: number;
  clock?: SimulatorClock;
  /** Told about a failed tick; the schedule goes on. */
  onError?: (error: unknown) => void;
}

export interface PerformerSimulator {
  /** One tick now: the flips made, in order. */
  tick(): Promise<Array<{ actorId: number; online: boolean }>>;
  /** Stops the schedule and waits for a running tick. */
  close(): Promise<void>;
}

const REAL_CLOCK: SimulatorClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Picks `count` distinct performers of the list (ordered by id, so the pick depends on the seed only). */
export function pickPerformers(random: Random, ids: readonly number[], count: number): number[] {
  return random.sample(ids, Math.min(count, ids.length));
}

/** Starts flipping performers on a schedule; the first tick comes after one interval. */
export function startPerformerSimulator(context: AppContext, hub: RealtimeHub, options: SimulatorOptions): PerformerSimulator {
  const { db } = context.database;
  const random = createRandom(options.seed);
  const intervalMs = options.intervalMs ?? 15_000;
  const flipsPerTick = options.flipsPerTick ?? 3;
  const clock = options.clock ?? REAL_CLOCK;
  let timer: unknown = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const tick = async () => {
    // A performer in her ticket show stays online until it ends (issue 14: J's show schedule owns her then).
    const performers = await db.selectFrom('performers').select(['id', 'is_online']).where('is_ticket_show', '=', 0).orderBy('id').execute();
    const onlineById = new Map(performers.map((p) => [p.id, p.is_online === 1]));
    const flips: Array<{ actorId: number; online: boolean }> = [];
    for (const actorId of pickPerformers(random, performers.map((p) => p.id), flipsPerTick)) {
      if (stopped) break;
      const online = !onlineById.get(actorId);
      await setActorOnline(context, hub, actorId, online);
      flips.push({ actorId, online });
    }
    return flips;
  };

  const schedule = () => {
    timer = clock.setTimeout(() => {
      running = tick().catch((error: unknown) => options.onError?.(error)).finally(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
  };
  schedule();

  return {
    tick,
    async close() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      await running;
    },
  };
}
