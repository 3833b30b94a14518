import { describe, expect, it } from 'vitest';
import { activityLevel, busiestHours, HEAT_MAP_DAYS, heatMapOf, heatMapWindowStart, localHeatRows, onlineMinutesPerHour } from './rules';

const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-11-24T13:30:00Z');

describe('heat map of online hours (spec 001 §3 "Heat map record: heatMaps (date, activity level start and end), hoursToBeOnline")', () => {
  it.each([[0, 0], [0.5, 1], [15, 1], [15.5, 2], [30, 2], [45, 3], [46, 4], [60, 4]])('%d minutes online in an hour: level %d', (minutes, level) => {
    expect(activityLevel(minutes)).toBe(level);
  });

  it(`covers ${HEAT_MAP_DAYS} UTC days ending with today`, () => {
    expect(new Date(heatMapWindowStart(NOW)).toISOString()).toBe('2026-11-11T00:00:00.000Z');
  });

  it('splits a period over the hours it touches, clips it to the window and to now, and counts a still-open period up to now', () => {
    const minutes = onlineMinutesPerHour([
      { start: at('2026-11-24T09:40:00Z'), end: at('2026-11-24T11:10:00Z') },
      { start: at('2026-11-01T00:00:00Z'), end: at('2026-11-11T00:30:00Z') },
      { start: at('2026-11-24T13:00:00Z'), end: null },
    ], NOW);
    const hourOf = (iso: string) => (at(iso) - heatMapWindowStart(NOW)) / 3_600_000;
    expect(minutes[hourOf('2026-11-24T09:00:00Z')]).toBe(20);
    expect(minutes[hourOf('2026-11-24T10:00:00Z')]).toBe(60);
    expect(minutes[hourOf('2026-11-24T11:00:00Z')]).toBe(10);
    expect(minutes[0]).toBe(30);
    expect(minutes[1]).toBe(0);
    expect(minutes[hourOf('2026-11-24T13:00:00Z')]).toBe(30);
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(20 + 60 + 10 + 30 + 30);
  });

  it('overlapping periods (two processes recording) never make an hour longer than 60 minutes', () => {
    const period = { start: at('2026-11-20T08:00:00Z'), end: at('2026-11-20T09:00:00Z') };
    expect(Math.max(...onlineMinutesPerHour([period, period], NOW))).toBe(60);
  });

  it('lists only the active hours with their date, start, end and level, and hours online per week', () => {
    const map = heatMapOf([{ start: at('2026-11-23T20:00:00Z'), end: at('2026-11-23T21:20:00Z') }], NOW);
    expect(map.heatMaps).toEqual([
      { date: '2026-11-23', start: 20, end: 21, activityLevel: 4 },
      { date: '2026-11-23', start: 21, end: 22, activityLevel: 2 },
    ]);
    // 80 minutes in 14 days: 0.67 hours a week, to half an hour.
    expect(map.hoursToBeOnline).toBe(0.5);
    expect(map.days).toBe(HEAT_MAP_DAYS);
  });

  it('shows the slots in the guest\'s zone: UTC+1 moves 23:00 UTC to 00:00 of the next local day; UTC-5 to 18:00 the same day', () => {
    const slots = [{ date: '2026-11-23', start: 23, end: 24, activityLevel: 3 }];
    const berlin = localHeatRows(slots, 60, NOW);
    expect(berlin.find((row) => row.date === '2026-11-24')?.levels[0]).toBe(3);
    expect(berlin.find((row) => row.date === '2026-11-23')?.levels[23]).toBe(0);
    const newYork = localHeatRows(slots, -300, NOW);
    expect(newYork.find((row) => row.date === '2026-11-23')?.levels[18]).toBe(3);
    // One row per local day of the window, oldest first, ending today.
    expect(localHeatRows([], 0, NOW).map((row) => row.date)).toHaveLength(HEAT_MAP_DAYS);
    expect(localHeatRows([], 0, NOW).at(-1)?.date).toBe('2026-11-24');
  });
});

describe('busiest hours (the heat map summary a screen reader hears)', () => {
  const row = (levels: Record<number, number>) => ({ date: 'd', levels: Array.from({ length: 24 }, (_, hour) => levels[hour] ?? 0) });
  it.each([
    [[row({ 20: 4, 21: 3, 9: 1 }), row({ 20: 2, 22: 4 })], [20, 21, 22]],
    [[row({ 5: 1 })], [5]],
    [[row({})], []],
    [[row({ 1: 2, 2: 2, 3: 2, 4: 2 })], [1, 2, 3]],
  ])('%#: %j', (rows, hours) => {
    expect(busiestHours(rows)).toEqual(hours);
  });
});
