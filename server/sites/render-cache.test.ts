// The page cache's timing rules (render-cache.ts), on a clock the test moves: brief of issue 12's leftovers,
// "short TTL, stale-while-revalidate, one render in flight per key, ... content changes show within the TTL".
import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache';

function setUp({ ttlMs = 1000, staleMs = 1000, maxEntries = 10 } = {}) {
  const clock = { now: 0 };
  const cache = new RenderCache<string>({ ttlMs, staleMs, maxEntries, now: () => clock.now });
  let version = 0;
  const renders: string[] = [];
  /** A render of the page's current version; `gate` holds it until released. */
  const render = (key: string, gate?: Promise<void>) => async () => {
    const value = `${key}@${++version}`;
    renders.push(value);
    await gate;
    return value;
  };
  return { clock, cache, render, renders };
}

/** A promise and its resolve, to hold a render in flight. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('RenderCache', () => {
  it('renders on the first ask and serves that render to every ask within the TTL', async () => {
    const { clock, cache, render, renders } = setUp();
    expect(await cache.get('/en/', render('/en/'))).toEqual({ value: '/en/@1', state: 'miss' });
    clock.now = 999;
    expect(await cache.get('/en/', render('/en/'))).toEqual({ value: '/en/@1', state: 'hit' });
    expect(renders).toEqual(['/en/@1']);
  });

  it('after the TTL serves the old page once more while one render replaces it, then the new one', async () => {
    const { clock, cache, render, renders } = setUp();
    await cache.get('/en/', render('/en/'));
    clock.now = 1000;
    const held = gate();
    expect(await cache.get('/en/', render('/en/', held.promise))).toEqual({ value: '/en/@1', state: 'stale' });
    // A second ask while the replacement renders starts no other render.
    expect(await cache.get('/en/', render('/en/'))).toEqual({ value: '/en/@1', state: 'stale' });
    expect(renders).toEqual(['/en/@1', '/en/@2']);
    held.open();
    await held.promise;
    await Promise.resolve();
    expect(await cache.get('/en/', render('/en/'))).toEqual({ value: '/en/@2', state: 'hit' });
  });

  it('renders again before answering once TTL and stale time are over: no page older than both is served', async () => {
    const { clock, cache, render } = setUp();
    await cache.get('/en/', render('/en/'));
    clock.now = 2000;
    expect(await cache.get('/en/', render('/en/'))).toEqual({ value: '/en/@2', state: 'miss' });
  });

  it('runs one render per key at a time: asks during a render wait for it', async () => {
    const { cache, render, renders } = setUp();
    const held = gate();
    const first = cache.get('/en/', render('/en/', held.promise));
    const second = cache.get('/en/', render('/en/'));
    const otherPage = await cache.get('/de/', render('/de/'));
    expect(otherPage).toEqual({ value: '/de/@2', state: 'miss' });
    held.open();
    expect(await first).toEqual({ value: '/en/@1', state: 'miss' });
    expect(await second).toEqual({ value: '/en/@1', state: 'miss' });
    expect(renders).toEqual(['/en/@1', '/de/@2']);
  });

  it('remembers for the TTL that a page is not shareable (its render answered null), then tries again', async () => {
    const { clock, cache } = setUp();
    let calls = 0;
    const personal = async () => (++calls, null);
    expect(await cache.get('/en/my-area/', personal)).toBeNull();
    clock.now = 999;
    expect(await cache.get('/en/my-area/', personal)).toBeNull();
    expect(calls).toBe(1);
    clock.now = 1000;
    expect(await cache.get('/en/my-area/', personal)).toBeNull();
    expect(calls).toBe(2);
  });

  it('passes a failed render to its askers and keeps no entry', async () => {
    const { cache, render } = setUp();
    await expect(cache.get('/en/', async () => Promise.reject(new Error('loader failed')))).rejects.toThrow('loader failed');
    expect(await cache.get('/en/', render('/en/'))).toEqual({ value: '/en/@1', state: 'miss' });
  });

  it('keeps at most maxEntries pages, dropping the least recently asked', async () => {
    const { cache, render } = setUp({ maxEntries: 2 });
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('a', render('a'));
    await cache.get('c', render('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', render('a')))!.state).toBe('hit');
    expect((await cache.get('b', render('b')))!.state).toBe('miss');
  });

  describe('with a data tag (issue 15 item 9: "caching that is invalidated when the data changes")', () => {
    function tagged() {
      const clock = { now: 0 };
      const data = { tag: 'v1' };
      let tagReads = 0;
      const cache = new RenderCache<string>({
        ttlMs: 1000, staleMs: 1000, maxEntries: 10, quietMs: 30_000, now: () => clock.now,
        dataTag: async () => {
          tagReads++;
          return data.tag;
        },
      });
      let renders = 0;
      const render = async () => `page@${++renders}`;
      return { clock, data, cache, render, renderCount: () => renders, tagReads: () => tagReads };
    }

    it('serves a page whose data did not change past the TTL without a render, until quietMs', async () => {
      const { clock, cache, render, renderCount } = tagged();
      await cache.get('/en/', render);
      clock.now = 29_999;
      expect(await cache.get('/en/', render)).toEqual({ value: 'page@1', state: 'hit' });
      expect(renderCount()).toBe(1);
      // Past quietMs the TTL rules again (data no tag covers is at most quietMs + staleMs old): served once more while
      // one render replaces it.
      clock.now = 30_000;
      expect(await cache.get('/en/', render)).toEqual({ value: 'page@1', state: 'stale' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(await cache.get('/en/', render)).toEqual({ value: 'page@2', state: 'hit' });
    });

    it('a moved tag makes the page stale as without a tag: served once more while one render replaces it', async () => {
      const { clock, data, cache, render, renderCount } = tagged();
      await cache.get('/en/', render);
      clock.now = 1500;
      data.tag = 'v2';
      expect(await cache.get('/en/', render)).toEqual({ value: 'page@1', state: 'stale' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(renderCount()).toBe(2);
      expect(await cache.get('/en/', render)).toEqual({ value: 'page@2', state: 'hit' });
    });

    it('reads the tag once per TTL, not per request, and a change found at a check makes the page stale', async () => {
      const { clock, data, cache, render, renderCount, tagReads } = tagged();
      await cache.get('/en/', render);
      const reads = tagReads();
      clock.now = 1000;
      await cache.get('/en/', render);
      clock.now = 1999;
      await cache.get('/en/', render);
      expect(tagReads()).toBe(reads + 1);
      data.tag = 'v2';
      clock.now = 2000;
      expect(await cache.get('/en/', render)).toEqual({ value: 'page@1', state: 'stale' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(renderCount()).toBe(2);
    });

    it('reads no tag within the TTL, and keeps the tag taken before the render (a change during it renders again)', async () => {
      const { clock, data, cache, tagReads, renderCount } = tagged();
      await cache.get('/en/', async () => {
        data.tag = 'v2';
        return 'page@during';
      });
      const reads = tagReads();
      clock.now = 999;
      await cache.get('/en/', async () => 'never');
      expect(tagReads()).toBe(reads);
      clock.now = 2500;
      expect(await cache.get('/en/', async () => 'page@after')).toEqual({ value: 'page@after', state: 'miss' });
      expect(renderCount()).toBe(0);
    });
  });
});
