import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { imagesBeyondQuota, orphanImageCutoff, QUOTAS, secondsUntilNextUtcDay, shareMailRefusal, utcDay } from './index';

const at = (iso: string) => Date.parse(iso);

describe('daily quotas start again at midnight UTC', () => {
  it.each([
    ['2025-03-01T00:00:00.000Z', '2025-03-01', 86_400],
    ['2025-03-01T23:59:59.500Z', '2025-03-01', 1],
    ['2025-03-02T00:00:00.001Z', '2025-03-02', 86_400],
    ['2024-02-29T12:00:00.000Z', '2024-02-29', 43_200],
  ])('%s is day %s, %i s before the next', (iso, day, seconds) => {
    expect(utcDay(at(iso))).toBe(day);
    expect(secondsUntilNextUtcDay(at(iso))).toBe(seconds);
  });

  it('a fake clock crossing midnight moves to the next day', () => {
    const clock = new FakeClock(at('2025-03-01T23:59:00.000Z'));
    const before = utcDay(clock.now());
    clock.advance(60_000);
    expect([before, utcDay(clock.now())]).toEqual(['2025-03-01', '2025-03-02']);
  });
});

// issue 11 A12: "only logged-in/verified guests may send".
describe('shareMailRefusal', () => {
  it.each([
    [{ isLoggedIn: false, emailVerified: false }, 'loginRequired'],
    [{ isLoggedIn: false, emailVerified: true }, 'loginRequired'],
    [{ isLoggedIn: true, emailVerified: false }, 'emailNotVerified'],
    [{ isLoggedIn: true, emailVerified: true }, null],
  ])('%o -> %s', (guest, expected) => {
    expect(shareMailRefusal(guest)).toBe(expected);
  });
});

// issue 11 A11: "at most N unsent uploads per guest (... or replace oldest)".
describe('imagesBeyondQuota', () => {
  const image = (id: string, minute: number) => ({ id, createdAt: `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z` });
  it.each([
    ['none over the quota', [image('a', 1), image('b', 2)], 2, []],
    ['the oldest beyond the quota', [image('c', 3), image('a', 1), image('d', 4), image('b', 2)], 2, ['b', 'a']],
    ['ties by time are broken by id, the same way every time', [image('x', 1), image('y', 1), image('z', 1)], 1, ['y', 'x']],
    ['a quota of 0 drops every one', [image('a', 1)], 0, ['a']],
  ])('%s', (_name, unsent, keep, expected) => {
    expect(imagesBeyondQuota(unsent, keep)).toEqual(expected);
  });

  it('keeps QUOTAS.unsentImagesPerGuest by default: ten uploads leave five', () => {
    const ten = Array.from({ length: 10 }, (_, index) => image(`i${index}`, index));
    expect(imagesBeyondQuota(ten)).toEqual(['i4', 'i3', 'i2', 'i1', 'i0']);
    expect(QUOTAS.unsentImagesPerGuest).toBe(5);
  });
});

describe('orphanImageCutoff', () => {
  it('is the upload age limit (a day) before now', () => {
    expect(orphanImageCutoff(at('2025-03-02T10:00:00.000Z'))).toBe('2025-03-01T10:00:00.000Z');
    expect(orphanImageCutoff(at('2025-03-02T10:00:00.000Z'), 60_000)).toBe('2025-03-02T09:59:00.000Z');
  });
});
