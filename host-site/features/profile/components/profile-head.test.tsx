// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActorProfile } from '../../../../sdk/api/types';
import { renderSite, waitFor, type RenderedSite } from '../../../testing/render-site';

// The real widget would fetch tile pages; the head needs only the profile answer.
vi.mock('../../../../widgets/react/tile-grid', () => ({ VelvetTileGrid: () => <div data-grid="" /> }));
vi.mock('../../../shared/tracking/site-tracker', () => ({ trackActorProfileVisit: () => undefined }));

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

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

async function showProfile(path: string) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: lena }), { headers: { 'content-type': 'application/json' } }));
  site = await renderSite(path, { fetch });
  await waitFor('the profile', () => document.querySelector('meta[property="og:image"]')?.getAttribute('content')?.endsWith('/img/c/7/w1280.jpg'));
  return {
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    robots: document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
  };
}

// issue 12 §2: "per page title, meta description, canonical" on the profile and its tabs.
describe('ProfileHead', () => {
  it('describes the profile with the name, age and three words, canonical on the lower-cased name', async () => {
    const head = await showProfile('/en/amateur/Lena/');
    expect(head.title).toBe('Lena · Velvet');
    expect(head.description).toBe('Lena, 24, on Velvet: curious, funny, warm. Chat live with Lena and watch videos and photos.');
    expect(head.canonical).toBe(`${window.location.origin}/en/amateur/lena/`);
  });

  it('gives the videos tab its own title and description', async () => {
    const head = await showProfile('/amateur/lena/videos/');
    expect(head.title).toBe('Lena: Videos · Velvet');
    expect(head.description).toMatch(/^Videos von Lena auf Velvet: curious, funny, warm\./);
    expect(head.canonical).toBe(`${window.location.origin}/amateur/lena/videos/`);
  });

  it('keeps a tab that is not built yet out of the index', async () => {
    const head = await showProfile('/en/amateur/lena/top-cams/');
    expect(head.title).toBe('Lena: Top cams · Velvet');
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBeNull();
  });
});
