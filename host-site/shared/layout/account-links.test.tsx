// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuestSession } from '../../../sdk/api/guest-types';
import { $guest, resetSessionStore } from '../../../sdk/session';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../testing/render-site';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
  resetSessionStore();
});

const desktopLinks = (container: HTMLElement) => container.querySelector<HTMLElement>('.account-links--desktop');
const guest = (fields: Partial<GuestSession>) => ({ id: 'g1', name: null, balance: 0, balanceFormatted: '0 VXC', ...fields }) as GuestSession;

describe('AccountLinks', () => {
  it('shows nothing until the session is known, so "Log in" never flashes for a logged-in guest', async () => {
    site = await renderSite('/en/', { loaders: STUB_LOADERS });
    const links = await waitFor('the account corner', () => desktopLinks(site!.container));
    expect(links.textContent).toBe('');
  });

  it('offers "Log in" and "Sign up" to an anonymous guest, both bringing them back here', async () => {
    $guest.set(guest({ isLoggedIn: false }));
    site = await renderSite('/en/videos/', { loaders: STUB_LOADERS });
    const links = await waitFor('the log-in link', () => desktopLinks(site!.container)?.querySelector('a') && desktopLinks(site!.container));
    const hrefs = [...links.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Log in', '/en/login/?next=%2Fen%2Fvideos%2F'],
      ['Sign up', '/en/signup/?next=%2Fen%2Fvideos%2F'],
    ]);
  });

  it('shows name, balance in VXC (German digits on a German page) and a log-out button when logged in', async () => {
    $guest.set(guest({ isLoggedIn: true, name: 'Sam', balance: 1250 }));
    site = await renderSite('/', { loaders: STUB_LOADERS });
    const links = await waitFor('the balance', () => desktopLinks(site!.container)?.querySelector('[data-testid="header-balance"]') && desktopLinks(site!.container));
    expect(links.querySelector('.account-links__name')?.textContent).toBe('Sam');
    expect(links.querySelector('[data-testid="header-balance"]')?.textContent).toBe('1.250\u00a0VXC');
    expect(links.querySelector('button')?.textContent).toBe('Abmelden');
    // The balance follows the store: a purchase elsewhere updates the header.
    act(() => $guest.set(guest({ isLoggedIn: true, name: 'Sam', balance: 1100 })));
    expect(links.querySelector('[data-testid="header-balance"]')?.textContent).toBe('1.100\u00a0VXC');
  });
});
