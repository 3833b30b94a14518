// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../testing/render-site';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

async function openSite(path = '/en/') {
  site = await renderSite(path, { loaders: STUB_LOADERS });
  const { container } = site;
  const button = await waitFor('the menu button', () => container.querySelector<HTMLButtonElement>('.mobile-menu__button'));
  const panel = container.querySelector<HTMLElement>(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`);
  if (!panel) throw new Error('mobile menu: expected the panel named by aria-controls, got none');
  return { button, panel };
}

// spec 000 §2: "the mobile menu mode applies when the viewport width is under 1023 px" (the CSS media query);
// the behaviour of the disclosure is the same at every width, so it is tested here without a viewport.
describe('MobileMenu', () => {
  it('starts closed and toggles aria-expanded and the panel with each click', async () => {
    const { button, panel } = await openSite();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Open menu');

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Close menu');

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('holds the navigation and the language selector', async () => {
    const { panel } = await openSite();
    expect([...panel.querySelectorAll('nav a')].map((link) => link.getAttribute('href'))).toEqual([
      '/en/',
      // Issue 12 item 6 links only built screens; issue 14 built cams and free chat, so the menu links them.
      '/en/cams/',
      '/en/free-chat/',
      '/en/videos/',
      '/en/new-girls/',
      // Issue 15 items 2-3: the actor search.
      '/en/find-models/',
    ]);
    expect(panel.querySelector('select')).not.toBeNull();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { button, panel } = await openSite();
    act(() => button.click());
    panel.querySelector<HTMLAnchorElement>('nav a')?.focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link in it is followed', async () => {
    const { button, panel } = await openSite();
    act(() => button.click());
    const { router } = site!;
    await act(() => router.navigate('/en/videos/'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });
});
