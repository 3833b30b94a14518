import { describe, expect, it, vi } from 'vitest';
import { createPendingActionStore, runPendingAction, type PendingAction, type PendingActionContext } from './pending-action';

function context(over: Partial<PendingActionContext> = {}) {
  const navigated: string[] = [];
  const handlers = { selectChannel: vi.fn(), showTvAbo: vi.fn(), favouritePin: vi.fn() };
  const ctx: PendingActionContext = {
    handlers, isMobile: false, isPremium: false,
    navigateSafely: (url) => (url?.startsWith('https://www.velvet.test/') ? (navigated.push(url), true) : false),
    ...over,
  };
  return { ctx, handlers, navigated };
}

describe('pending actions after login (spec 002 §4.5)', () => {
  it('the store gives its action once', () => {
    const store = createPendingActionStore();
    store.set({ type: 'showSettings', params: {} });
    expect(store.take()).toEqual({ type: 'showSettings', params: {} });
    expect(store.take()).toBeNull();
  });

  it.each<[string, PendingAction, Partial<PendingActionContext>, ReturnType<typeof runPendingAction>]>([
    ['"redirect" to an allowed URL', { type: 'redirect', params: { targetUrl: 'https://www.velvet.test/a' } }, {}, 'navigated'],
    ['"redirect" to a refused URL', { type: 'redirect', params: { targetUrl: 'javascript:alert(1)' } }, {}, 'skipped'],
    ['"select a messenger channel"', { type: 'selectChannel', params: { targetId: '5' } }, {}, 'ran'],
    ['"(or go to the URL on mobile)"', { type: 'selectChannel', params: { targetUrl: 'https://www.velvet.test/m/5' } }, { isMobile: true }, 'navigated'],
    ['"show TV subscription (non-premium only)"', { type: 'showTvAbo', params: {} }, { isPremium: true }, 'skipped'],
    ['show TV subscription for a non-premium guest', { type: 'showTvAbo', params: {} }, {}, 'ran'],
    ['an action without a handler', { type: 'galleryRating', params: {} }, {}, 'skipped'],
  ])('%s -> %s', (_label, action, over, expected) => {
    const { ctx } = context(over);
    expect(runPendingAction(action, ctx)).toBe(expected);
  });

  it('the handler receives the params', () => {
    const { ctx, handlers } = context();
    runPendingAction({ type: 'favouritePin', params: { targetId: 'actor:9' } }, ctx);
    expect(handlers.favouritePin).toHaveBeenCalledWith({ targetId: 'actor:9' });
  });
});
