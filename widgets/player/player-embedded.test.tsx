// @vitest-environment happy-dom
// issue 16 §3: "all widgets (... player) load through the loader and work on a partner page". A partner page has no
// video page around the player: `<velvet-player video-id>` without src reads the video answer as the guest and plays
// what it grants. Media contract §2: "Trailers are open to everyone the video's age rating allows" (an anonymous
// guest plays a 16-rated trailer); spec 001 §4 "Restrictions a guest can meet on content: needs login, needs age
// check": an 18-rated video shows the login first and fires velvet-login-required (as the messenger and chat button).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $guest, resetSessionStore } from '../../sdk/session/store';
import { resetGlobalConfig } from '../shared/global-config';
import { documentEventsPerTest } from '../shared/test-events';
import { PLAYER_TAG, type PlayerLoginRequiredDetail, type VelvetPlayerElement } from './player';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const preview = { w320: '/img/v320.jpg', w640: '/img/v640.jpg', w1280: '/img/v1280.jpg' };
/** The answers by video id: 16 = a priced 16-rated video (the trailer), 18 = 18-rated (nothing before login and AVS). */
const answers: Record<string, () => unknown> = {
  16: () => ({ id: 16, title: 'Sixteen', actor: { id: 1, name: 'Mia' }, preview, restrictions: ['needsLogin', 'needsPurchase'], trailerUrl: '/media/hls/16/trailer/-/9/s/trailer/index.m3u8', mediaState: 'ready' }),
  18: () => ($guest.value?.isLoggedIn
    ? { id: 18, title: 'Eighteen', actor: { id: 1, name: 'Mia' }, preview, restrictions: ['needsAgeCheck'], mediaState: 'ready' }
    : { id: 18, title: 'Eighteen', actor: { id: 1, name: 'Mia' }, preview, restrictions: ['needsLogin', 'needsAgeCheck', 'needsPurchase'], mediaState: 'ready' }),
};
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const id = /\/rest\/v1\/video\/(\d+)$/.exec(new URL(url).pathname)?.[1];
  const answer = id ? answers[id] : undefined;
  return answer ? json({ success: true, data: answer() }) : json({ success: false, error: 'not found' }, 404);
});

const recordEvents = documentEventsPerTest();
const loginEvents = (cancel: boolean) => recordEvents<PlayerLoginRequiredDetail>('velvet-login-required', { cancel });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  resetGlobalConfig();
  resetSessionStore();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount(videoId: string, lang = 'en'): { element: VelvetPlayerElement; sources: Array<string | null> } {
  const element = document.createElement(PLAYER_TAG) as VelvetPlayerElement;
  element.setAttribute('video-id', videoId);
  element.setAttribute('api-base', 'http://site.test');
  element.setAttribute('lang', lang);
  document.body.append(element);
  const sources: Array<string | null> = [];
  const setSource = element.controller!.setSource.bind(element.controller);
  vi.spyOn(element.controller!, 'setSource').mockImplementation((source) => {
    sources.push(source.src);
    setSource(source);
  });
  return { element, sources };
}
const shadow = (element: HTMLElement) => element.shadowRoot!;

describe('<velvet-player video-id> without src (a partner page)', () => {
  it('an anonymous guest gets the 16-rated trailer: read with the guest\'s cookies, resolved against api-base, with the poster and play button', async () => {
    const events = loginEvents(true);
    const { element, sources } = mount('16');
    await vi.waitFor(() => expect(sources).toContain('http://site.test/media/hls/16/trailer/-/9/s/trailer/index.m3u8'));
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    await vi.waitFor(() => expect(shadow(element).querySelector('.poster img')?.getAttribute('src')).toBe('http://site.test/img/v640.jpg'));
    expect(shadow(element).querySelector('.big-play')).not.toBeNull();
    expect(shadow(element).querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Sixteen');
    expect(events).toHaveLength(0);
  });

  it('an 18-rated video before login: no play button, the login gate in the page language, velvet-login-required once; the link fires it again', async () => {
    const events = loginEvents(true);
    const { element, sources } = mount('18', 'de');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]!.detail).toEqual({ href: 'http://site.test/anmelden/', videoId: 18 });
    expect(events[0]!.cancelable).toBe(true);
    expect(sources.every((src) => src === null)).toBe(true);
    // An anonymous session appearing on the page (the messenger loads one) changes nothing: no re-read, no second event.
    const reads = fetchMock.mock.calls.length;
    $guest.set({ id: 'anon-1', isLoggedIn: false } as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.length).toBe(reads);
    expect(events).toHaveLength(1);
    expect(shadow(element).querySelector('.big-play')).toBeNull();
    const gate = shadow(element).querySelector('.notice--gate')!;
    expect(gate.textContent).toContain('Melde dich an, um dieses Video anzusehen.');
    const link = gate.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('http://site.test/anmelden/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link.dispatchEvent(click);
    expect(events).toHaveLength(2);
    expect(click.defaultPrevented).toBe(true);

    // The guest logs in on this page: the answer is read again (now the age check, done on the video's page).
    $guest.set({ id: 'g1', isLoggedIn: true } as never);
    await vi.waitFor(() => expect(shadow(element).querySelector('.notice--gate')?.textContent).toContain('Altersverifikation'));
    expect(shadow(element).querySelector('.notice--gate a')!.getAttribute('href')).toBe('http://site.test/amateur/mia/videos/18/');
    expect(events).toHaveLength(2);
  });

  it('a src attribute wins: the site\'s own player never reads the answer', async () => {
    const element = document.createElement(PLAYER_TAG) as VelvetPlayerElement;
    element.setAttribute('src', '/own.m3u8');
    element.setAttribute('video-id', '16');
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
