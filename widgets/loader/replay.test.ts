// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ensureStub, replayQueue, type VelvetWindow } from './replay';

/** The snippet partners paste, run against a fake window. */
function pasteSnippet(win: VelvetWindow): void {
  const stub = function (...args: unknown[]) {
    (stub.q = stub.q || []).push(args);
  } as ((...args: unknown[]) => void) & { q?: unknown[][] };
  win.velvet = win.velvet || stub;
}

/** The widget bundle's exports the loader calls; the modal calls resolve like the real ones. */
function fakeWidgets() {
  return { setGlobalConfig: vi.fn(), openModal: vi.fn(async () => true), closeModal: vi.fn(async () => undefined) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('embed loader queue', () => {
  it('replays every queued call exactly once, in order, then dispatches directly', () => {
    const win: VelvetWindow = {};
    pasteSnippet(win);
    win.velvet!('init', { lang: 'de' });
    win.velvet!('init', { w: 'partner-123' });
    const widgets = fakeWidgets();
    replayQueue(win, widgets);
    expect(widgets.setGlobalConfig.mock.calls).toEqual([[{ lang: 'de' }], [{ w: 'partner-123' }]]);
    win.velvet!('init', { ws: 'sidebar' });
    expect(widgets.setGlobalConfig).toHaveBeenCalledTimes(3);
    expect(widgets.setGlobalConfig).toHaveBeenLastCalledWith({ ws: 'sidebar' });
    // A second replay (a second copy of the loader) must not run the old calls again.
    replayQueue(win, widgets);
    expect(widgets.setGlobalConfig).toHaveBeenCalledTimes(3);
  });

  it('accepts the arguments object the snippet pushes', () => {
    const win: VelvetWindow = {};
    const stub = ensureStub(win);
    (function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      (stub.q ??= []).push(arguments);
    })('init', { wt: 'demo' });
    const widgets = fakeWidgets();
    replayQueue(win, widgets);
    expect(widgets.setGlobalConfig).toHaveBeenCalledWith({ wt: 'demo' });
  });

  it('defines the stub itself when the page has no snippet, and keeps an existing one', () => {
    const win: VelvetWindow = {};
    const stub = ensureStub(win);
    stub('init', {});
    expect(stub.q).toHaveLength(1);
    expect(ensureStub(win)).toBe(stub);
  });

  it('warns naming an unknown command and keeps going with the next call', () => {
    const win: VelvetWindow = {};
    pasteSnippet(win);
    win.velvet!('open', 'chat');
    win.velvet!('init', { lang: 'es' });
    const warn = vi.fn();
    const widgets = fakeWidgets();
    replayQueue(win, widgets, warn);
    expect(warn).toHaveBeenCalledWith('velvet: unknown command "open", expected one of: init, openModal, closeModal');
    expect(widgets.setGlobalConfig).toHaveBeenCalledWith({ lang: 'es' });
  });

  // spec 002 §2.1: velvet('openModal', id, props) / velvet('closeModal') reach the widget bundle's exports.
  it.each([
    ['openModal with props', ['openModal', 'payment', { amount: 20 }], 'openModal', ['payment', { amount: 20 }, {}]],
    ['openModal without props', ['openModal', 'login'], 'openModal', ['login', undefined, {}]],
    // issue 16 item 3: "velvet('openModal', id, props, { language }) keeps the language through the loader".
    ['openModal with a language', ['openModal', 'vxcoin-info', undefined, { language: 'es' }], 'openModal', ['vxcoin-info', undefined, { language: 'es' }]],
    ['openModal with props and a language', ['openModal', 'payment', { amount: 20 }, { language: 'nl' }], 'openModal', ['payment', { amount: 20 }, { language: 'nl' }]],
    ['closeModal', ['closeModal'], 'closeModal', []],
  ] as const)('dispatches %s, queued or direct', (_name, call, method, expected) => {
    for (const when of ['queued', 'direct'] as const) {
      const win: VelvetWindow = {};
      pasteSnippet(win);
      const widgets = fakeWidgets();
      if (when === 'direct') replayQueue(win, widgets);
      win.velvet!(...call);
      if (when === 'queued') replayQueue(win, widgets);
      expect(widgets[method].mock.calls, when).toEqual([expected]);
      expect(widgets.setGlobalConfig).not.toHaveBeenCalled();
    }
  });

  it('keeps the queue order across init and modal commands', () => {
    const win: VelvetWindow = {};
    pasteSnippet(win);
    const order: string[] = [];
    win.velvet!('init', { lang: 'nl' });
    win.velvet!('openModal', 'login');
    win.velvet!('closeModal');
    replayQueue(win, {
      setGlobalConfig: () => void order.push('init'),
      openModal: async (id) => void order.push(`open:${id}`),
      closeModal: async () => void order.push('close'),
    });
    expect(order).toEqual(['init', 'open:login', 'close']);
  });

  it('warns instead of opening when openModal has no modal id', () => {
    const win: VelvetWindow = {};
    pasteSnippet(win);
    win.velvet!('openModal');
    const warn = vi.fn();
    const widgets = fakeWidgets();
    replayQueue(win, widgets, warn);
    expect(widgets.openModal).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('velvet: openModal expected a modal id (string), got undefined');
  });

  it('reports a modal bundle that fails to load as a warning, not an unhandled rejection', async () => {
    const win: VelvetWindow = {};
    pasteSnippet(win);
    const warn = vi.fn();
    const widgets = { ...fakeWidgets(), openModal: vi.fn(async () => Promise.reject(new Error('chunk 404'))) };
    replayQueue(win, widgets, warn);
    win.velvet!('openModal', 'payment');
    await settle();
    expect(warn).toHaveBeenCalledWith('velvet: openModal failed: Error: chunk 404');
  });
});
