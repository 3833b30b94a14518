// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actor, searchResult, video } from '../../sdk/search-overlay/fixtures';
import { resetSessionStore } from '../../sdk/session/store';
import { resetGlobalConfig } from '../shared/global-config';
import { SEARCH_OVERLAY_TAG, type VelvetSearchOverlayElement } from './search-overlay';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let failSearch = false;
/** Helper P's search API (SEARCH-CONTRACT15) as a fake transport. */
const fetchMock = vi.fn(async (url: string) => {
  const { pathname } = new URL(url, 'http://page.test');
  if (pathname.endsWith('/searchResult/lastSearches')) return json({ success: true, data: ['mia', 'anna'] });
  const match = /\/searchResult\/search\/(\w+)\/(.+)$/.exec(pathname);
  if (match) {
    if (failSearch) return json({ success: false, code: 'INTERNAL' }, 500);
    const pattern = decodeURIComponent(match[2]!);
    if (pattern === 'zzzz') return json({ success: true, data: searchResult(pattern) });
    return json({ success: true, data: searchResult(pattern, { proposals: ['anna'], actors: [actor(1, 'Anna', true), actor(2, 'Annabel')], videos: [video(9, 'Anna at the sea')] }) });
  }
  return json({ error: `unexpected ${pathname}` }, 404);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  failSearch = false;
  resetGlobalConfig();
  resetSessionStore();
  history.replaceState(null, '', '/en/page/');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount(attributes: Record<string, string> = {}): VelvetSearchOverlayElement {
  const element = document.createElement(SEARCH_OVERLAY_TAG);
  for (const [name, value] of Object.entries({ 'api-base': 'http://api.test', 'link-base': 'http://site.test', lang: 'en', ...attributes })) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}
const root = (element: HTMLElement) => element.shadowRoot!;
const input = (element: HTMLElement) => root(element).querySelector<HTMLInputElement>('input[role="combobox"]');
const optionLabels = (element: HTMLElement) => [...root(element).querySelectorAll('[role="option"]')].map((node) => node.querySelector('.label')?.firstChild?.textContent);
const searched = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://page.test').pathname).filter((path) => path.includes('/searchResult/search/'));
function type(element: HTMLElement, value: string): void {
  const field = input(element)!;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const key = (target: EventTarget, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));

describe('<velvet-search-overlay> (issue 15 §5)', () => {
  it('"/" opens it, not while the guest types in a field; results appear as the guest types', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    const element = mount();
    await Promise.resolve();
    field.focus();
    key(field, '/');
    expect(element.isOpen).toBe(false);
    field.blur();
    key(document.body, '/');
    expect(element.isOpen).toBe(true);
    await vi.waitFor(() => expect(input(element)).not.toBeNull());
    type(element, 'anna');
    await vi.waitFor(() => expect(optionLabels(element)).toEqual(['anna', 'Anna', 'Annabel', 'Show all (2)', 'Anna at the sea', 'Show all (1)']));
    expect(searched()).toEqual(['/rest/v1/searchResult/search/en/anna']);
    expect(root(element).querySelector('.status')?.textContent).toBe('3 results');
    expect(location.search).toBe('?search=anna');
  });

  it('arrows move across the groups and Enter opens the option (velvet-navigate, cancelable)', async () => {
    const element = mount();
    element.show('anna');
    await vi.waitFor(() => expect(optionLabels(element)).toHaveLength(6));
    const hrefs: string[] = [];
    element.addEventListener('velvet-navigate', (event) => (hrefs.push(event.detail.href), event.preventDefault()));
    for (const name of ['ArrowDown', 'ArrowDown', 'ArrowDown']) key(input(element)!, name);
    await vi.waitFor(() => expect(input(element)!.getAttribute('aria-activedescendant')).toBe('velvet-search-a2'));
    key(input(element)!, 'Enter');
    expect(hrefs).toEqual(['http://site.test/en/annabel/']);
    expect(element.isOpen).toBe(false);
    // The entry the guest leaves keeps the pattern: Back comes to this search again.
    expect(location.search).toBe('?search=anna');
  });

  it('the state is in the address: Back closes it, Forward opens it with the pattern again', async () => {
    const element = mount();
    await Promise.resolve();
    element.show('');
    await vi.waitFor(() => expect(input(element)).not.toBeNull());
    type(element, 'anna');
    expect(location.search).toBe('?search=anna');
    history.back();
    await vi.waitFor(() => expect(element.isOpen).toBe(false));
    expect(location.search).toBe('');
    history.forward();
    await vi.waitFor(() => expect(element.isOpen).toBe(true));
    expect(element.controller.$state.get().pattern).toBe('anna');
  });

  it('Escape closes it even with a pattern, and the address loses ?search=', async () => {
    const element = mount();
    await Promise.resolve();
    const toggles: unknown[] = [];
    element.addEventListener('velvet-search-toggle', (event) => toggles.push(event.detail));
    element.show('anna');
    await vi.waitFor(() => expect(input(element)).not.toBeNull());
    key(input(element)!, 'Escape');
    expect(element.isOpen).toBe(false);
    await vi.waitFor(() => expect(location.search).toBe(''));
    expect(toggles).toEqual([{ open: true, cause: 'page' }, { open: false, cause: 'guest' }]);
  });

  it('the empty state names the pattern; the error state offers "Try again"', async () => {
    const element = mount();
    element.show('zzzz');
    await vi.waitFor(() => expect(root(element).querySelector('.status')?.textContent).toBe('Nothing found for “zzzz”. Try another name or word.'));
    failSearch = true;
    type(element, 'anna');
    await vi.waitFor(() => expect(root(element).querySelector('.status')?.textContent).toBe('The search failed.'));
    failSearch = false;
    root(element).querySelector<HTMLButtonElement>('.retry')!.click();
    await vi.waitFor(() => expect(optionLabels(element)).toHaveLength(6));
  });

  it('the last searches show only when the page says the guest gave functional consent (spec 000 §5 "The search history item is in the functional category")', async () => {
    const without = mount();
    without.show();
    await vi.waitFor(() => expect(input(without)).not.toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('lastSearches'))).toBe(false);
    expect(optionLabels(without)).toEqual([]);
    without.remove();
    history.replaceState(null, '', '/en/page/');

    const granted = mount({ 'last-searches': 'on' });
    granted.show();
    await vi.waitFor(() => expect(optionLabels(granted)).toEqual(['mia', 'anna']));
    expect(root(granted).querySelector('.group-title')?.textContent).toBe('Your last searches');
  });

  it('url-state="off": the host keeps the address; the element tells it the pattern', async () => {
    const element = mount({ 'url-state': 'off', hotkey: 'off' });
    await Promise.resolve();
    key(document.body, '/');
    expect(element.isOpen).toBe(false);
    const patterns: string[] = [];
    element.addEventListener('velvet-search-input', (event) => patterns.push(event.detail.pattern));
    element.show('an');
    await vi.waitFor(() => expect(input(element)).not.toBeNull());
    type(element, 'ann');
    expect(patterns).toEqual(['ann']);
    expect(location.search).toBe('');
    element.hide();
    expect(element.isOpen).toBe(false);
  });

  it('speaks the page language', async () => {
    const element = mount({ lang: 'es' });
    element.show('zzzz');
    await vi.waitFor(() => expect(root(element).querySelector('.status')?.textContent).toBe('No hay resultados para «zzzz». Prueba con otro nombre o palabra.'));
    expect(input(element)!.getAttribute('placeholder')).toBe('Buscar modelos y vídeos');
  });
});
