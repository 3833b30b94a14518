// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActorAnswer, ActorProfile } from '../../../sdk/api/types';
import { renderSite, waitFor, type RenderedSite } from '../../testing/render-site';

// The real widget would fetch tile pages; a marker element shows which grid the page asked for.
vi.mock('../../../widgets/react/tile-grid-tag', () => ({
  VelvetTileGridTag: (props: { type: string; filter?: object }) => (
    <div data-grid={props.type} data-filter={JSON.stringify(props.filter ?? {})} />
  ),
}));

// The tracker is started by the site realtime; here it only records the visits the screen reports.
const visits = vi.hoisted(() => [] as string[]);
vi.mock('../../shared/tracking/site-tracker', () => ({ trackActorProfileVisit: (actorName: string) => void visits.push(actorName) }));

const lena: ActorProfile = {
  id: 7,
  name: 'Lena',
  isOnline: true,
  freeChat: false,
  bannedCountryCodes: [],
  isActorAvailableForConversionChat: false,
  isOnlineMobileVideocall: false,
  isCurrentlyTicketShow: false,
  isLivePreviewEnabled: true,
  isVoyeurChatAvailable: false,
  guestHasTicket: false,
  prices: { video: 12, voyeur: 8, single: 16, singlec2c: 20, ticketShow: 40, voucherChatMinutes: 5 },
  age: 24,
  gender: 'F',
  type: 'F',
  country: 'DE',
  languages: ['de', 'en'],
  threeWords: ['curious', 'funny', 'warm'],
  categories: ['Outdoor'],
  tags: ['smile', 'dance'],
  isTopAmateur: false,
  favoriteCount: 3,
  avatar: { w60: '/img/a/7/w60.jpg', w140: '/img/a/7/w140.jpg', w160: '/img/a/7/w160.jpg', w320: '/img/a/7/w320.jpg', w640: '/img/a/7/w640.jpg' },
  cover: { w320: '/img/c/7/w320.jpg', w640: '/img/c/7/w640.jpg', w1280: '/img/c/7/w1280.jpg' },
  videoCount: 4,
  albumCount: 1,
  registeredAt: '2024-01-01T00:00:00.000Z',
};

/** A fake transport answering actor calls with the given statuses in turn (the last one repeats). */
function fakeFetch(...answers: Array<{ status: number; body?: ActorAnswer | object }>) {
  let call = 0;
  return vi.fn(async (_url: string | URL | Request) => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return new Response(JSON.stringify(answer.body ?? { success: false, error: 'x', statusCode: answer.status }), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const ok = { status: 200, body: { success: true, data: lena } satisfies ActorAnswer };

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

const heading = (container: HTMLElement) => container.querySelector('main h1')?.textContent ?? null;

describe('ProfileScreen', () => {
  it('loads the actor data in the page language and shows the profile', async () => {
    const fetch = fakeFetch(ok);
    site = await renderSite('/en/amateur/Lena/', { fetch });
    const { container } = site;
    await waitFor('the name', () => heading(container) === 'Lena');

    expect(String(fetch.mock.calls[0]![0])).toMatch(/^\/rest\/v1\/actor\/getActorDataByIdOrName\/lena\?lang=en&v=/);
    const text = container.querySelector('main')!.textContent!;
    expect(text).toContain('24 years');
    expect(text).toContain('Germany');
    expect(text).toContain('German and English');
    expect(text).toContain('curious · funny · warm');
    expect(text).toContain('12\u00a0VXC per minute');
    expect(text).toContain('Online now');
    expect(text).toContain('Outdoor');
    expect(text).toContain('dance');
    const avatar = container.querySelector<HTMLImageElement>('.profile-header__avatar')!;
    expect(avatar.getAttribute('srcset')).toBe('/img/a/7/w160.jpg 160w, /img/a/7/w320.jpg 320w, /img/a/7/w640.jpg 640w');
    expect(avatar.getAttribute('width')).toBe('320');
    expect(container.querySelector('[data-grid="videos"]')?.getAttribute('data-filter')).toBe('{"actorId":7}');
    // The head's code loads after the first render in the browser (shared/seo/page-head.tsx).
    await waitFor('the page title', () => document.title === 'Lena · Velvet');
  });

  // spec 002 §7.8 trackActorProfileVisit (actorName): reported once the profile is shown, not while it loads.
  it('reports one profile visit for the shown actor', async () => {
    visits.length = 0;
    site = await renderSite('/en/amateur/lena/', { fetch: fakeFetch(ok) });
    const { container } = site;
    await waitFor('the name', () => heading(container) === 'Lena');
    await waitFor('the visit', () => visits.length > 0);
    expect(visits).toEqual(['Lena']);
  });

  it('reports no visit for a performer that was not found', async () => {
    visits.length = 0;
    site = await renderSite('/en/amateur/ghost/', { fetch: fakeFetch({ status: 404 }) });
    const { container } = site;
    await waitFor('the not-found page', () => container.querySelector('[data-state="not-found"]'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visits).toEqual([]);
  });

  it('speaks German on the German path', async () => {
    site = await renderSite('/amateur/lena/', { fetch: fakeFetch(ok) });
    const { container } = site;
    await waitFor('the name', () => heading(container) === 'Lena');
    expect(container.querySelector('main')!.textContent).toContain('24 Jahre');
    expect(container.querySelector('main')!.textContent).toContain('12\u00a0VXC pro Minute');
  });

  // issue 12: the route loader loads the profile before the page shows (the server renders it
  // complete); a browser-only render shows the busy fallback meanwhile, never a half page.
  it('shows the busy fallback, not a half page, while the loader waits for the profile', async () => {
    const never = vi.fn(() => new Promise<Response>(() => {}));
    site = await renderSite('/en/amateur/lena/', { fetch: never });
    expect(site.container.querySelector('.page-fallback')?.getAttribute('aria-busy')).toBe('true');
    expect(site.container.querySelector('.profile')).toBeNull();
  });

  it.each([
    [404, 'not-found', 'Performer not found'],
    [451, 'unavailable', 'Not available in your country'],
  ])('answers status %i with the %s page', async (status, state, title) => {
    site = await renderSite('/en/amateur/ghost/', { fetch: fakeFetch({ status }) });
    const { container } = site;
    await waitFor(title, () => heading(container) === title);
    expect(container.querySelector(`[data-state="${state}"]`)).not.toBeNull();
    expect(container.querySelector('[data-state] a')?.getAttribute('href')).toBe('/en/');
    expect(document.title).toBe(`${title} · Velvet`);
  });

  // A failed loader shows the page route's error page (status 500 on the server) with a retry.
  it('offers a retry after a server error and shows the profile when it succeeds', async () => {
    const fetch = fakeFetch({ status: 500 }, ok);
    site = await renderSite('/es/amateur/lena/', { fetch });
    const { container } = site;
    const retry = await waitFor('the retry button', () => container.querySelector<HTMLButtonElement>('[data-state="route-error"] button'));
    expect(heading(container)).toBe('No se pudo cargar esta página');
    act(() => retry.click());
    await waitFor('the name', () => heading(container) === 'Lena');
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('getActorDataByIdOrName')).length).toBe(2);
  });

  it('treats an answer with success false as an error', async () => {
    site = await renderSite('/en/amateur/lena/', { fetch: fakeFetch({ status: 200, body: { success: false, error: 'broken' } }) });
    const { container } = site;
    await waitFor('the error', () => container.querySelector('[data-state="route-error"]'));
  });

  it.each([
    ['/en/amateur/lena/videos/classic/', 'Videos', 'Videos of Lena'],
  ])('sub-page %s highlights the %s tab', async (path, tab, text) => {
    site = await renderSite(path, { fetch: fakeFetch(ok) });
    const { container } = site;
    await waitFor('the name', () => heading(container) === 'Lena');
    expect(container.querySelector('.profile-tabs [aria-current="page"]')?.textContent).toBe(tab);
    expect(container.querySelector('main')!.textContent).toContain(text);
  });

  // Issue 12 item 6: "A screen whose feature is not built yet stays reachable only by typing its address."
  it('links only the built tabs; a typed address of an unbuilt one still shows the profile with "opens soon"', async () => {
    // Issue 13 item 5 builds the Pictures tab, issue 14 item 2 the Live show tab; Top cams still opens soon.
    site = await renderSite('/en/amateur/lena/top-cams/', { fetch: fakeFetch(ok) });
    const { container } = site;
    await waitFor('the name', () => heading(container) === 'Lena');
    const tabs = [...container.querySelectorAll('.profile-tabs a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(tabs).toEqual([
      ['Overview', '/en/amateur/lena/'],
      ['About me', '/en/amateur/lena/about-me/'],
      ['Videos', '/en/amateur/lena/videos/'],
      ['Pictures', '/en/amateur/lena/pictures/'],
      ['Live show', '/en/amateur/lena/live-show/'],
    ]);
    expect(container.querySelector('.profile-tabs [aria-current="page"]')).toBeNull();
    expect(container.querySelector('main')!.textContent).toContain('This part of the profile opens soon.');
  });
});
