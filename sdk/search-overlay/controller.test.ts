import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock';
import { createSearchOverlayController, SEARCH_DEBOUNCE_MS } from './controller';
import { actor, searchResult } from './fixtures';
import type { GlobalSearchResult } from './wire';

/** A fake transport: every request waits until the test answers it. */
function fakeServer() {
  const requests: Array<{ pattern: string; signal: AbortSignal; resolve(result: GlobalSearchResult): void; reject(error: Error): void }> = [];
  const search = (pattern: string, signal: AbortSignal) =>
    new Promise<GlobalSearchResult>((resolve, reject) => requests.push({ pattern, signal, resolve, reject }));
  return { requests, search };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(lastSearches?: () => Promise<string[]>) {
  const clock = new FakeClock();
  const server = fakeServer();
  const controller = createSearchOverlayController({ search: server.search, lastSearches, clock });
  return { clock, server, controller, state: () => controller.$state.get() };
}

describe('search overlay controller (issue 15 §5 "results as you type")', () => {
  it('searches once after the guest pauses, not on every key', () => {
    const { clock, server, controller } = setup();
    controller.open();
    for (const pattern of ['a', 'an', 'ann', 'anna']) {
      controller.setPattern(pattern);
      clock.advance(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(server.requests).toHaveLength(0);
    clock.advance(1);
    expect(server.requests.map((request) => request.pattern)).toEqual(['anna']);
  });

  it('applies only the newest answer (spec 001 §5 "only the newest request\'s response is applied")', async () => {
    const { clock, server, controller, state } = setup();
    controller.open();
    controller.setPattern('ann');
    clock.advance(SEARCH_DEBOUNCE_MS);
    controller.setPattern('anna');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(server.requests[0]!.signal.aborted).toBe(true);
    server.requests[1]!.resolve(searchResult('anna', { actors: [actor(1, 'Anna')] }));
    // The older request answers last: it must not replace the newer results.
    server.requests[0]!.resolve(searchResult('ann', { actors: [actor(2, 'Annabel')] }));
    await settle();
    expect(state().result?.actors.items.map((item) => item.name)).toEqual(['Anna']);
    expect(state().status).toBe('ready');
  });

  it('a pattern under 3 characters asks for proposals only; an empty one sends nothing (spec 000 §5)', async () => {
    const { clock, server, controller, state } = setup();
    controller.open();
    controller.setPattern('an');
    clock.advance(SEARCH_DEBOUNCE_MS);
    server.requests[0]!.resolve(searchResult('an', { actors: [actor(1, 'Anna')], proposals: ['anna'] }));
    await settle();
    expect(state()).toMatchObject({ status: 'short', result: null, proposals: ['anna'] });
    controller.setPattern('');
    clock.advance(SEARCH_DEBOUNCE_MS * 2);
    expect(server.requests).toHaveLength(1);
    expect(state().status).toBe('idle');
  });

  it('a failed request is the error state; retry sends it again', async () => {
    const { clock, server, controller, state } = setup();
    controller.open('anna');
    server.requests[0]!.reject(new Error('offline'));
    await settle();
    expect(state().status).toBe('error');
    controller.retry();
    clock.advance(0);
    server.requests[1]!.resolve(searchResult('anna', { actors: [actor(1, 'Anna')] }));
    await settle();
    expect(state().status).toBe('ready');
  });

  it('opening with a pattern from the address searches at once (Back restores the search)', () => {
    const { server, controller } = setup();
    controller.open('anna');
    expect(server.requests.map((request) => request.pattern)).toEqual(['anna']);
  });

  it('arrows move across groups, Enter opens the active item', async () => {
    const { server, controller, state } = setup();
    controller.open('anna');
    server.requests[0]!.resolve(searchResult('anna', { actors: [actor(1, 'Anna', true), actor(2, 'Annabel')], proposals: ['anna'] }));
    await settle();
    controller.move(1);
    controller.move(1);
    expect(controller.options()[state().activeIndex]?.key).toBe('a1');
    expect(controller.choose()).toEqual({ type: 'navigate', href: '/en/anna/' });
  });

  it('Enter on a proposal makes it the pattern and searches it', async () => {
    const { server, controller, state } = setup();
    controller.open('an');
    server.requests[0]!.resolve(searchResult('an', { proposals: ['annabel'] }));
    await settle();
    controller.move(1);
    expect(controller.choose()).toEqual({ type: 'pattern', pattern: 'annabel' });
    expect(state().pattern).toBe('annabel');
    expect(server.requests.at(-1)!.pattern).toBe('annabel');
  });

  it('Enter on the input opens the first group with a result page', async () => {
    const { server, controller } = setup();
    controller.open('anna');
    server.requests[0]!.resolve(searchResult('anna', { actors: [actor(1, 'Anna')] }));
    await settle();
    expect(controller.choose()).toEqual({ type: 'navigate', href: '/en/search/models/anna/' });
  });


  it('last searches load on open only when the host passes the loader (functional consent, spec 000 §5)', async () => {
    const withConsent = setup(async () => ['mia', 'anna']);
    withConsent.controller.open();
    await settle();
    expect(withConsent.controller.options().map((option) => option.kind === 'lastSearch' && option.value)).toEqual(['mia', 'anna']);
    const without = setup();
    without.controller.open();
    await settle();
    expect(without.state().lastSearches).toEqual([]);
  });

  it('clearing the last searches empties the list only after the server deleted them (a failed delete keeps it)', async () => {
    let deleted = 0;
    const clock = new FakeClock();
    const kept = ['mia', 'anna'];
    const controller = createSearchOverlayController({ search: fakeServer().search, lastSearches: async () => kept, clearLastSearches: async () => { deleted++; }, clock });
    controller.open();
    await settle();
    expect(await controller.clearLastSearches()).toBe(true);
    expect(deleted).toBe(1);
    expect(controller.$state.get().lastSearches).toEqual([]);

    const failing = createSearchOverlayController({ search: fakeServer().search, lastSearches: async () => kept, clearLastSearches: () => Promise.reject(new Error('offline')), clock });
    failing.open();
    await settle();
    expect(await failing.clearLastSearches()).toBe(false);
    expect(failing.$state.get().lastSearches).toEqual(kept);
    // Without consent there is nothing to clear.
    expect(await setup().controller.clearLastSearches()).toBe(false);
  });
});
