/**
 * The pages every page bench measures (issue 12 item 1: home en and de, videos, a profile and a
 * video page), taken from the demo catalog's generator so they exist on any fresh data dir seeded
 * with the defaults (VELVET_SEED 1, VELVET_SEED_SCALE 1): the first performer and her first video
 * rated 16 (an 18-rated one would measure the age check instead of the page).
 */
import { readFileSync } from 'node:fs';
import { generateCatalog } from '../server/db/seed/generate';
import { buildPath } from '../sdk/routes';

export interface BenchPage {
  name: string;
  path: string;
}

/** The seed and scale a bench server is started with; the pages below exist for exactly these. */
export const BENCH_SEED = { seed: 1, scale: 1 } as const;

export function benchPages(): BenchPage[] {
  const catalog = generateCatalog(BENCH_SEED.seed, BENCH_SEED.scale);
  const performer = catalog.performers[0]!;
  const video = catalog.videos.find((v) => v.performer_id === performer.id && v.age_rating < 18) ?? catalog.videos.find((v) => v.performer_id === performer.id)!;
  const actorName = performer.name;
  return [
    { name: 'home (en)', path: buildPath('home', {}, 'en') },
    { name: 'home (de)', path: buildPath('home', {}, 'de') },
    { name: 'videos (en)', path: buildPath('videos', {}, 'en') },
    { name: 'profile (en)', path: buildPath('actorProfile', { actorName }, 'en') },
    { name: 'video (en)', path: buildPath('actorVideo', { actorName, videoId: video.id }, 'en') },
  ];
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The middle value (the upper one of two middles). */
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;

/** The nearest-rank percentile, p in 0..100. */
export function percentile(values: number[], p: number): number {
  const list = sorted(values);
  return list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))]!;
}

/** One line about the machine, since figures on a shared machine mean little without it. */
export async function machineNote(): Promise<string> {
  const os = await import('node:os');
  const [one, five] = os.loadavg();
  return `${os.cpus().length} cores, load average ${one!.toFixed(2)} (1 min) ${five!.toFixed(2)} (5 min), node ${process.version}`;
}

/** User plus system CPU time of a process in ms (/proc/<pid>/stat fields 14 and 15, clock ticks of 10 ms); null off Linux. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count from the closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
