import { describe, expect, it } from 'vitest';
import { INITIAL_OVERLAY_STATE, isFlowRunning, overlayReducer, type OverlayEvent, type OverlayState } from './lifecycle';

const run = (events: OverlayEvent[], from: OverlayState = INITIAL_OVERLAY_STATE): OverlayState => events.reduce(overlayReducer, from);

describe('overlay lifecycle (spec 002 §4.1: "Not created, then frame created hidden, then ready, then loaded, then visible, then hidden or removed")', () => {
  it.each<[string, OverlayEvent[], Partial<OverlayState>]>([
    ['open creates the frame hidden', [{ type: 'open', flow: 'moneycharge' }], { phase: 'created', wanted: true }],
    ['iframe-ready makes it ready', [{ type: 'open', flow: 'moneycharge' }, { type: 'iframe-ready' }], { phase: 'ready', readyCount: 1 }],
    ['content-loaded while wanted shows it', [{ type: 'open', flow: 'login' }, { type: 'iframe-ready' }, { type: 'content-loaded', view: 'login' }], { phase: 'visible', view: 'login' }],
    ['close hides it', [{ type: 'open', flow: 'login' }, { type: 'iframe-ready' }, { type: 'content-loaded', view: 'login' }, { type: 'close' }], { phase: 'hidden', wanted: false }],
    ['reopening a hidden frame shows it at once', [{ type: 'open', flow: 'login' }, { type: 'iframe-ready' }, { type: 'content-loaded', view: 'login' }, { type: 'close' }, { type: 'open', flow: 'moneycharge' }], { phase: 'visible', flow: 'moneycharge' }],
    ['a second iframe-ready (reload) counts again', [{ type: 'open', flow: 'login' }, { type: 'iframe-ready' }, { type: 'content-loaded', view: 'login' }, { type: 'iframe-ready' }], { phase: 'ready', readyCount: 2 }],
    ['content-loaded before ready is ignored', [{ type: 'open', flow: 'login' }, { type: 'content-loaded', view: 'login' }], { phase: 'created', view: null }],
    ['iframe-ready before any frame is ignored', [{ type: 'iframe-ready' }], { phase: 'none', readyCount: 0 }],
    ['remove is final', [{ type: 'open', flow: 'login' }, { type: 'remove' }, { type: 'open', flow: 'login' }], { phase: 'removed', wanted: false }],
    ['ready timeout is an error state', [{ type: 'open', flow: 'login' }, { type: 'ready-timeout' }], { error: 'ready-timeout' }],
    ['ready timeout after ready changes nothing', [{ type: 'open', flow: 'login' }, { type: 'iframe-ready' }, { type: 'ready-timeout' }], { error: null }],
  ])('%s', (_label, events, expected) => {
    expect(run(events)).toMatchObject(expected);
  });

  it('issue 6 §3: "the overlay cannot be closed while a payment is in flight"', () => {
    const busy = run([{ type: 'open', flow: 'moneycharge' }, { type: 'iframe-ready' }, { type: 'content-loaded', view: 'payment' }, { type: 'busy', busy: true }]);
    expect(overlayReducer(busy, { type: 'close' })).toBe(busy);
    const settled = overlayReducer(busy, { type: 'busy', busy: false });
    expect(overlayReducer(settled, { type: 'close' }).phase).toBe('hidden');
  });

  it('spec 002 §4.2: "A repeat success is ignored while one is in progress"', () => {
    const started = run([{ type: 'open', flow: 'moneycharge' }, { type: 'success-start' }]);
    expect(overlayReducer(started, { type: 'success-start' })).toBe(started);
  });

  it('spec 002 §4.3: a flow runs from open until close', () => {
    const open = run([{ type: 'open', flow: 'moneycharge' }]);
    expect(isFlowRunning(open)).toBe(true);
    expect(isFlowRunning(run([{ type: 'iframe-ready' }, { type: 'content-loaded', view: 'payment' }, { type: 'close' }], open))).toBe(false);
  });
});
