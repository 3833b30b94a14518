// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actor, searchResult } from '../../../sdk/search-overlay/fixtures';
import type { VelvetSearchOverlayElement } from '../../../widgets/search-overlay/search-overlay';
import { renderSite, settle, STUB_LOADERS, waitFor, type RenderedSite } from '../../testing/render-site';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
/** Helper P's global search (SEARCH-CONTRACT15) as a fake transport: every pattern finds Anna. */
const fetchMock = vi.fn(async (url: string) => {
  const match = /\/searchResult\/search\/(\w+)\/([^/?]+)/.exec(String(url));
  if (match) return json({ success: true, data: searchResult(decodeURIComponent(match[2]!), { actors: [actor(1, 'Anna', true)] }) });
  return json({ success: true, data: [] });
});

let site: RenderedSite | undefined;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  site?.unmount();
  site = undefined;
  vi.unstubAllGlobals();
});

async function openSite(path = '/en/') {
  site = await renderSite(path, { loaders: STUB_LOADERS });
  const button = await waitFor('the header search button', () => site!.container.querySelector<HTMLButtonElement>('.header-search__button'));
  // Its controller comes after hydration (the first route holds the button only) and sets its aria- states.
  await waitFor('the search button ready', () => button.getAttribute('aria-haspopup') === 'dialog');
  return { site, button };
}
const where = () => `${site!.router.state.location.pathname}${site!.router.state.location.search}`;
// The overlay renders into <body> (a portal), out of the header's stacking context.
const overlay = () => document.querySelector<VelvetSearchOverlayElement>('velvet-search-overlay');
const searchInput = () => overlay()?.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]') ?? null;
const key = (target: EventTarget, name: string) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true })));

describe('the header search (issue 15 §5: "opens from a header button and from the "/" key", "the state in the URL so Back and Forward restore it")', () => {
  it('a button in the header of every page, named in the page language', async () => {
    const { button } = await openSite('/');
    expect(button.getAttribute('aria-label')).toBe('Suche');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('/');
    // Not in the first route's code: the overlay loads on the first open.
    expect(overlay()).toBeNull();
  });

  it('the button opens it as ?search= on the current page (a new history entry), focus in its input', async () => {
    const { button } = await openSite('/en/videos/?page=2');
    act(() => button.click());
    expect(where()).toBe('/en/videos/?page=2&search=');
    expect(site!.router.state.historyAction).toBe('PUSH');
    const field = await waitFor('the open search input', searchInput);
    await waitFor('the focus in the input', () => overlay()!.shadowRoot!.activeElement === field);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('"/" opens it, but not while the guest types in a field', async () => {
    await openSite();
    const field = document.createElement('input');
    site!.container.append(field);
    field.focus();
    key(field, '/');
    expect(where()).toBe('/en/');
    field.blur();
    key(document.body, '/');
    expect(where()).toBe('/en/?search=');
    await waitFor('the open search input', searchInput);
  });

  it('typing replaces the entry; Enter on a result routes to it; Back shows the search with the pattern again; Escape closes it and focuses the button', async () => {
    const { button } = await openSite();
    act(() => button.click());
    const field = await waitFor('the open search input', searchInput);
    act(() => {
      field.value = 'anna';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(where()).toBe('/en/?search=anna');
    expect(site!.router.state.historyAction).toBe('REPLACE');
    await waitFor('the actor option', () => overlay()!.shadowRoot!.querySelector('[data-key="a1"]'));
    key(field, 'ArrowDown');
    key(field, 'Enter');
    await waitFor('her profile', () => where() === '/en/anna/');
    expect(overlay()!.isOpen).toBe(false);

    await act(() => site!.router.navigate(-1));
    await waitFor('the search again', () => overlay()!.isOpen && searchInput()?.value === 'anna');
    expect(where()).toBe('/en/?search=anna');

    key(searchInput()!, 'Escape');
    await waitFor('the page without the search', () => where() === '/en/');
    expect(overlay()!.isOpen).toBe(false);
    await waitFor('the focus on the header button', () => document.activeElement === button);
  });

  it('Back closes what the button opened, Forward reopens it', async () => {
    const { button } = await openSite();
    act(() => button.click());
    await waitFor('the open search input', searchInput);
    await act(() => site!.router.navigate(-1));
    await waitFor('the closed search', () => !overlay()!.isOpen);
    expect(where()).toBe('/en/');
    await act(() => site!.router.navigate(1));
    await waitFor('the search again', () => overlay()!.isOpen);
  });

  it('the age gate has no header: "/" opens nothing there (issue 12 §4 "an 18+ confirmation before any content")', async () => {
    site = await renderSite('/en/videos/', { loaders: STUB_LOADERS, ageConfirmed: false });
    await waitFor('the age gate', () => site!.container.querySelector('main'));
    // The controller is there (it loads with the scroll handling after hydration) but finds no header button.
    await settle();
    key(document.body, '/');
    expect(where()).toBe('/en/videos/');
  });

  it('a page that arrives with ?search= shows the search with the pattern (a reload, a shared link)', async () => {
    await openSite('/en/?search=anna');
    await waitFor('the search with the pattern', () => searchInput()?.value === 'anna');
    await waitFor('the result', () => overlay()!.shadowRoot!.querySelector('[data-key="a1"]'));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('searchResult/search'))).toEqual([expect.stringContaining('/rest/v1/searchResult/search/en/anna')]);
  });
});
