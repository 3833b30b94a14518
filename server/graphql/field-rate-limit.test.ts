/**
 * Per-field rate limits (issue 11 §5: "rate limits that count each mutation
 * field"): hits per limit, and the counters in memory and in Redis.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryHitCounter, createRedisHitCounter, describeWait, hitsPerLimit, type HitCounter } from './field-rate-limit';

const PIN = { what: 'pin-call requests', max: 20, timeWindow: 10 * 60_000 };
const OTHER = { what: 'others', max: 5, timeWindow: 60_000 };

describe('hitsPerLimit: each field run is one hit on its limit', () => {
  it.each([
    ['248 starts are 248 pin-call hits', [['start', 248]], { 'pin-call requests': 248 }],
    ['start and verify share one budget', [['start', 3], ['verify', 4]], { 'pin-call requests': 7 }],
    ['fields without a limit cost nothing', [['avsPayRequest', 9], ['start', 1]], { 'pin-call requests': 1 }],
    ['each limit gets its own fields', [['start', 2], ['other', 3]], { 'pin-call requests': 2, others: 3 }],
    ['inherited names are no limits', [['toString', 1], ['__proto__', 1]], {}],
  ] as const)('%s', (_name, counts, expected) => {
    const hits = hitsPerLimit(new Map(counts), { start: PIN, verify: PIN, other: OTHER });
    expect(Object.fromEntries([...hits].map(([limit, n]) => [limit.what, n]))).toEqual(expected);
  });
});

describe.each([
  ['in memory', () => {
    let now = 1_000_000;
    return { counter: createMemoryHitCounter(() => now), advance: (ms: number) => { now += ms; } };
  }],
])('HitCounter %s (fake clock)', (_name, make) => {
  it('takes hits up to the limit; a take that would pass it is refused whole and adds nothing', async () => {
    const { counter } = make();
    expect(await counter.take('g1', 19, PIN)).toMatchObject({ allowed: true, used: 19 });
    expect(await counter.take('g1', 2, PIN)).toMatchObject({ allowed: false, used: 19 });
    expect(await counter.take('g1', 1, PIN)).toMatchObject({ allowed: true, used: 20 });
    expect(await counter.take('g1', 1, PIN)).toMatchObject({ allowed: false, used: 20, retryAfterMs: 10 * 60_000 });
    // Another key has its own budget.
    expect(await counter.take('g2', 20, PIN)).toMatchObject({ allowed: true, used: 20 });
  });

  it('a new window starts when the old one ends', async () => {
    const { counter, advance } = make();
    await counter.take('g', 20, PIN);
    advance(10 * 60_000 - 1);
    expect(await counter.take('g', 1, PIN)).toMatchObject({ allowed: false, retryAfterMs: 1 });
    advance(1);
    expect(await counter.take('g', 1, PIN)).toMatchObject({ allowed: true, used: 1 });
  });
});

const REDIS_URL = process.env.VELVET_TEST_REDIS_URL ?? '';
describe.skipIf(!REDIS_URL)('HitCounter in Redis', () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  const prefix = `velvet-test-gql-rl-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('takes hits up to the limit, refuses a take that would pass it, and shares counts between clients', async () => {
    const counter: HitCounter = createRedisHitCounter(redis, prefix);
    const second = new Redis(REDIS_URL);
    try {
      const other = createRedisHitCounter(second, prefix);
      expect(await counter.take('g1', 19, PIN)).toMatchObject({ allowed: true, used: 19 });
      expect(await other.take('g1', 2, PIN)).toMatchObject({ allowed: false, used: 19 });
      const last = await other.take('g1', 1, PIN);
      expect(last).toMatchObject({ allowed: true, used: 20 });
      expect(last.retryAfterMs).toBeGreaterThan(0);
      expect(last.retryAfterMs).toBeLessThanOrEqual(10 * 60_000);
      expect(await counter.take('g1', 1, PIN)).toMatchObject({ allowed: false, used: 20 });
      expect(await redis.pttl(`${prefix}g1`)).toBeGreaterThan(0);
    } finally {
      await second.quit();
    }
  });

  it('many concurrent takes never pass the limit', async () => {
    const counter = createRedisHitCounter(redis, prefix);
    const results = await Promise.all(Array.from({ length: 50 }, () => counter.take('race', 1, PIN)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
  });
});

describe('describeWait', () => {
  it.each([[999, '1 second'], [45_000, '45 seconds'], [60_000, '1 minute'], [60_001, '2 minutes'], [600_000, '10 minutes']])('%i ms is "%s"', (ms, words) => {
    expect(describeWait(ms)).toBe(words);
  });
});
