/**
 * issue 12 §2: "SEO: per page title, meta description, canonical, hreflang alternates for de/en/es/nl,
 * Open Graph image; /sitemap.xml (all performers, videos, albums, in every language) and /robots.txt; performers' tag pages too.
 * An unknown language (/fr/) gives the English start page (spec 000 §1), not a German 404."
 * In real Chromium on both brands: a page listed in the sitemap names itself as canonical and
 * carries the same alternates as its sitemap entry.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startVelvet, type Velvet } from './harness';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet({ VELVET_SEED_SCALE: '0.1' });
});
afterAll(async () => {
  await velvet?.close();
});

interface SitemapEntry {
  loc: string;
  alternates: [hrefLang: string, href: string][];
}

async function firstEntry(origin: string, file: string): Promise<SitemapEntry> {
  const xml = await (await fetch(`${origin}/sitemaps/${file}`)).text();
  const url = /<url>(.*?)<\/url>/.exec(xml)![1]!;
  return {
    loc: /<loc>([^<]+)<\/loc>/.exec(url)![1]!,
    alternates: [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, match[2]!]),
  };
}

/** The head as the browser has it once the page has rendered its content. */
async function headOf(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('meta[name="description"]') !== null);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated-at'));
  return page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    robots: document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    // For a moment after hydration the server's tags and React's are both in the head (PageHead removes the
    // server's only after React's commit, so the page is never without a title; two CI runs read 6 alternates
    // instead of 3 then). The same pair twice is that moment; any pair that differs still fails the test.
    alternates: [...new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => `${link.hreflang} ${link.href}`))]
      .map((pair) => pair.split(' ')),
    ogImage: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content ?? null,
  }));
}

describe.each([
  ['Velvet', 'site', 'Velvet'],
  ['Terciopelo', 'whiteLabel', 'Terciopelo'],
] as const)('%s', (_brand, origin, brandName) => {
  it.each(['performers-1.xml', 'videos-1.xml', 'albums-1.xml', 'performer-tags-1.xml'])('the first page of %s names itself canonical, with the alternates of the sitemap', async (file) => {
    const entry = await firstEntry(velvet.urls[origin], file);
    expect(entry.loc.startsWith(`${velvet.urls[origin]}/`)).toBe(true);
    const { page, problems, close } = await openPage(velvet);
    try {
      const response = await page.goto(entry.loc);
      expect(response?.status()).toBe(200);
      const head = await headOf(page);
      expect(head.title).toMatch(new RegExp(` · ${brandName}$`));
      expect(head.description.length).toBeGreaterThan(40);
      expect(head.robots).toBeNull();
      expect(head.canonical).toBe(entry.loc);
      expect(head.alternates).toEqual(entry.alternates);
      // The item's own picture, absolute on the page's origin.
      expect(head.ogImage).toMatch(new RegExp(`^${velvet.urls[origin]}/img/`));
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('an unknown language', () => {
  it.each(['/fr/', '/fr/videos/'])('%s is the English start page, with status 200 and the English canonical', async (path) => {
    const { page, problems, close } = await openPage(velvet);
    try {
      const response = await page.goto(`${velvet.urls.site}${path}`);
      expect(response?.status()).toBe(200);
      const head = await headOf(page);
      expect(head.lang).toBe('en');
      expect(await page.locator('main h1').first().textContent()).toBe('Meet amateur performers live, and watch their videos whenever you like.');
      expect(head.canonical).toBe(`${velvet.urls.site}/en/`);
      expect(head.ogImage).toBe(`${velvet.urls.site}/og/velvet.svg`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('pages kept out of the index', () => {
  it('the 404 page says noindex and names no canonical', async () => {
    const { page, close } = await openPage(velvet);
    try {
      const response = await page.goto(`${velvet.urls.site}/en/no-such-page/`);
      expect(response?.status()).toBe(404);
      const head = await headOf(page);
      expect(head.robots).toBe('noindex, follow');
      expect(head.canonical).toBeNull();
      expect(head.alternates).toEqual([]);
    } finally {
      await close();
    }
  });
});
