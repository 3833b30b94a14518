// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyFrameGeometry, createOverlayDom, lockPageScroll, OVERLAY_LAYERS, trapFocus } from './dom';
import { fakeEngine } from './test-fakes';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
});

describe('frame geometry (spec 002 §9: "675 px wide, 740 px high, 5% from top, max height 100vh")', () => {
  it.each<[string, number, Record<string, string>]>([
    ['desktop', 1280, { width: '675px', height: '740px', top: '5%', maxHeight: '100vh', zIndex: '10001' }],
    ['tablet at 640 px', 640, { width: '675px', height: '740px' }],
    ['phone below 640 px is full screen', 639, { width: '100%', height: '100%', top: '0px' }],
  ])('%s', (_label, width, expected) => {
    const frame = document.createElement('div');
    applyFrameGeometry(frame, width);
    for (const [key, value] of Object.entries(expected)) expect(frame.style[key as 'width']).toBe(value);
  });

  it('"Overlay z-index 10000, frame 10001, spinner 100000. Overlay opacity 0.3."', () => {
    const engine = fakeEngine();
    const frame = document.createElement('div');
    const dom = createOverlayDom(engine, frame);
    dom.render({ mounted: true, frameVisible: false, spinner: true, open: true });
    const [backdrop, , spinner] = [...dom.container.children] as HTMLElement[];
    expect(backdrop?.style.zIndex).toBe(String(OVERLAY_LAYERS.backdrop));
    expect(backdrop?.style.opacity).toBe('0.3');
    expect(spinner?.style.zIndex).toBe('100000');
    expect(frame.style.visibility).toBe('hidden');
    dom.remove();
    expect(document.querySelector('[data-velvet-overlay]')).toBeNull();
  });
});

describe('page scroll (issue 6 §2: "page scroll locked and restored")', () => {
  it('restores the exact earlier inline styles and the scroll position', () => {
    const engine = fakeEngine();
    document.documentElement.style.overflow = 'scroll';
    document.body.style.overflow = '';
    engine.scrollTo(420);
    const unlock = lockPageScroll(engine);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    engine.scrollTo(0);
    unlock();
    unlock();
    expect(document.documentElement.style.overflow).toBe('scroll');
    expect(document.body.style.overflow).toBe('');
    expect(engine.scrolls.at(-1)).toBe(420);
    expect(engine.scrolls.filter((y) => y === 420)).toHaveLength(2);
  });

  it('the overlay locks on open and unlocks on close', () => {
    const engine = fakeEngine();
    const dom = createOverlayDom(engine, document.createElement('div'));
    dom.render({ mounted: true, frameVisible: false, spinner: true, open: true });
    expect(document.body.style.overflow).toBe('hidden');
    dom.render({ mounted: true, frameVisible: false, spinner: false, open: false });
    expect(document.body.style.overflow).toBe('');
  });
});

describe('focus (issue 6 §2: "focus kept inside while open")', () => {
  it('focus that wanders to the page comes back to the frame, and returns to the opener on release', () => {
    const opener = document.createElement('button');
    const elsewhere = document.createElement('button');
    const container = document.createElement('div');
    const frame = document.createElement('div');
    container.append(frame);
    document.body.append(opener, elsewhere, container);
    opener.focus();
    const release = trapFocus(document, container, frame);
    expect(document.activeElement).toBe(frame);
    elsewhere.focus();
    expect(document.activeElement).toBe(frame);
    release();
    expect(document.activeElement).toBe(opener);
    elsewhere.focus();
    expect(document.activeElement).toBe(elsewhere);
  });
});
