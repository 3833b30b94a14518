// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActorProfile } from '../../../../sdk/api/types';
import { renderSite, waitFor, type RenderedSite } from '../../../testing/render-site';

vi.mock('../../../../widgets/react/tile-grid-tag', () => ({ VelvetTileGridTag: () => null }));
// The player's element is not needed: the wrapper's attributes show what it was given.
vi.mock('../../../../widgets/react/player', () => ({
  VelvetPlayer: (props: { src?: string; label?: string }) => <div data-player={props.src} aria-label={props.label} />,
}));

const lena = {
  id: 7, name: 'Lena', isOnline: true, freeChat: false, bannedCountryCodes: [], isActorAvailableForConversionChat: false, isOnlineMobileVideocall: false,
  isCurrentlyTicketShow: false, isLivePreviewEnabled: true, isVoyeurChatAvailable: true, guestHasTicket: false,
  prices: { video: 12, voyeur: 8, single: 16, singlec2c: 20, ticketShow: 40, voucherChatMinutes: 5 }, age: 24, gender: 'F', type: 'F', country: 'DE',
  languages: ['de'], threeWords: ['curious'], categories: [], tags: [], isTopAmateur: false, favoriteCount: 3,
  avatar: { w60: '/img/a/7/w60.jpg', w140: '/img/a/7/w140.jpg', w160: '/img/a/7/w160.jpg', w320: '/img/a/7/w320.jpg', w640: '/img/a/7/w640.jpg' },
  cover: { w320: '/c.jpg', w640: '/c.jpg', w1280: '/c.jpg' }, videoCount: 0, albumCount: 0, registeredAt: '2024-01-01T00:00:00.000Z',
} satisfies ActorProfile;

type Answer = { status: number; body: object };
/** Answers by path: the actor data, and the preview start as given. */
function fakeFetch(preview: Answer, showRunning = false) {
  return vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const path = String(url);
    const answer: Answer = path.includes('live/preview/start')
      ? preview
      : path.includes('live/presence')
        ? { status: 200, body: { online: [7], ticketShow: showRunning ? [7] : [], onlineCount: 12 } }
        : { status: 200, body: { success: true, data: lena } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
}

let site: RenderedSite | undefined;
// happy-dom loads no pictures: every one would look broken (complete, 0 px wide) and fall back to the avatar.
beforeEach(() => {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
});
afterEach(() => {
  vi.restoreAllMocks();
  site?.unmount();
  site = undefined;
});

// Issue 14 item 2: "the profile's Live show tab ... shows the live preview, the prices per minute, the performer's online state".
describe('the Live show tab', () => {
  const started = { status: 200, body: { success: true, data: { previewId: 'p1', streamUrl: '/media/live/7/preview/g/p1/9/s/master.m3u8', streamType: 'hls', expiresAt: '2030-01-01T00:00:00.000Z', previewsLeft: 4, durationSeconds: 60 } } };

  it('shows the state, the live picture and the prices per minute of what she offers', async () => {
    site = await renderSite('/en/amateur/lena/live-show/', { fetch: fakeFetch(started) });
    const { container } = site;
    const state = await waitFor('the state', () => container.querySelector('[data-testid="live-show-state"]'));
    expect(state.textContent).toBe('Lena is live now');
    expect(container.querySelector('.live-show__picture')?.getAttribute('src')).toMatch(/^\/media\/live-picture\/7\.jpg\?t=\d+$/);
    const prices = [...container.querySelectorAll('.live-show__prices div')].map((row) => row.textContent);
    // Voyeur is offered (isVoyeurChatAvailable); no ticket show runs, so its price is not shown.
    expect(prices).toEqual(['Video chat12\u00a0VXC per minute', 'Voyeur chat8\u00a0VXC per minute', 'Private chat16\u00a0VXC per minute', 'Private chat with your cam20\u00a0VXC per minute']);
    expect(container.querySelector('.profile-tabs [aria-current="page"]')?.textContent).toBe('Live show');
  });

  it('starts the live preview in the player, and says how many are left today', async () => {
    const fetch = fakeFetch(started);
    site = await renderSite('/en/amateur/lena/live-show/', { fetch });
    const { container } = site;
    const button = await waitFor('the preview button', () => container.querySelector<HTMLButtonElement>('.live-show__preview'));
    button.click();
    const player = await waitFor('the player', () => container.querySelector('[data-player]'));
    expect(player.getAttribute('data-player')).toBe(started.body.data.streamUrl);
    expect(container.textContent).toContain('4 free previews left today');
    const call = fetch.mock.calls.find(([url]) => String(url).includes('live/preview/start'))!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ actorId: 7 });
  });

  it('follows a ticket show starting: the state says so and no preview is offered (only ticket holders watch)', async () => {
    site = await renderSite('/en/amateur/lena/live-show/', { fetch: fakeFetch({ status: 500, body: {} }, true) });
    const { container } = site;
    await waitFor('the ticket show state', () => container.querySelector('[data-testid="live-show-state"]')?.textContent === 'Lena is in a ticket show');
    expect(container.querySelector('.live-show__preview')).toBeNull();
  });

  it('says so when today\'s previews are used up (spec 000 §9 "live preview limit 5")', async () => {
    site = await renderSite('/en/amateur/lena/live-show/', {
      fetch: fakeFetch({ status: 429, body: { success: false, statusCode: 429, code: 'LIVE_PREVIEW_LIMIT', error: 'x', field: null } }),
    });
    const { container } = site;
    (await waitFor('the preview button', () => container.querySelector<HTMLButtonElement>('.live-show__preview'))).click();
    const alert = await waitFor('the refusal', () => container.querySelector('.live-show [role="alert"]'));
    expect(alert.textContent).toBe('You have used your free previews for today. Start a chat to keep watching.');
    expect(container.querySelector('[data-player]')).toBeNull();
  });
});
