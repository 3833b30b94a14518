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

describe('embed loader queue', () => {
  it('replays every queued call exactly once, in order, then dispatches directly', () => {
    const win: VelvetWindow = {};
    pasteSnippet(win);
    win.velvet!('init', { lang: 'de' });
    win.velvet!('init', { w: 'partner-123' });
    const widgets = { setGlobalConfig: vi.fn() };
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
    const widgets = { setGlobalConfig: vi.fn() };
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
    const widgets = { setGlobalConfig: vi.fn() };
    replayQueue(win, widgets, warn);
    expect(warn).toHaveBeenCalledWith('velvet: unknown command "open", expected one of: init');
    expect(widgets.setGlobalConfig).toHaveBeenCalledWith({ lang: 'es' });
  });
});
