// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryCookieEngine, createMemoryLocalEngine, resetConsentState, resetStorageRegistry, setConsentEngines } from '../../../sdk/consent';
import { AGE_GATE_COOKIE, AGE_GATE_EXIT_URL, AGE_GATE_VALUE } from '../../../sdk/consent/age-gate';
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

const gate = () => document.querySelector<HTMLElement>('.age-gate [role="dialog"]');
const feature = () => document.querySelector('[data-feature]')?.getAttribute('data-feature') ?? null;

// issue 12 §4: "a first visit shows an 18+ confirmation before any content (remembered in a necessary cookie;
// leaving goes to a neutral page)".
describe('the age gate', () => {
  it('shows only the question on a first visit: no page, header or footer, the focus on "enter"', async () => {
    site = await renderSite('/en/', { loaders: STUB_LOADERS, ageConfirmed: false });
    const dialog = await waitFor('the age gate', gate);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Are you 18 or older?');
    expect(dialog.textContent).toContain('Velvet is a platform for adults');
    expect(feature()).toBeNull();
    expect(document.querySelector('header.site-header, footer.site-footer')).toBeNull();
    expect(document.activeElement?.textContent).toBe('I am 18 or older – enter');
    const leave = [...dialog.querySelectorAll('a')].find((link) => link.textContent === 'I am under 18 – leave');
    expect(leave?.getAttribute('href')).toBe(AGE_GATE_EXIT_URL);
    expect(leave?.getAttribute('rel')).toBe('noreferrer');
  });

  it('"enter" writes the necessary age cookie and shows the page', async () => {
    site = await renderSite('/en/', { loaders: STUB_LOADERS, ageConfirmed: false });
    const dialog = await waitFor('the age gate', gate);
    await act(() => (document.activeElement as HTMLButtonElement).click());
    await waitFor('the home page', () => feature() === 'home');
    expect(gate()).toBeNull();
    expect(cookies.jar.get(AGE_GATE_COOKIE)).toBe(AGE_GATE_VALUE);
    expect(dialog.isConnected).toBe(false);
  });

  it.each([['/en/terms-of-service/'], ['/datenschutz/'], ['/es/proteccion-de-datos/']])('leaves %s readable without confirming', async (path) => {
    site = await renderSite(path, { loaders: STUB_LOADERS, ageConfirmed: false });
    await waitFor('the legal page', () => feature() === 'legal');
    expect(gate()).toBeNull();
  });

  it('links the legal pages and the brand\'s other languages from the gate', async () => {
    site = await renderSite('/es/', { brandId: 'terciopelo', loaders: STUB_LOADERS, ageConfirmed: false });
    const dialog = await waitFor('the age gate', gate);
    expect(dialog.textContent).toContain('Terciopelo es una plataforma para adultos');
    const hrefs = [...dialog.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/es/terminos-y-condiciones/', '/es/proteccion-de-datos/', '/en/']));
  });

  it('is not shown to a guest whose cookie says they confirmed', async () => {
    site = await renderSite('/en/', { loaders: STUB_LOADERS, ageConfirmed: true });
    await waitFor('the home page', () => feature() === 'home');
    expect(gate()).toBeNull();
  });
});
