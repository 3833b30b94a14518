/**
 * The performer's heat map of online hours (issue 15 §8; spec 001 §3 "Heat map
 * record: heatMaps (date, activity level start and end), hoursToBeOnline,
 * actorName, memo, errors"). The server records when she is online; these pure
 * rules turn those periods into hourly slots with an activity level, and the
 * slots into the guest's own time zone.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Days the heat map covers, ending with the current hour. */
export const HEAT_MAP_DAYS = 14;
/** Activity levels: 0 offline for the whole hour, then 1-4 by quarters of an hour online. */
export const MAX_ACTIVITY_LEVEL = 4;

/** One online period, epoch milliseconds; `end` null while she is still online. */
export interface OnlinePeriod {
  start: number;
  end: number | null;
}

/** One hour of one day (UTC on the wire) in which she was online: `start` and `end` are hours of `date` (end = start + 1). */
export interface HeatMapSlot {
  date: string;
  start: number;
  end: number;
  activityLevel: number;
}

/** The answer of the heat map call. */
export interface HeatMap {
  actorId: number;
  actorName: string;
  /** Hours online per week, averaged over the window, to half an hour. */
  hoursToBeOnline: number;
  /** The performer's own words about when she is online, when she left some. */
  memo: string | null;
  days: number;
  /** Only hours with activity (level >= 1), oldest first. */
  heatMaps: HeatMapSlot[];
}

/** The level of an hour with `minutes` online (0-60). */
export function activityLevel(minutes: number): number {
  if (minutes <= 0) return 0;
  return Math.min(MAX_ACTIVITY_LEVEL, Math.ceil((minutes / 60) * MAX_ACTIVITY_LEVEL));
}

/** The first millisecond of the heat map's window: midnight UTC, HEAT_MAP_DAYS - 1 days before `nowMs`'s day. */
export function heatMapWindowStart(nowMs: number): number {
  return Math.floor(nowMs / DAY) * DAY - (HEAT_MAP_DAYS - 1) * DAY;
}

/** Online minutes per UTC hour slot of the window (index 0 = the window's first hour), from the periods up to `nowMs`. */
export function onlineMinutesPerHour(periods: readonly OnlinePeriod[], nowMs: number): number[] {
  const from = heatMapWindowStart(nowMs);
  const minutes = new Array<number>(HEAT_MAP_DAYS * 24).fill(0);
  for (const period of periods) {
    const start = Math.max(period.start, from);
    const end = Math.min(period.end ?? nowMs, nowMs);
    for (let at = start; at < end; ) {
      const slot = Math.floor((at - from) / HOUR);
      const slotEnd = from + (slot + 1) * HOUR;
      const until = Math.min(end, slotEnd);
      minutes[slot] = Math.min(60, minutes[slot]! + (until - at) / 60_000);
      at = until;
    }
  }
  return minutes;
}

/** The heat map's slots and hours per week from the recorded periods. */
export function heatMapOf(periods: readonly OnlinePeriod[], nowMs: number): Pick<HeatMap, 'heatMaps' | 'hoursToBeOnline' | 'days'> {
  const from = heatMapWindowStart(nowMs);
  const minutes = onlineMinutesPerHour(periods, nowMs);
  const heatMaps: HeatMapSlot[] = [];
  minutes.forEach((online, slot) => {
    const level = activityLevel(online);
    if (level === 0) return;
    const start = new Date(from + slot * HOUR);
    heatMaps.push({ date: start.toISOString().slice(0, 10), start: start.getUTCHours(), end: start.getUTCHours() + 1, activityLevel: level });
  });
  const totalHours = minutes.reduce((sum, value) => sum + value, 0) / 60;
  const hoursToBeOnline = Math.round((totalHours / HEAT_MAP_DAYS) * 7 * 2) / 2;
  return { heatMaps, hoursToBeOnline, days: HEAT_MAP_DAYS };
}

/** A grid of the window in a time zone: one row per local date (oldest first), 24 levels per row. */
export interface LocalHeatRow {
  date: string;
  levels: number[];
}

/**
 * The UTC slots as rows of local days, for a zone `offsetMinutes` east of UTC
 * (Date#getTimezoneOffset is the negative of that). Half-hour zones fall into
 * the local hour the slot starts in.
 */
export function localHeatRows(slots: readonly HeatMapSlot[], offsetMinutes: number, nowMs: number): LocalHeatRow[] {
  const shift = offsetMinutes * 60_000;
  const rows = new Map<string, number[]>();
  for (let day = Math.floor((heatMapWindowStart(nowMs) + shift) / DAY) * DAY; day <= nowMs + shift; day += DAY) {
    rows.set(new Date(day).toISOString().slice(0, 10), new Array<number>(24).fill(0));
  }
  for (const slot of slots) {
    const local = new Date(Date.parse(`${slot.date}T00:00:00Z`) + slot.start * HOUR + shift);
    const row = rows.get(local.toISOString().slice(0, 10));
    const hour = local.getUTCHours();
    if (row) row[hour] = Math.max(row[hour]!, slot.activityLevel);
  }
  return [...rows].map(([date, levels]) => ({ date, levels }));
}

/** The local hours she is most often online (highest summed level over the rows), at most `count`, in clock order; none when she never was. */
export function busiestHours(rows: readonly LocalHeatRow[], count = 3): number[] {
  const sums = new Array<number>(24).fill(0);
  for (const row of rows) row.levels.forEach((level, hour) => { sums[hour] = (sums[hour] ?? 0) + level; });
  return sums.map((sum, hour) => ({ sum, hour })).filter(({ sum }) => sum > 0)
    .sort((a, b) => b.sum - a.sum || a.hour - b.hour).slice(0, count).map(({ hour }) => hour).sort((a, b) => a - b);
}
