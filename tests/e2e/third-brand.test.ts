// issue 16 §5: "A third brand is one config file: a test adds a fixture brand and gets a working site from it."
// The server's white-label origin serves the brand of one JSON file (VELVET_WHITE_LABEL_BRAND, here
// fixtures/lavanda.brand.json): no code, no build and no list of brands changes. Real Chromium against the
// real server: the site renders and hydrates in the brand's name, colours and languages, and shows nothing of
// Velvet or Terciopelo; its legal pages, mails and share image are the brand's own.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, startVelvet, type Velvet } from './harness';
import { signUpThroughApi, waitForScreen } from './site-pages';

const FIXTURE = resolve(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'lavanda.brand.json');
/** The fixture's primary colour #6d28d9, as the browser computes it. */
const LAVANDA_PRIMARY = 'rgb(109, 40, 217)';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet({ VELVET_WHITE_LABEL_BRAND: FIXTURE });
});
afterAll(async () => {
  await velvet?.close();
});

/** Every visible (or read-out) text of the page and its widgets' shadow roots, with the title and meta contents. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, ...[...document.querySelectorAll('meta[content]')].filter((meta) => meta.getAttribute('name') !== 'velvet-brand').map((meta) => meta.getAttribute('content') ?? '')];
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!['SCRIPT', 'STYLE'].includes(node.parentElement?.tagName ?? '')) parts.push(node.textContent ?? '');
          continue;
        }
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const element = node as Element;
        for (const name of ['title', 'alt', 'aria-label', 'placeholder']) parts.push(element.getAttribute(name) ?? '');
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document.documentElement);
    return parts.join('\n');
  });
}

describe('a third brand from one config file', () => {
  it('renders and hydrates its home page in its own name, colours and default language', async () => {
    const { page, problems, close } = await openPage(velvet);
    const arrival = await page.goto(`${velvet.urls.whiteLabel}/`);
    // "/" opens in the brand's default language (Dutch here: neither Velvet's German nor Terciopelo's Spanish).
    expect(new URL(arrival!.url()).pathname).toBe('/nl/');
    await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
    await waitForScreen(page);
    const look = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      brand: document.querySelector('meta[name="velvet-brand"]')?.getAttribute('content'),
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      logo: document.querySelector('.site-header__logo')?.textContent?.trim(),
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      background: getComputedStyle(document.body).backgroundColor,
      languages: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang')).filter((language) => language !== 'x-default').sort(),
    }));
    const words = await pageWords(page);
    await close();
    expect(look).toEqual({ lang: 'nl', brand: 'lavanda', themeColor: '#3b2a5a', logo: 'Lavanda', primary: '#6d28d9', background: 'rgb(18, 14, 26)', languages: ['en', 'nl'] });
    expect(words).toContain('Lavanda');
    expect(words.match(/.{0,40}(velvet|terciopelo).{0,40}/gi) ?? []).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows tile prices in its colour, its own operator on the legal pages, and sends mails as itself', async () => {
    const { page, close } = await openPage(velvet);
    await page.goto(`${velvet.urls.whiteLabel}/nl/videos/aanbiedingen/`);
    await waitForScreen(page);
    const price = await page.evaluate(() => {
      const element = document.querySelector('main velvet-tile-grid')?.shadowRoot?.querySelector('.price');
      return element ? getComputedStyle(element).color : null;
    });
    await page.goto(`${velvet.urls.whiteLabel}/en/terms-of-service/`);
    await waitForScreen(page);
    const terms = await pageWords(page);
    const name = `lavanda_${Date.now() % 100000}`;
    await signUpThroughApi(page, velvet.urls.whiteLabel, name);
    const image = await page.request.get(`${velvet.urls.whiteLabel}/og/lavanda.svg`);
    const imageText = await image.text();
    await close();
    expect(price).toBe(LAVANDA_PRIMARY);
    expect(terms).toContain('Lavanda is a service of Lavanda Demo B.V.');
    expect(terms.match(/.{0,40}(velvet|terciopelo).{0,40}/gi) ?? []).toEqual([]);
    const mail = await mailTo(`${name}@example.com`);
    expect(mail.from).toBe('Lavanda <no-reply@lavanda.example>');
    expect(mail.text).toContain('Welcome to Lavanda!');
    expect([image.status(), image.headers()['content-type'], imageText]).toEqual([200, 'image/svg+xml', expect.stringContaining('>Lavanda</text>')]);
  });
});

/** The first mail to `to` (it goes out after the sign-up's answer). */
async function mailTo(to: string): Promise<{ from: string; text: string }> {
  const dir = join(velvet.dataDir, 'outbox');
  for (;;) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as { to: string; from: string; text: string };
      if (mail.to === to) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
