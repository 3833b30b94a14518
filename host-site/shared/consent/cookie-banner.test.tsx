// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $consent, createMemoryCookieEngine, createMemoryLocalEngine, resetConsentState, resetStorageRegistry, setConsentEngines } from '../../../sdk/consent';
import { resetSessionStore } from '../../../sdk/session';
import { renderSite, STUB_LOADERS, waitFor, type RenderedSite } from '../../testing/render-site';

let site: RenderedSite | undefined;
let cookies: ReturnType<typeof createMemoryCookieEngine>;

beforeEach(() => {
  cookies = createMemoryCookieEngine();
  setConsentEngines({ cookies, local: createMemoryLocalEngine() });
});
afterEach(() => {
  site?.unmount();
  site = undefined;
  resetConsentState();
  resetStorageRegistry();
  resetSessionStore();
});

const banner = () => document.querySelector<HTMLElement>('[data-testid="cookie-banner"]');
const button = (root: ParentNode, text: string) => {
  const found = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
  if (!found) throw new Error(`expected a button "${text}", got ${[...root.querySelectorAll('button')].map((b) => `"${b.textContent}"`).join(', ')}`);
  return found;
};
const switches = (root: ParentNode) => [...root.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
const click = (element: HTMLElement) => act(() => element.click());

describe('CookieBanner', () => {
  // spec 002 §9: "Cookie consent categories: necessary (always allowed), functional, analytics."
  it.each([
    ['Accept all', 'v1.f1.a1', { functional: true, analytics: true }],
    ['Only necessary', 'v1.f0.a0', { functional: false, analytics: false }],
  ])('"%s" stores %s in the consent cookie and hides the banner', async (label, cookie, granted) => {
    site = await renderSite('/en/', { loaders: STUB_LOADERS });
    const shown = await waitFor('the cookie banner', banner);
    expect(shown.querySelector('h2')?.textContent).toBe('Cookies and your privacy');
    click(button(shown, label));
    expect(cookies.jar.get('vc')).toBe(cookie);
    expect($consent.get()).toEqual({ decided: true, ...granted });
    expect(banner()).toBeNull();
  });

  it('"Settings" shows necessary on and locked, the others off; Save stores the switches', async () => {
    site = await renderSite('/en/', { loaders: STUB_LOADERS });
    const shown = await waitFor('the cookie banner', banner);
    click(button(shown, 'Settings'));
    const [necessary, functional, analytics] = switches(shown);
    expect([necessary?.checked, necessary?.disabled, functional?.checked, analytics?.checked]).toEqual([true, true, false, false]);
    expect(document.activeElement).toBe(functional); // keyboard users land on the first switch they can change
    click(functional!);
    click(button(shown, 'Save'));
    expect(cookies.jar.get('vc')).toBe('v1.f1.a0');
    expect(banner()).toBeNull();
  });

  it('stays away once decided and reopens from "Cookie settings" with the stored choice', async () => {
    cookies.jar.set('vc', 'v1.f0.a1');
    setConsentEngines({ cookies, local: createMemoryLocalEngine() });
    site = await renderSite('/de/', { loaders: STUB_LOADERS });
    expect(banner()).toBeNull();
    const reopen = button(site.container, 'Cookie-Einstellungen');
    reopen.focus();
    click(reopen);
    const shown = await waitFor('the reopened banner', banner);
    expect(switches(shown).map((toggle) => toggle.checked)).toEqual([true, false, true]);
    click(button(shown, 'Abbrechen'));
    expect(banner()).toBeNull();
    expect(cookies.jar.get('vc')).toBe('v1.f0.a1');
    expect(document.activeElement).toBe(reopen);
  });

  it('revoking analytics from the settings deletes the analytics id', async () => {
    cookies.jar.set('vc', 'v1.f1.a1');
    cookies.jar.set('vaid', 'id-1');
    setConsentEngines({ cookies, local: createMemoryLocalEngine() });
    site = await renderSite('/en/', { loaders: STUB_LOADERS });
    click(button(site.container, 'Cookie settings'));
    const shown = await waitFor('the reopened banner', banner);
    click(switches(shown)[2]!);
    click(button(shown, 'Save'));
    expect([...cookies.jar]).toEqual([['vc', 'v1.f1.a0']]);
  });
});
