// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import type { GuestSession } from '../../../sdk/api/guest-types';
import { createMemoryCookieEngine, createMemoryLocalEngine, resetConsentState, setConsentEngines } from '../../../sdk/consent';
import { $guest, resetSessionStore } from '../../../sdk/session';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../testing/render-site';

let site: RenderedSite | undefined;
let closeAnswers: Array<() => Response>;
const closeRequests: Array<{ method: string; body: unknown }> = [];

// Only guest/closeDataProtection is answered from the queue; anything else the header asks gets a 404.
const fakeFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  if (!url.includes('/rest/v1/guest/closeDataProtection')) return new Response('{}', { status: 404 });
  closeRequests.push({ method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
  const answer = closeAnswers.shift();
  if (!answer) throw new TypeError('Failed to fetch');
  return answer();
};
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  closeAnswers = [];
  closeRequests.length = 0;
  // Decided consent keeps the cookie banner out of the way of these tests.
  const cookies = createMemoryCookieEngine();
  cookies.jar.set('vc', 'v1.f0.a0');
  setConsentEngines({ cookies, local: createMemoryLocalEngine() });
});
afterEach(() => {
  site?.unmount();
  site = undefined;
  resetConsentState();
  resetSessionStore();
});

const guest = (fields: Partial<GuestSession>) => ({ id: 'g1', name: 'Sam', balance: 0, balanceFormatted: '0 VXC', isLoggedIn: true, showDataProtection: true, ...fields }) as GuestSession;
const notice = () => document.querySelector<HTMLElement>('[data-testid="data-protection-notice"]');
const closeButton = (shown: HTMLElement) => shown.querySelector<HTMLButtonElement>('.button')!;

describe('DataProtectionNotice', () => {
  // spec 000 §4: "Data-protection notice: shown until closed; on a successful close it is hidden."
  it('hides only after guest/closeDataProtection succeeded', async () => {
    $guest.set(guest({}));
    closeAnswers.push(json(500, { success: false, error: 'boom' }), json(200, { success: true }));
    site = await renderSite('/en/', { loaders: STUB_LOADERS, fetch: fakeFetch });
    const shown = await waitFor('the notice', notice);
    expect(closeButton(shown).textContent).toBe('Got it');

    act(() => closeButton(shown).click());
    const alert = await waitFor('the error', () => shown.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('could not be saved');
    expect(notice()).toBe(shown);

    act(() => closeButton(shown).click());
    await waitFor('the notice to hide', () => notice() === null);
    expect(closeRequests).toEqual([
      { method: 'POST', body: { accepted: true } },
      { method: 'POST', body: { accepted: true } },
    ]);
    expect($guest.get()?.showDataProtection).toBe(false);
  });

  it('offers a log-in link when the session ended', async () => {
    $guest.set(guest({}));
    closeAnswers.push(json(401, { error: 'login required' }));
    site = await renderSite('/en/videos/', { loaders: STUB_LOADERS, fetch: fakeFetch });
    const shown = await waitFor('the notice', notice);
    act(() => closeButton(shown).click());
    const alert = await waitFor('the error', () => shown.querySelector('[role="alert"]'));
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/en/login/?next=%2Fen%2Fvideos%2F');
    expect(notice()).not.toBeNull();
  });

  it.each([
    ['an anonymous guest', guest({ isLoggedIn: false })],
    ['a guest who closed it', guest({ showDataProtection: false })],
  ])('is not shown to %s', async (_name, session) => {
    $guest.set(session);
    site = await renderSite('/en/', { loaders: STUB_LOADERS, fetch: fakeFetch });
    expect(notice()).toBeNull();
  });
});
