// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cookieSettingsOpen, createMemoryCookieEngine, createMemoryLocalEngine, resetConsentState, resetStorageRegistry, setConsentEngines } from '../../../sdk/consent';
import { STORAGE_INVENTORY } from '../../../sdk/consent/inventory';
import { resetSessionStore } from '../../../sdk/session';
import { createStaticHandler } from 'react-router';
import { createSiteRoutes } from '../../app/router';
import { createAppServices } from '../../shared/services/create-app-services';
import { renderSite, waitFor, type RenderedSite } from '../../testing/render-site';
import { loadedLegalTexts } from './legal-texts';
import { getBrand } from '../../../white-label/brands';

let site: RenderedSite | undefined;
beforeEach(() => setConsentEngines({ cookies: createMemoryCookieEngine(), local: createMemoryLocalEngine() }));
afterEach(() => {
  site?.unmount();
  site = undefined;
  resetConsentState();
  resetStorageRegistry();
  resetSessionStore();
});

// The session the header asks for is not part of these pages: every call answers 404.
const offline: typeof fetch = async () => new Response('{}', { status: 404 });
const legalPage = () => document.querySelector<HTMLElement>('article.legal-page');

// DESIGN.md "Pages are rendered on the server": nothing suspends in the server render or the hydration; the page
// route's loader awaits the texts (prepareLegal). First in this file: no test before it loaded the Dutch texts.
describe('the legal pages\' route', () => {
  it('has the texts of the page\'s language loaded when its loader is done', async () => {
    expect(loadedLegalTexts('nl')).toBeNull();
    const handler = createStaticHandler(createSiteRoutes(createAppServices({ brand: getBrand('velvet'), fetch: offline }), { readSession: async () => null }));
    const context = await handler.query(new Request('http://localhost/nl/privacy/'));
    expect(context).not.toBeInstanceOf(Response);
    expect(loadedLegalTexts('nl')?.dataProtection.title).toBe('Privacybeleid');
  });
});

// issue 12 §5: "/terms-of-service/ and /data-protection/ (all four languages, both brands, the brand's name)".
// issue 16 §5 changed the Terciopelo row: each brand names the operator of its own config file, nothing of Velvet.
describe('the legal pages', () => {
  it.each([
    ['/en/terms-of-service/', 'velvet', 'Terms of service', 'Velvet is a service of Velvet Demo Operations GmbH', '10117 Berlin'],
    ['/agb/', 'velvet', 'Allgemeine Geschäftsbedingungen', 'Velvet ist ein Angebot der Velvet Demo Operations GmbH', '10117 Berlin'],
    ['/nl/algemene-voorwaarden/', 'velvet', 'Algemene voorwaarden', 'Velvet is een dienst van Velvet Demo Operations GmbH', '10117 Berlin'],
    ['/es/terminos-y-condiciones/', 'terciopelo', 'Condiciones de uso', 'Terciopelo es un servicio de Terciopelo Demo Medios S.L.', '28014 Madrid'],
  ])('%s (%s) shows the terms in its language, with the brand and the operator', async (path, brandId, title, operator, city) => {
    site = await renderSite(path, { brandId, fetch: offline, ageConfirmed: false });
    const page = await waitFor('the legal page', legalPage);
    expect(page.querySelector('h1')?.textContent).toBe(title);
    expect(page.textContent).toContain(operator);
    expect(page.querySelector('address')?.textContent).toContain(city);
    if (brandId === 'terciopelo') expect(page.textContent).not.toMatch(/velvet/i);
    // Every placeholder filled, in the titles and contents too.
    expect(page.textContent).not.toMatch(/\{\w+\}/);
    // The head's code loads after the first render in the browser (shared/seo/page-head.tsx).
    const fullTitle = `${title} · ${brandId === 'velvet' ? 'Velvet' : 'Terciopelo'}`;
    await waitFor('the page title', () => document.title === fullTitle);
  });

  it('prints every stored item of the inventory by category with its lifetime, and reopens the consent settings', async () => {
    site = await renderSite('/en/data-protection/', { fetch: offline });
    const page = await waitFor('the legal page', legalPage);
    const rows = [...page.querySelectorAll<HTMLElement>('tr[data-storage-name]')];
    expect(rows.map((row) => row.dataset.storageName)).toEqual(STORAGE_INVENTORY.map((item) => item.name));
    const ageRow = rows.find((row) => row.dataset.storageName === 'v18')!;
    expect(ageRow.closest('[data-category]')?.getAttribute('data-category')).toBe('necessary');
    expect(ageRow.textContent).toContain('30 days');
    // Issue 13 §3: the player's resume positions are the first functional item; analytics still stores nothing.
    const resumeRow = rows.find((row) => row.dataset.storageName === 'vpr')!;
    expect(resumeRow.closest('[data-category]')?.getAttribute('data-category')).toBe('functional');
    expect(resumeRow.textContent).toContain('Until deleted');
    expect(page.querySelector('[data-category="analytics"]')?.textContent).toContain('Nothing of this category is stored');
    const button = [...page.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Open cookie settings')!;
    await act(() => button.click());
    expect($cookieSettingsOpen.get()).toBe(true);
  });

  it('links to the other legal page and mails the contacts, in the page language', async () => {
    site = await renderSite('/datenschutz/', { fetch: offline });
    const page = await waitFor('the legal page', legalPage);
    const hrefs = [...page.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/agb/', 'mailto:privacy@velvet.example', '#storage']));
    expect(page.textContent).toContain('30 Tage');
  });
});
