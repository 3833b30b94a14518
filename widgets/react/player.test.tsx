// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
// Defined before the renders: React 19 then assigns props the element has as properties (src, kind).
import '../player/player';
import type { VelvetPlayerElement } from '../player/player';
import { VelvetPlayer } from './index';
import { reactRootPerTest } from './test-root';

const view = reactRootPerTest();
const PROPS = { src: '/media/hls/7/full/g/1/s/master.m3u8', poster: '/img/7.jpg', videoId: 7, mediaState: 'ready', kind: 'full', label: 'Sunset', lang: 'en', apiBase: '' } as const;

describe('VelvetPlayer (React 19 wrapper)', () => {
  it('renders every option as an attribute, and the poster as a light-DOM image for the first paint', () => {
    const html = renderToString(<VelvetPlayer {...PROPS} autoplay className="video-page__player" />);
    expect(html).toContain('src="/media/hls/7/full/g/1/s/master.m3u8"');
    expect(html).toContain('video-id="7"');
    expect(html).toContain('media-state="ready"');
    expect(html).toContain('kind="full"');
    expect(html).toContain('label="Sunset"');
    expect(html).toContain('autoplay=""');
    expect(html).toContain('class="video-page__player"');
    expect(html).toMatch(/<img slot="poster" src="\/img\/7.jpg" alt=""/);
  });

  it('hydrates the server HTML without touching it, then swaps src through the element (buy -> play)', async () => {
    const container = view.container();
    container.innerHTML = renderToString(<VelvetPlayer {...PROPS} kind="trailer" src="/trailer.m3u8" />);
    const element = container.querySelector('velvet-player') as VelvetPlayerElement;
    const before = element.outerHTML;
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <VelvetPlayer {...PROPS} kind="trailer" src="/trailer.m3u8" />));
    expect(container.querySelector('velvet-player')).toBe(element);
    expect(customElements.get('velvet-player')).toBeDefined();
    expect(element.getAttribute('src')).toBe('/trailer.m3u8');
    expect(before).toContain('kind="trailer"');
    await act(async () => root.render(<VelvetPlayer {...PROPS} />));
    expect(element.getAttribute('src')).toBe(PROPS.src);
    expect(element.getAttribute('kind')).toBe('full');
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    await act(async () => root.unmount());
  });

  it('calls onStateChange, onQualityChange and onGrantExpired with the element\'s events', () => {
    const onStateChange = vi.fn();
    const onQualityChange = vi.fn();
    const onGrantExpired = vi.fn();
    view.render(<VelvetPlayer {...PROPS} onStateChange={onStateChange} onQualityChange={onQualityChange} onGrantExpired={onGrantExpired} />);
    const element = view.container().querySelector('velvet-player')!;
    element.dispatchEvent(new CustomEvent('velvet-player-state', { detail: { state: 'playing', error: null } }));
    element.dispatchEvent(new CustomEvent('velvet-player-quality', { detail: { level: 'auto', activeLevel: 2, height: 720 } }));
    element.dispatchEvent(new CustomEvent('velvet-player-grant-expired', { detail: { videoId: 7, kind: 'full', position: 12 } }));
    expect(onStateChange.mock.calls[0]![0].detail).toEqual({ state: 'playing', error: null });
    expect(onQualityChange.mock.calls[0]![0].detail).toEqual({ level: 'auto', activeLevel: 2, height: 720 });
    expect(onGrantExpired.mock.calls[0]![0].detail).toEqual({ videoId: 7, kind: 'full', position: 12 });
  });
});
