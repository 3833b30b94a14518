// issue 16 §5: "The white label: nothing of Velvet reaches a Terciopelo guest: mails (subject, body, sender),
// overlay, 3-D Secure popup origin, colours, titles, favicon, modals, legal pages, error pages. A test crawls
// every page, modal and mail of the white label and fails on 'Velvet'."
// Real Chromium against the real server: every page type of the site in each Terciopelo language, then every
// screen reachable by a link from them, logged out and as a member; every modal of the modal host; the payment
// overlay as the white label opens it; the 3-D Secure page; the mails; robots.txt and the sitemap.
//
// What counts as reaching the guest: everything the page shows or reads out (text, hidden text included, of
// the document and of every widget's shadow root; title, alt, aria-label, placeholder and value attributes;
// the document title; meta contents such as description and Open Graph; favicon, manifest, canonical and
// alternate links) and any link, image or frame on the Velvet site's origin. Not counted, and the only
// exceptions: the platform's technical names a guest never reads, which partners' pages use as the public
// embedding API (the custom elements <velvet-tile-grid> ..., the --velvet-* CSS properties, the velvet-brand
// meta name, element ids, cookie names). Renaming those would break every partner's embed code.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import type { Language } from '../../sdk/config';
import { buildPath, matchPath } from '../../sdk/routes';
import { SANDBOX_CARDS } from '../../server/money/payment-provider';
import { openPage, startVelvet, type Velvet } from './harness';
import { pageTypes, sampleContent, signUpThroughApi, waitForScreen, type SampleContent } from './site-pages';

let velvet: Velvet;
let sample: SampleContent;
beforeAll(async () => {
  velvet = await startVelvet();
  sample = await sampleContent(velvet.urls.whiteLabel);
});
afterAll(async () => {
  await velvet?.close();
});

/** Terciopelo's languages (white-label/brands/terciopelo.json). */
const LANGUAGES: Language[] = ['es', 'en'];
/** Terciopelo's primary colour #c2410c, as the browser computes it. */
const TERCIOPELO_PRIMARY = 'rgb(194, 65, 12)';
/** A safety net against a crawl that never ends: some 40 distinct screens per language. */
const MAX_VISITS = 70;

/** Every place of the document (and its widgets' shadow roots) where "Velvet" reaches the guest, as "where: text". */
async function leaksIn(target: Page | Frame, siteOrigin: string): Promise<string[]> {
  return target.evaluate((siteOrigin) => {
    const found: string[] = [];
    const note = (where: string, text: string | null | undefined) => {
      if (text && /velvet/i.test(text)) found.push(`${where}: ${text.trim().replace(/\s+/g, ' ').slice(0, 140)}`);
    };
    const onSite = (where: string, url: string | null) => {
      if (url && !url.startsWith('data:') && new URL(url, location.href).origin === siteOrigin) found.push(`${where} on the Velvet site's origin: ${url}`);
    };
    note('document title', document.title);
    for (const meta of document.querySelectorAll('meta[content]')) {
      const key = meta.getAttribute('name') ?? meta.getAttribute('property') ?? meta.getAttribute('http-equiv') ?? '';
      if (key === 'velvet-brand' || key === 'velvet-overlay-origin') continue;
      note(`<meta ${key}>`, meta.getAttribute('content'));
    }
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="manifest"], link[rel="canonical"], link[rel="alternate"], link[rel="apple-touch-icon"]')) {
      note(`<link rel=${link.rel}>`, link.getAttribute('href'));
      onSite(`<link rel=${link.rel}>`, link.href);
    }
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement?.tagName.toLowerCase() ?? 'shadow root';
          if (parent !== 'script' && parent !== 'style') note(`text in <${parent}>`, node.textContent);
          continue;
        }
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const element = node as Element;
        const tag = element.tagName.toLowerCase();
        for (const name of ['title', 'alt', 'aria-label', 'aria-description', 'placeholder', 'value', 'download', 'data-logo-text']) note(`<${tag} ${name}>`, element.getAttribute(name));
        for (const name of ['href', 'src', 'action', 'data-terms-url', 'data-privacy-url', 'data-api-base']) onSite(`<${tag} ${name}>`, element.getAttribute(name));
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document.documentElement);
    return found;
  }, siteOrigin);
}

/** Same as no-dead-ends: one visit per screen and language; a path no route matches is a screen of its own. */
function screenKey(url: string): string {
  const { pathname } = new URL(url);
  const match = matchPath(pathname);
  return match ? `${match.language}:${match.screen}` : `no route:${pathname}`;
}

async function sameOriginLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hrefs: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) hrefs.push(anchor.href);
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return hrefs.filter((href) => new URL(href).origin === window.location.origin).map((href) => href.split('#')[0]!);
  });
}

/** Visits the start paths and every screen linked from what it visits; the leaks of each page, by path. */
async function crawl(page: Page, startPaths: string[], seen: Set<string>): Promise<{ visited: string[]; leaks: string[] }> {
  const origin = velvet.urls.whiteLabel;
  const queue = startPaths.map((path) => `${origin}${path}`);
  for (const url of queue) seen.add(screenKey(url));
  const result = { visited: [] as string[], leaks: [] as string[] };
  while (queue.length > 0 && result.visited.length < MAX_VISITS) {
    const url = queue.shift()!;
    const path = url.slice(origin.length);
    result.visited.push(path);
    await page.goto(url);
    // A screen that does not render (a 404, a loader's error) is scanned as it is: its error text must not leak either.
    await waitForScreen(page).catch(() => undefined);
    for (const leak of await leaksIn(page, velvet.urls.site)) result.leaks.push(`${path} ${leak}`);
    for (const link of await sameOriginLinks(page)) {
      const key = screenKey(link);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(link);
    }
  }
  return result;
}

describe.each(LANGUAGES)('the white label in %s', (language) => {
  it('shows nothing of Velvet on any page a logged-out guest reaches, the age gate included', async () => {
    const firstVisit = await openPage(velvet, { width: 1280, height: 900 }, { ageConfirmed: false });
    await firstVisit.page.goto(`${velvet.urls.whiteLabel}${buildPath('home', {}, language)}`);
    await firstVisit.page.waitForSelector('main h1');
    const ageGateLeaks = await leaksIn(firstVisit.page, velvet.urls.site);
    await firstVisit.close();

    const { page, close } = await openPage(velvet);
    const starts = pageTypes(language, sample).filter((type) => !type.member).map((type) => type.path);
    const result = await crawl(page, starts, new Set());
    await close();
    expect(result.visited.length).toBeGreaterThan(starts.length);
    expect([...ageGateLeaks, ...result.leaks]).toEqual([]);
  });

  it('shows nothing of Velvet on a member\'s pages, and the member\'s mails come from Terciopelo', async () => {
    const { page, close } = await openPage(velvet);
    await page.goto(`${velvet.urls.whiteLabel}${buildPath('home', {}, language)}`);
    const name = `leakscan_${language}_${Date.now() % 100000}`;
    await signUpThroughApi(page, velvet.urls.whiteLabel, name);
    const asked = await page.request.post(`${velvet.urls.whiteLabel}/rest/v1/guest/passwordLost?lang=${language}`, { data: { email: `${name}@example.com` } });
    expect(asked.status()).toBe(200);
    const starts = pageTypes(language, sample).filter((type) => type.member).map((type) => type.path);
    const result = await crawl(page, starts, new Set());
    // The sandbox's 3-D Secure page, which the overlay opens as a popup, on the origin the member pays on.
    const topUp = await page.request.post(`${velvet.urls.whiteLabel}/rest/v1/payment/topup?lang=${language}`, {
      data: { amountEuros: 20, card: { number: SANDBOX_CARDS.requires3ds, expiry: '12/39', cvc: '123' }, idempotencyKey: `leakscan-${name}` },
    });
    const { challengeUrl } = (await topUp.json()) as { challengeUrl: string };
    expect(new URL(challengeUrl).origin).toBe(velvet.urls.whiteLabel);
    await page.goto(challengeUrl);
    const popupLeaks = await leaksIn(page, velvet.urls.site);
    await close();

    const mails = await mailsTo(`${name}@example.com`, 2);
    const mailLeaks = mails.flatMap((mail) => [mail.from, mail.subject, mail.text, ...mail.links].filter((text) => /velvet/i.test(text) || text.includes(velvet.urls.site)).map((text) => `mail "${mail.subject}": ${text.slice(0, 140)}`));
    expect(mails.map((mail) => mail.from)).toEqual(['Terciopelo <no-reply@terciopelo.example>', 'Terciopelo <no-reply@terciopelo.example>']);
    expect([...result.leaks, ...popupLeaks, ...mailLeaks]).toEqual([]);
  });
});

/** The mails to `to` once `count` of them are in the outbox (a mail goes out after its answer). */
async function mailsTo(to: string, count: number): Promise<Array<{ from: string; subject: string; text: string; links: string[] }>> {
  const dir = join(velvet.dataDir, 'outbox');
  for (;;) {
    const mails = [];
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as { to: string; from: string; subject: string; text: string; links: string[] };
      if (mail.to === to) mails.push(mail);
    }
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The URL of a built module of the site (its Vite manifest), to import the site's own instance in the page. */
async function builtModule(source: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join('dist', 'host-site', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`expected ${source} in the site's manifest, got none`);
  return `/${entry.file}`;
}

/**
 * An expression run in the page as text: the test runner rewrites a function's `import()` into its own
 * loader, while the page must import the site's built module (the instance the page already runs).
 */
function inPage(expression: string): string {
  return `(async () => ${expression})()`;
}

// spec 002 §2.1: the modal host's modals (widgets/modal-host/register-modals.ts), with a product login of the family.
const MODALS: Array<[string, Record<string, unknown>]> = [
  ['avs', {}], ['not-enough-money', { price: 120, balance: 20 }], ['vxcoin-info', {}], ['survey', { type: 'feedback' }], ['feed-signup', {}],
  ['onboarding', {}], ['onboarding-choose', {}], ['exitIntent', {}], ['video-login', {}],
];

describe('the white label\'s modals and payment overlay', () => {
  it.each(LANGUAGES)('every modal in %s shows nothing of Velvet', async (language) => {
    const { page, close } = await openPage(velvet);
    const modals = await builtModule('shared/overlay/site-modals.ts');
    const leaks: string[] = [];
    for (const [id, props] of MODALS) {
      await page.goto(`${velvet.urls.whiteLabel}${buildPath('home', {}, language)}`);
      await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
      const opened = await page.evaluate(inPage(`(await import(${JSON.stringify(modals)})).openSiteModal(${JSON.stringify(id)}, ${JSON.stringify(props)}, ${JSON.stringify(language)})`));
      expect(opened, `modal ${id} opened`).toBe(true);
      // Open and rendered: the host's dialog holds a heading or a button (the modal's own code has loaded).
      await page.waitForFunction(() => {
        const root = document.querySelector('velvet-modal-host')?.shadowRoot;
        return Boolean(root?.querySelector('[role="dialog"] h2, [role="dialog"] h3, [role="dialog"] button:not([aria-label])'));
      });
      for (const leak of await leaksIn(page, velvet.urls.site)) leaks.push(`${id}: ${leak}`);
    }
    await close();
    expect(leaks).toEqual([]);
  });

  it('the payment overlay the white label opens is in Terciopelo\'s colours and names and calls nothing of Velvet', async () => {
    const { page, close } = await openPage(velvet);
    await page.goto(`${velvet.urls.whiteLabel}/es/`);
    await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
    const overlay = await builtModule('shared/overlay/site-overlay.ts');
    await page.evaluate(inPage(`(await import(${JSON.stringify(overlay)})).openSiteOverlay('moneycharge', 'es')`));
    const frameElement = await page.waitForSelector(`iframe[src^="${velvet.urls.overlay}/"]`);
    const frame = (await frameElement.contentFrame())!;
    await frame.waitForSelector('#velvet-overlay h1, #velvet-overlay h2, #velvet-overlay button');
    const root = await frame.evaluate(() => {
      const app = document.getElementById('velvet-overlay')!;
      return { apiBase: app.dataset.apiBase, termsUrl: app.dataset.termsUrl, logo: app.dataset.logoText, primary: document.documentElement.style.getPropertyValue('--color-primary') };
    });
    const leaks = await leaksIn(frame, velvet.urls.site);
    await close();
    expect(root).toMatchObject({ apiBase: velvet.urls.whiteLabel, logo: 'Terciopelo·es', primary: '#c2410c' });
    expect(root.termsUrl?.startsWith(`${velvet.urls.whiteLabel}/es/`)).toBe(true);
    expect(leaks).toEqual([]);
  });

  it('tile prices and badges are in Terciopelo\'s primary colour, not Velvet\'s pink', async () => {
    const { page, close } = await openPage(velvet);
    await page.goto(`${velvet.urls.whiteLabel}${buildPath('onSaleVideos', {}, 'es')}`);
    await waitForScreen(page);
    const colours = await page.evaluate(() => {
      const root = document.querySelector('main velvet-tile-grid')!.shadowRoot!;
      const price = root.querySelector('.price');
      const badge = root.querySelector('.badge:not(.badge--bought):not(.badge--age)');
      return { price: price && getComputedStyle(price).color, badge: badge && getComputedStyle(badge).backgroundColor };
    });
    await close();
    expect(colours).toEqual({ price: TERCIOPELO_PRIMARY, badge: TERCIOPELO_PRIMARY });
  });

  it('robots.txt and the sitemap name nothing of Velvet', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml']) {
      const text = await (await fetch(`${velvet.urls.whiteLabel}${path}`)).text();
      expect(text.match(/.{0,40}velvet.{0,40}/gi) ?? [], path).toEqual([]);
      expect(text.includes(velvet.urls.site), path).toBe(false);
    }
  });
});
