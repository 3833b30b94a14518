// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoDetail } from '../../../../sdk/api/types';
import { PREPARING_RECHECK_MS } from '../../../../sdk/video-page';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../../testing/render-site';
import { WatchArea } from './watch-area';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

const base = {
  kind: 'video', id: 7, title: 'Blue Picnic', duration: 95, ageRating: 16, free: false, vip: false, new: false, onSale: false, classic: false,
  price: { value: 40, currency: 'VXC' }, basePrice: { value: 40, currency: 'VXC' }, releasedAt: '2025-01-01T00:00:00Z',
  preview: { w320: '/img/video/7/w320.svg', w640: '/img/video/7/w640.svg', w1280: '/img/video/7/w1280.svg' },
  actor: { id: 3, name: 'Mia' }, restrictions: ['needsPurchase'], guestInfo: { bought: false, liked: false, disliked: false },
  ratingLikes: 0, ratingDislikes: 0, description: '', tags: [], mediaState: 'ready',
} as unknown as VideoDetail;

async function renderArea(video: VideoDetail, reload = vi.fn()) {
  const Area = () => <WatchArea video={video} reload={reload} />;
  site = await renderSite('/en/amateur/mia/videos/7/', { loaders: { ...STUB_LOADERS, video: async () => ({ default: Area }) } });
  return { container: site.container, reload };
}

const player = (container: HTMLElement) => container.querySelector('velvet-player');

describe('WatchArea (issue 13 §4: "bought and free videos play; others show the trailer")', () => {
  it('an answer with hlsUrl plays the full video with the contract\'s attributes (media contract §3)', async () => {
    const { container } = await renderArea({ ...base, hlsUrl: '/media/hls/7/full/g1/9/sig/master.m3u8', trailerUrl: '/t.m3u8', mediaState: 'ready' });
    const element = await waitFor('the player', () => player(container));
    expect(element.getAttribute('src')).toBe('/media/hls/7/full/g1/9/sig/master.m3u8');
    expect(element.getAttribute('kind')).toBe('full');
    expect(element.getAttribute('video-id')).toBe('7');
    expect(element.getAttribute('media-state')).toBe('ready');
    expect(element.getAttribute('poster')).toBe('/img/video/7/w640.svg');
    expect(element.getAttribute('lang')).toBe('en');
    expect(element.getAttribute('label')).toBe('Video: Blue Picnic');
    expect(container.querySelector('.watch-area__badge')).toBeNull();
  });

  it('without hlsUrl the trailer plays, marked as the trailer', async () => {
    const { container } = await renderArea({ ...base, trailerUrl: '/media/hls/7/trailer/-/9/sig/trailer/index.m3u8', mediaState: 'ready' });
    const element = await waitFor('the player', () => player(container));
    expect(element.getAttribute('kind')).toBe('trailer');
    expect(element.getAttribute('label')).toBe('Trailer: Blue Picnic');
    expect(container.querySelector('.watch-area__badge')?.textContent).toBe('Trailer');
    expect(container.textContent).toContain('This is the trailer. Buy the video to watch all of it.');
  });

  it('with neither (not allowed to see even the trailer) only the poster and the duration show', async () => {
    const { container } = await renderArea({ ...base, mediaState: 'ready' });
    await waitFor('the poster', () => container.querySelector('.watch-area img'));
    expect(player(container)).toBeNull();
    expect(container.querySelector('.media-page__duration')?.textContent).toBe('Duration 1:35');
  });

  it('the player\'s "grant expired" (a 403) re-reads the answer, once per URL (media contract §2: grants live 30 minutes)', async () => {
    const { container, reload } = await renderArea({ ...base, hlsUrl: '/a.m3u8', mediaState: 'ready' });
    const element = await waitFor('the player', () => player(container));
    const fire = (type: string) => act(() => void element.dispatchEvent(new CustomEvent(type, { detail: { videoId: 7, kind: 'full', position: 12 }, bubbles: true, composed: true })));
    await fire('velvet-player-quality');
    expect(reload).not.toHaveBeenCalled();
    await fire('velvet-player-grant-expired');
    await fire('velvet-player-grant-expired');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('while the clip is preparing the player says so and the answer is re-read (issue 13 §1), every 5 s by default', async () => {
    expect(PREPARING_RECHECK_MS).toBe(5000);
    const reload = vi.fn();
    const Area = () => <WatchArea video={{ ...base, hlsUrl: '/a.m3u8', mediaState: 'preparing' }} reload={reload} recheckMs={1} />;
    site = await renderSite('/en/amateur/mia/videos/7/', { loaders: { ...STUB_LOADERS, video: async () => ({ default: Area }) } });
    const { container } = site;
    expect(player(container)?.getAttribute('media-state')).toBe('preparing');
    await waitFor('a re-read of the answer', () => reload.mock.calls.length > 0);
  });

  it('a ready clip is not re-read', async () => {
    const reload = vi.fn();
    const Area = () => <WatchArea video={{ ...base, hlsUrl: '/a.m3u8', mediaState: 'ready' }} reload={reload} recheckMs={1} />;
    site = await renderSite('/en/amateur/mia/videos/7/', { loaders: { ...STUB_LOADERS, video: async () => ({ default: Area }) } });
    // A barrier: the player's grant-expired handler re-reads, so a re-read by the timer would show up before it.
    const element = await waitFor('the player', () => player(site!.container));
    await act(() => void element.dispatchEvent(new CustomEvent('velvet-player-grant-expired', { detail: { videoId: 7, kind: 'full', position: 0 } })));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
