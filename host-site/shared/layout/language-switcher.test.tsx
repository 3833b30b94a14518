// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../sdk/config';
import { switchLanguage } from '../../../sdk/routes';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../testing/render-site';

let site: RenderedSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

/** Picks an option of the desktop select the way a browser does: new value, then a bubbling change event. */
function choose(select: HTMLSelectElement, value: string): void {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('LanguageSwitcher', () => {
  // spec 000 §2: German without prefix, English /en/, Spanish /es/, Dutch /nl/; "the Spanish word for pictures is fotos"
  it.each<[string, Language, string]>([
    ['/en/amateur/x/', 'de', '/amateur/x/'],
    ['/amateur/x/', 'en', '/en/amateur/x/'],
    ['/en/amateur/x/pictures/', 'es', '/es/amateur/x/fotos/'],
    ['/nl/videos/', 'en', '/en/videos/'],
    ['/', 'nl', '/nl/'],
  ])('on %s choosing %s opens %s, the path sdk switchLanguage gives', async (path, language, expected) => {
    site = await renderSite(path, { loaders: STUB_LOADERS });
    const { container, router } = site;
    const select = await waitFor('the desktop language select', () =>
      container.querySelector<HTMLSelectElement>('.language-switcher--desktop select'),
    );
    choose(select, language);
    await waitFor(`navigation to ${expected}`, () => router.state.location.pathname === expected);
    expect(router.state.location.pathname).toBe(switchLanguage(path, language));
    expect(container.querySelector<HTMLSelectElement>('.language-switcher--desktop select')?.value).toBe(language);
  });

  it('offers exactly the brand languages, each in its own name', async () => {
    site = await renderSite('/es/', { brandId: 'terciopelo', loaders: STUB_LOADERS });
    const { container } = site;
    const select = await waitFor('the select', () => container.querySelector<HTMLSelectElement>('.language-switcher--desktop select'));
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['es', 'Español'],
      ['en', 'English'],
    ]);
  });

  it('has a visible-to-assistive-tech label in the page language', async () => {
    site = await renderSite('/nl/', { loaders: STUB_LOADERS });
    const { container } = site;
    const select = await waitFor('the select', () => container.querySelector<HTMLSelectElement>('.language-switcher--desktop select'));
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Taal');
  });
});
