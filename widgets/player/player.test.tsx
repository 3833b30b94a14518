// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_TAG, VelvetPlayerElement, type PlayerStateDetail } from './player';

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(attributes: Record<string, string>): Promise<VelvetPlayerElement> {
  const element = document.createElement(PLAYER_TAG) as VelvetPlayerElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await rendered();
  return element;
}

/** Renders are batched into a microtask. */
const rendered = () => new Promise((resolve) => setTimeout(resolve, 0));
const shadow = (element: VelvetPlayerElement) => element.shadowRoot!;

describe('<velvet-player>', () => {
  it('shows the poster and the big play button, with its <video> in the open shadow root and nothing loaded', async () => {
    const element = await mount({ src: '/media/a/master.m3u8', poster: '/img/a.jpg', label: 'Sunset', lang: 'en', 'video-id': '3' });
    const root = shadow(element);
    expect(root.querySelector('video')).toBe(element.video);
    expect(element.video.preload).toBe('none');
    expect(element.video.getAttribute('src')).toBeNull();
    expect(root.querySelector('.poster img')?.getAttribute('src')).toBe('/img/a.jpg');
    expect(root.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Sunset');
    expect(root.querySelector('.big-play')?.getAttribute('aria-label')).toBe('Play');
    expect(element.controller?.$state.get().status).toBe('idle');
  });

  it('speaks the page language (de, es, nl)', async () => {
    const texts: Record<string, string> = { de: 'Abspielen', es: 'Reproducir', nl: 'Afspelen' };
    for (const [lang, play] of Object.entries(texts)) {
      const element = await mount({ src: '/x.m3u8', lang });
      expect(shadow(element).querySelector('.big-play')?.getAttribute('aria-label')).toBe(play);
      element.remove();
    }
  });

  it('says "preparing" for media-state="preparing" before play', async () => {
    const element = await mount({ src: '/x.m3u8', 'media-state': 'preparing', lang: 'en' });
    expect(shadow(element).querySelector('[role="status"]')?.textContent).toContain('This video is being prepared.');
  });

  it('reports its states as velvet-player-state: a browser without HLS gets an error it can read, without Retry', async () => {
    const element = await mount({ src: '/x.m3u8', lang: 'en' });
    const states: PlayerStateDetail[] = [];
    document.addEventListener('velvet-player-state', (event) => states.push(event.detail));
    (shadow(element).querySelector('.big-play') as HTMLButtonElement).click();
    await rendered();
    // happy-dom has neither Media Source Extensions nor native HLS.
    expect(states).toEqual([{ state: 'error', error: 'unsupported' }]);
    await vi.waitFor(() => expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain('This browser cannot play this video.'));
    expect(shadow(element).querySelector('.retry')).toBeNull();
  });

  it('keeps one <video> across attribute changes, and stops everything when removed', async () => {
    const element = await mount({ src: '/a.m3u8', 'video-id': '1', lang: 'en' });
    const video = element.video;
    element.setAttribute('src', '/b.m3u8');
    element.setAttribute('video-id', '2');
    await rendered();
    expect(shadow(element).querySelector('video')).toBe(video);
    element.remove();
    expect(element.controller).toBeNull();
  });

  it('live mode (issue 14 §4 "no seek bar, a LIVE badge"): the badge shows, the keys do not seek, a trailer or video has no badge', async () => {
    const live = await mount({ src: '/media/live/7/chat/g/c1/9/s/master.m3u8', kind: 'live', lang: 'es' });
    expect(live.kind).toBe('live');
    expect(shadow(live).querySelector('.live-badge')?.textContent).toBe('EN DIRECTO');
    const seekBy = vi.spyOn(live.controller!, 'seekBy');
    shadow(live).querySelector('.player')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(seekBy).not.toHaveBeenCalled();
    const video = await mount({ src: '/x.m3u8', lang: 'en' });
    expect(shadow(video).querySelector('.live-badge')).toBeNull();
  });
});
