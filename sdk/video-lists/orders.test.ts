import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_OF_LIST, isVideoOrder, newRandomSeed, orderForAddress, orderFromAddress, randomOrderValue,
  releaseWindowStart, seedFromAddress, VIDEO_ORDERS, videoStarsPage, type VideoListKind, type VideoOrder,
} from './orders';

describe('video orders (spec 001 §3 "Video orders: newest, mostExpensive, cheapest, longest, shortest, bestSelling, topRated, trending, random")', () => {
  it('has exactly the nine orders of the spec, in its order', () => {
    expect(VIDEO_ORDERS).toEqual(['newest', 'mostExpensive', 'cheapest', 'longest', 'shortest', 'bestSelling', 'topRated', 'trending', 'random']);
  });
  it.each([['newest', true], ['random', true], ['Newest', false], ['rank', false], ['', false], [undefined, false], [3, false]] as const)(
    'isVideoOrder(%j) is %s', (value, expected) => expect(isVideoOrder(value)).toBe(expected),
  );
});

describe('per-list default orders (spec 001 §9 "all and vip30 top rated; new, discounted, free and bought newest; trending top trending; top best selling")', () => {
  it.each<[VideoListKind, VideoOrder]>([
    ['all', 'topRated'], ['vip30', 'topRated'], ['new', 'newest'], ['discounted', 'newest'], ['free', 'newest'],
    ['bought', 'newest'], ['trending', 'trending'], ['top', 'bestSelling'],
  ])('%s defaults to %s', (list, order) => expect(DEFAULT_ORDER_OF_LIST[list]).toBe(order));

  it.each<[string | null, VideoListKind, VideoOrder]>([
    [null, 'all', 'topRated'], ['cheapest', 'all', 'cheapest'], ['bogus', 'new', 'newest'], ['', 'trending', 'trending'],
    ['random', 'top', 'random'], ['TOPRATED', 'free', 'newest'],
  ])('?order=%j on the %s list shows %s', (value, list, order) => expect(orderFromAddress(value, list)).toBe(order));

  it.each<[VideoOrder, VideoListKind, VideoOrder | null]>([
    ['topRated', 'all', null], ['newest', 'all', 'newest'], ['newest', 'new', null], ['random', 'new', 'random'],
  ])('the address of %s on the %s list carries %j', (order, list, written) => expect(orderForAddress(order, list)).toBe(written));
});

describe('release windows (spec 001 §9 "Trending videos released within the last 8 days; top videos within the last 9 months")', () => {
  it.each<['trending' | 'top', string, string]>([
    ['trending', '2025-11-01T12:00:00.000Z', '2025-10-24T12:00:00.000Z'],
    ['trending', '2025-03-03T00:00:00.000Z', '2025-02-23T00:00:00.000Z'],
    ['top', '2025-11-01T12:00:00.000Z', '2025-02-01T12:00:00.000Z'],
    ['top', '2026-01-15T00:00:00.000Z', '2025-04-15T00:00:00.000Z'],
  ])('%s from %s starts at %s', (type, today, start) => expect(releaseWindowStart(type, today)).toBe(start));
  it('refuses a date it cannot read', () => expect(() => releaseWindowStart('top', 'yesterday')).toThrow(/ISO date/));
});

describe('random order: a seed per guest, stable pages, no duplicates', () => {
  const ids = Array.from({ length: 5000 }, (_, i) => i + 1);
  const ordered = (seed: number) => [...ids].sort((a, b) => randomOrderValue(a, seed) - randomOrderValue(b, seed));
  it('gives every id its own key, so pages never repeat a video', () => {
    for (const seed of [1, 42, 2_147_483_646]) expect(new Set(ids.map((id) => randomOrderValue(id, seed))).size).toBe(ids.length);
  });
  it('is the same order for the same seed and another for another seed, and not the id order', () => {
    expect(ordered(42)).toEqual(ordered(42));
    expect(ordered(42).slice(0, 30)).not.toEqual(ordered(43).slice(0, 30));
    expect(ordered(42).slice(0, 30)).not.toEqual(ids.slice(0, 30));
  });
  it.each([['17', 17], ['0', null], ['-3', null], ['2147483647', null], ['12x', null], [null, null], ['2147483646', 2147483646]] as const)(
    '?seed=%j reads as %j', (value, seed) => expect(seedFromAddress(value)).toBe(seed),
  );
  it('makes seeds inside the valid range', () => {
    for (const r of [0, 0.5, 0.999999999]) expect(seedFromAddress(String(newRandomSeed(() => r)))).not.toBeNull();
  });
});

describe('videoStarsPage (spec 001 §9 "video stars 100")', () => {
  it.each([
    [0, 30, { offset: 0, limit: 30 }],
    [90, 30, { offset: 90, limit: 10 }],
    [100, 30, { offset: 100, limit: 0 }],
    [250, 30, { offset: 100, limit: 0 }],
    [0, 200, { offset: 0, limit: 100 }],
  ])('offset %i, limit %i asks for %j: nothing past the hundredth performer', (offset, limit, page) => {
    expect(videoStarsPage(offset, limit)).toEqual(page);
  });
});

describe('categories', () => {
  it('knows the seeded categories and refuses others (spec 001 "Unknown video category: error \'Unmapped category\'")', async () => {
    const { CATEGORY_SLUGS, isCategorySlug } = await import('./categories');
    expect(CATEGORY_SLUGS).toContain('blonde');
    expect(isCategorySlug('blonde')).toBe(true);
    expect(isCategorySlug('nope')).toBe(false);
    expect(isCategorySlug(undefined)).toBe(false);
  });
});
