/**
 * spec 001 §4 "Search cache entries expire after 5 minutes"; §9 "Search cache time 5 minutes (300000 ms); cleaner
 * checks every 5 s". Driven by the fake clock: no sleeping, no timed assertions.
 */
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { createExpiringCache, searchCacheKey, type SearchKeyParts } from './cache';

describe('the expiring cache', () => {
  it('serves an entry until 5 minutes after it was stored, not after', () => {
    const clock = new FakeClock(1_000);
    const cache = createExpiringCache<string>({ clock });
    cache.set('k', 'v');
    clock.freeze(299_999);
    expect(cache.get('k')).toBe('v');
    clock.freeze(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('the cleaner drops expired entries every 5 s, the fresh ones stay', () => {
    const clock = new FakeClock();
    const cache = createExpiringCache<number>({ clock });
    cache.start();
    cache.set('old', 1);
    clock.advance(200_000);
    cache.set('new', 2);
    expect(clock.pendingDelays()).toEqual([5_000]);
    clock.advance(99_999);
    expect(cache.size).toBe(2);
    // The first cleaner run at or after 300 000 ms removes 'old' without anyone reading it.
    clock.advance(5_000);
    expect(cache.size).toBe(1);
    expect(cache.get('new')).toBe(2);
    cache.stop();
    expect(clock.pending).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = createExpiringCache<number>({ clock: new FakeClock(), maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});

describe('the search cache key: "(conditions, type, sort, mood, location rounded, page, language)" and the guest country', () => {
  const parts: SearchKeyParts = {
    searchType: 'default', sortType: 'rank', moodValue: 0, conditions: { gender: ['F'] }, category: null, location: { lat: 52.52, long: 13.405 }, page: 1, language: 'en', country: 'DE',
  };
  it.each<[string, Partial<SearchKeyParts>]>([
    ['type', { searchType: 'newGirls' }], ['sort', { sortType: 'registered' }], ['mood', { moodValue: 2 }], ['conditions', { conditions: { gender: ['M'] } }],
    ['category', { category: 'blonde' }], ['location', { location: { lat: 48.1, long: 11.5 } }], ['no location', { location: null }], ['page', { page: 2 }],
    ['language', { language: 'de' }], ['country (bans differ)', { country: 'ES' }],
  ])('differs by %s', (_name, change) => {
    expect(searchCacheKey({ ...parts, ...change })).not.toBe(searchCacheKey(parts));
  });

  it('two guests within ~100 m share the key (the distance ends at a city centre anyway)', () => {
    expect(searchCacheKey({ ...parts, location: { lat: 52.52031, long: 13.40488 } })).toBe(searchCacheKey(parts));
  });
});
