// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveCam, LiveListAnswer } from '../../../sdk/live/list-types';
import { renderSite, waitFor, type RenderedSite } from '../../testing/render-site';

const NO_FEATURES = { freeChat: false, livePreview: true, mobileVideocall: false, ticketShow: false, voyeurChat: false };
const cam = (id: number, online = true): LiveCam => ({
  id, name: `Cam${id}`, profileLink: `/en/amateur/cam${id}/`, online, ticketShowRunning: false, showStartsAt: null, onlineVideocall: false, age: 25, previewPicture: `/media/live-picture/${id}.jpg`,
  avatarPicture: `/img/performer/${id}/w320.svg`, spokenLanguages: ['en'], pinnedCount: 10 * id, ratingCount: 0, satisfactionRate: null,
  rankingPointsVideoCall: 1000 - id, videocallPrice: 20, gender: 'F', pricePerMinute: 12, features: NO_FEATURES, position: id,
});

/**
 * Answers the live list with `list` (or the status), the presence with the list's online performers and a
 * count of 42. The grid asks the presence again at every 10 s picture tick, so a test that runs across a
 * tick boundary gets this answer too: it must tell the same states as the list (an empty `online` once
 * turned the list's online performer offline in CI).
 */
function fakeFetch(list: LiveListAnswer | number) {
  const online = typeof list === 'number' ? [] : list.items.filter((item) => item.online).map((item) => item.id);
  return vi.fn(async (url: string | URL | Request) => {
    const path = String(url);
    if (path.includes('live/presence')) return Response.json({ online, onlineCount: 42 });
    if (typeof list === 'number') return Response.json({ success: false, statusCode: list, code: 'INTERNAL', error: 'x', field: null }, { status: list });
    return Response.json(list);
  });
}

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

describe('LiveScreen', () => {
  it('asks the cam show list with the fixed pfm 1502 and the address\'s filters (spec 001 §9)', async () => {
    const fetch = fakeFetch({ list: 'camShows', items: [cam(1)], total: 1, onlineCount: 1 });
    site = await renderSite('/en/cam-shows/?gender=F&feature=ticketShow&page=2', { fetch });
    const { container } = site;
    await waitFor('the tiles', () => container.querySelector('.live-tile'));
    const asked = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('live/list/camShows'))!;
    const query = new URL(asked, 'http://x').searchParams;
    expect([query.get('pfm'), query.get('gender'), query.get('features'), query.get('offset')]).toEqual(['1502', 'F', 'ticketShow', '30']);
    expect(container.querySelector('h1')?.textContent).toBe('Cam shows');
    expect(container.querySelector('[data-testid="live-online-count"]')?.textContent).toBe('42 performers online now');
    expect(container.querySelector('.live-tile__facts')?.textContent).toBe('Ticket 12 VXC');
  });

  it('numbers a top list and marks who is offline', async () => {
    site = await renderSite('/en/top-cams/top-favorites/', { fetch: fakeFetch({ list: 'topFavourites', items: [cam(1), cam(2, false)], total: 2, onlineCount: 1 }) });
    const { container } = site;
    await waitFor('the tiles', () => container.querySelectorAll('.live-tile').length === 2);
    const tiles = [...container.querySelectorAll('.live-tile')];
    expect(tiles.map((tile) => [tile.getAttribute('data-online'), tile.querySelector('.card-tile__badge--top-right')?.textContent])).toEqual([['true', 'No. 1'], ['false', 'No. 2']]);
    // An offline performer shows her avatar, not the live picture.
    expect(tiles[1]!.querySelector('img')?.getAttribute('src')).toBe('/img/performer/2/w320.svg');
    expect(tiles[1]!.textContent).toContain('20 fans');
  });

  it('offers to clear the filters when nobody matches them, and a way on when nobody is live', async () => {
    site = await renderSite('/en/free-chat/?lang=nl', { fetch: fakeFetch({ list: 'freeChat', items: [], total: 0, onlineCount: 0 }) });
    let { container } = site;
    const clear = await waitFor('the empty state', () => container.querySelector<HTMLAnchorElement>('.live-page__state a'));
    expect([clear.textContent, clear.getAttribute('href')]).toEqual(['Clear filters', '/en/free-chat/']);
    site.unmount();
    site = await renderSite('/en/free-chat/', { fetch: fakeFetch({ list: 'freeChat', items: [], total: 0, onlineCount: 0 }) });
    container = site.container;
    const onward = await waitFor('the empty state', () => container.querySelector<HTMLAnchorElement>('.live-page__state a'));
    expect([onward.textContent, onward.getAttribute('href')]).toEqual(['Live cams', '/en/cams/']);
  });

  it('says the list could not be loaded and offers a retry', async () => {
    site = await renderSite('/es/cams/', { fetch: fakeFetch(500) });
    const { container } = site;
    const alert = await waitFor('the error', () => container.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('No se pudo cargar la lista');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/es/cams/');
  });
});
