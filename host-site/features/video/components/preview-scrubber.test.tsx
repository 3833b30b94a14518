// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../../testing/render-site';
import { PreviewScrubber } from './preview-scrubber';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

async function renderScrubber(thumbnails: string[] | undefined) {
  const Scrubber = () => <PreviewScrubber thumbnails={thumbnails} durationSeconds={200} />;
  site = await renderSite('/en/amateur/mia/videos/7/', { loaders: { ...STUB_LOADERS, video: async () => ({ default: Scrubber }) } });
  return site.container;
}

const press = (element: Element, key: string) => act(() => void element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

describe('PreviewScrubber (spec 001 §9 "preview thumbnails up to 100 per video")', () => {
  it('is a slider over at most 100 scenes; the keys move through them and show the scene with its time', async () => {
    const thumbs = Array.from({ length: 120 }, (_, i) => `/media/hls/7/thumbs/-/9/sig/thumbs/${String(i).padStart(3, '0')}.jpg`);
    const container = await renderScrubber(thumbs);
    const slider = await waitFor('the slider', () => container.querySelector('[role="slider"]'));
    expect(slider.getAttribute('aria-label')).toBe('Scenes of the video');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    expect(container.querySelector('.preview-scrubber__preview')).toBeNull();

    await press(slider, 'ArrowRight');
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    expect(slider.getAttribute('aria-valuetext')).toBe('Scene 2 of 100, at 0:02');
    expect(container.querySelector('.preview-scrubber__preview img')?.getAttribute('src')).toBe(thumbs[1]);
    await press(slider, 'End');
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(container.querySelector('.preview-scrubber__preview img')?.getAttribute('src')).toBe(thumbs[99]);
    expect(container.querySelector('.preview-scrubber__preview figcaption')?.textContent).toBe('3:18');
    await press(slider, 'Escape');
    expect(container.querySelector('.preview-scrubber__preview')).toBeNull();
  });

  it('shows nothing when the answer has no thumbnails', async () => {
    const container = await renderScrubber(undefined);
    expect(container.querySelector('.preview-scrubber')).toBeNull();
  });
});
