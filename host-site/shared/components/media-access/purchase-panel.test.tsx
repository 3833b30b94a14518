// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestSession } from '../../../../sdk/api/guest-types';
import { createRestClient } from '../../../../sdk/api/rest';
import type { MediaAccess } from '../../../../sdk/api/types';
import { $guest, configureSession, resetSessionStore } from '../../../../sdk/session';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../../testing/render-site';
import { PurchasePanel } from './purchase-panel';

const openTopUp = vi.hoisted(() => vi.fn(() => true));
vi.mock('../../overlay/site-overlay', () => ({ openTopUp }));

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
  resetSessionStore();
});

const member = { isLoggedIn: true, id: 'g1', name: 'Sam', balance: 100, balanceFormatted: '100 VXC' } as GuestSession;
const forSale: MediaAccess = { restrictions: ['needsPurchase'], guestInfo: { bought: false } };

async function renderPanel(access: MediaAccess, fetch: typeof globalThis.fetch, onBought = vi.fn()) {
  configureSession(createRestClient({ apiBase: '', language: 'en', fetch }));
  const Panel = () => <PurchasePanel kind="video" id={7} price={{ value: 40, currency: 'VXC' }} access={access} onBought={onBought} />;
  site = await renderSite('/en/amateur/mia/videos/7/', { loaders: { ...STUB_LOADERS, video: async () => ({ default: Panel }) } });
  return site.container;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('PurchasePanel', () => {
  it('retries a network failure with the same idempotency key, then shows "bought" (issue 3: "the same key twice charges once")', async () => {
    $guest.set(member);
    const keys: string[] = [];
    let calls = 0;
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      keys.push((JSON.parse(String(init?.body)) as { idempotencyKey: string }).idempotencyKey);
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, { success: true, guestBalance: 60, guestBalanceFormatted: '60 VXC' });
    }) as unknown as typeof globalThis.fetch;
    const onBought = vi.fn();
    const container = await renderPanel(forSale, fetch, onBought);
    const button = await waitFor('the buy button', () => container.querySelector<HTMLButtonElement>('.purchase-panel__form button'));
    expect(button.textContent).toBe('Buy for 40\u00a0VXC');

    await act(async () => button.click());
    await waitFor('the network message', () => container.querySelector('[role="alert"]'));
    await act(async () => container.querySelector<HTMLButtonElement>('.purchase-panel__form button')!.click());
    await waitFor('the bought message', () => container.querySelector('[role="status"]'));

    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect($guest.get()?.balance).toBe(60);
    expect(onBought).toHaveBeenCalledOnce();
    expect(container.querySelector('.purchase-panel__form')).toBeNull();
  });

  it('on 402 NOT_ENOUGH_COINS says there are not enough coins and links to the top-up page', async () => {
    $guest.set(member);
    const fetch = (async () => json(402, { success: false, statusCode: 402, code: 'NOT_ENOUGH_COINS', error: 'Not enough coins', field: null, guestBalance: 10, guestBalanceFormatted: '10 VXC' })) as typeof globalThis.fetch;
    const container = await renderPanel(forSale, fetch);
    const button = await waitFor('the buy button', () => container.querySelector<HTMLButtonElement>('.purchase-panel__form button'));
    await act(async () => button.click());
    const alert = await waitFor('the message', () => container.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('You do not have enough coins');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/en/myvisitx/?next=%2Fen%2Famateur%2Fmia%2Fvideos%2F7%2F');
  });

  // issue 12 §7: "preselects an amount that covers the item the guest wanted": the top-up opens with the price and the balance.
  it('its top-up link opens the overlay with the item\'s price and the balance the server answered', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'velvet-overlay-origin', content: 'http://overlay.test' });
    document.head.append(meta);
    try {
      $guest.set(member);
      const fetch = (async () => json(402, { success: false, statusCode: 402, code: 'NOT_ENOUGH_COINS', error: 'Not enough coins', field: null, guestBalance: 10, guestBalanceFormatted: '10 VXC' })) as typeof globalThis.fetch;
      const container = await renderPanel(forSale, fetch);
      await act(async () => (await waitFor('the buy button', () => container.querySelector<HTMLButtonElement>('.purchase-panel__form button'))).click());
      const link = await waitFor('the top-up link', () => container.querySelector<HTMLAnchorElement>('[role="alert"] a'));
      await act(async () => link.click());
      await waitFor('the overlay opened', () => openTopUp.mock.calls.length > 0);
      expect(openTopUp).toHaveBeenCalledWith('en', { priceCoins: 40, balanceCoins: 10 });
    } finally {
      meta.remove();
    }
  });

  // spec 001 §4: "Restrictions a guest can meet on content: needs login, needs age check, needs subscription, needs purchase."
  it('turns each restriction into a message with something to do', async () => {
    $guest.set({ ...member, isLoggedIn: false });
    const access: MediaAccess = { restrictions: ['needsLogin', 'needsAgeCheck', 'needsSubscription', 'needsPurchase'], guestInfo: { bought: false } };
    const container = await renderPanel(access, vi.fn() as unknown as typeof globalThis.fetch);
    const notes = await waitFor('the notes', () => container.querySelectorAll('.purchase-panel__note').length > 0 && container.querySelectorAll('.purchase-panel__note'));
    expect([...notes].map((note) => note.querySelector('a, button')?.textContent)).toEqual(['Log in', 'Log in', 'Join the VIP club']);
    // Logged out: no buy button, the log-in link comes first.
    expect(container.querySelector('.purchase-panel__form')).toBeNull();
    // Issue 12 item 6: "The VIP club link opens the overlay's VIP flow" (no "Coming soon" page):
    // without the overlay's script it loads this page with spec 002 §2.4 "vxpAutoFlow auto-opens the named flow".
    expect(notes[2]!.querySelector('a')?.getAttribute('href')).toBe('/en/amateur/mia/videos/7/?vxpAutoFlow=vipabo');
  });
});
