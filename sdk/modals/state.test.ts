import { describe, expect, it } from 'vitest';
import { INITIAL_MODAL_STATE, reduceModal, resolveModalOptions, type ModalAction, type ModalState } from './state';

const open = (id: string, extra: Partial<Extract<ModalAction, { type: 'open' }>> = {}): ModalAction => ({ type: 'open', id, loaded: true, ...extra });
const run = (...actions: ModalAction[]): ModalState => actions.reduce(reduceModal, INITIAL_MODAL_STATE);

describe('reduceModal (spec 002 §2.1)', () => {
  it.each([
    // spec 002 §2.1: "Opening a modal whose id already exists in the page does nothing."
    { rule: 'the same id again keeps the first props and page', actions: [open('avs', { props: { a: 1 } }), open('avs', { props: { a: 2 } })], id: 'avs', props: { a: 1 } },
    // spec 002 §2.1: "Only one modal exists at a time in a fixed container."
    { rule: 'a different id replaces the open one', actions: [open('avs'), open('vxcoin-info', { props: { b: 1 } })], id: 'vxcoin-info', props: { b: 1 } },
    { rule: 'closing leaves no modal', actions: [open('avs'), { type: 'close' } as const], id: null, props: null },
    { rule: 'an id closed before may open again', actions: [open('avs'), { type: 'close' } as const, open('avs', { props: { c: 3 } })], id: 'avs', props: { c: 3 } },
    { rule: 'a once-modal opens only once', actions: [open('exitIntent', { options: { once: true } }), { type: 'close' } as const, open('exitIntent', { options: { once: true } })], id: null, props: null },
  ])('$rule', ({ actions, id, props }) => {
    const state = run(...actions);
    expect(state.current?.id ?? null).toBe(id);
    if (props) expect(state.current?.props).toEqual(props);
  });

  it('returns the very same state for an ignored open, so nothing re-renders', () => {
    const state = run(open('avs'));
    expect(reduceModal(state, open('avs'))).toBe(state);
  });

  it.each([
    { actions: [{ type: 'nextPage' }, { type: 'nextPage' }, { type: 'nextPage' }], page: 2, rule: 'next stops at the last page' },
    { actions: [{ type: 'previousPage' }], page: 0, rule: 'previous stops at the first page' },
    { actions: [{ type: 'goToPage', page: 1 }], page: 1, rule: 'a dot goes to its page' },
    { actions: [{ type: 'goToPage', page: 99 }], page: 2, rule: 'an out-of-range page is clamped' },
  ] as { actions: ModalAction[]; page: number; rule: string }[])('pagination (spec 002 §2.1 "pagination dots and arrows"): $rule', ({ actions, page }) => {
    expect(run(open('onboarding', { options: { pages: 3 } }), ...actions).current?.page).toBe(page);
  });

  it('tracks loading: loading -> error -> retry -> ready, and ignores results for another id', () => {
    let state = run(open('avs', { loaded: false }));
    expect(state.current?.load).toBe('loading');
    expect(reduceModal(state, { type: 'loaded', id: 'other' })).toBe(state);
    state = reduceModal(state, { type: 'loadFailed', id: 'avs', error: 'network down' });
    expect(state.current).toMatchObject({ load: 'error', loadError: 'network down' });
    state = reduceModal(state, { type: 'retry', id: 'avs' });
    expect(state.current).toMatchObject({ load: 'loading', loadError: null });
    state = reduceModal(state, { type: 'loaded', id: 'avs' });
    expect(state.current?.load).toBe('ready');
  });

  it.each([
    { input: {}, expected: { pages: 1, initialPage: 0, aboveCookieBanner: true, lockScroll: true, closeBar: true } },
    { input: { pages: 0 }, expected: { pages: 1 } },
    { input: { pages: 2, initialPage: 5 }, expected: { pages: 2, initialPage: 1 } },
    { input: { aboveCookieBanner: false, lockScroll: false }, expected: { aboveCookieBanner: false, lockScroll: false } },
  ])('resolveModalOptions($input)', ({ input, expected }) => {
    expect(resolveModalOptions(input)).toMatchObject(expected);
  });
});
