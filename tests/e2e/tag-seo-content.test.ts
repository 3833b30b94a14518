// Issue 15 §8 "SEO content per tag group" in real Chromium against the real server: the tags page's text by
// theme, the video list of one tag and a performer's tag page (spec 001 profile sub-page
// "videos/tag/{tagGroup}", data from "GET seo/getActorSeoContent/{actorId}/{tagGroup}"). The text is in the
// server's HTML (what a crawler reads, before any script), in the page's language and the brand's name, and
// every link in it leads to a real page: a guest goes tags page -> tag list -> a performer's tag page -> her
// next tag by keyboard and mouse.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGE_GATE_COOKIE, AGE_GATE_VALUE } from '../../sdk/consent/age-gate';
import { acknowledgeNotices, openPage, screenshot, startVelvet, type Velvet } from './harness';
import { waitForScreen } from './site-pages';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

/** The page's HTML as the server sends it (a guest who confirmed the age gate), with entities and tags turned into plain text. */
async function serverText(url: string): Promise<{ status: number; html: string; text: string }> {
  const answer = await fetch(url, { headers: { cookie: `${AGE_GATE_COOKIE}=${AGE_GATE_VALUE}` } });
  const html = await answer.text();
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
  return { status: answer.status, html, text };
}

async function api<T>(origin: string, path: string): Promise<T> {
  const answer = await fetch(`${origin}/rest/v1/${path}`);
  expect(answer.status, path).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

interface TagContent { videoCount: number; performerCount: number; topPerformers: { actorId: number; actorName: string; count: number }[] }
interface ActorContent { videoCount: number; relatedTags: { tag: string; count: number }[] }

// Evaluated through the DevTools protocol, which the site's strict CSP (script-src 'self') does not apply to.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page (default rules, shadow roots included), one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${JSON.stringify(node.target)}`));
  });
}

const seoSection = (page: Page) => page.locator('main [data-testid="tag-seo"]');

describe('the SEO text of the tag pages', () => {
  it('is in the server HTML in all four languages of Velvet and in Terciopelo\'s Spanish, with the brand\'s name', async () => {
    const dance = await api<TagContent>(velvet.urls.site, 'seo/getTagSeoContent/dance');
    expect(dance.videoCount).toBeGreaterThan(1);
    const expected: [string, string][] = [
      [`${velvet.urls.site}/videos/?tag=dance`, `Auf Velvet gibt es ${dance.videoCount} Videos mit dem Tag „dance“.`],
      [`${velvet.urls.site}/en/videos/?tag=dance`, `There are ${dance.videoCount} videos with the tag “dance” on Velvet.`],
      [`${velvet.urls.site}/es/videos/?tag=dance`, `En Velvet hay ${dance.videoCount} vídeos con la etiqueta “dance”.`],
      [`${velvet.urls.site}/nl/videos/?tag=dance`, `Op Velvet staan ${dance.videoCount} video’s met de tag “dance”.`],
      [`${velvet.urls.whiteLabel}/es/videos/?tag=dance`, `En Terciopelo hay ${dance.videoCount} vídeos con la etiqueta “dance”.`],
    ];
    for (const [url, sentence] of expected) {
      const { status, text } = await serverText(url);
      expect(status, url).toBe(200);
      expect(text, url).toContain(sentence);
    }
    // The group's paragraph (dance is in the group "moves"), and the white label never names Velvet in it.
    const terciopelo = await serverText(`${velvet.urls.whiteLabel}/es/videos/?tag=dance`);
    expect(terciopelo.text).toContain('Vídeos para moverse al ritmo');
    expect(terciopelo.html.match(/<section class="tag-seo"[\s\S]*?<\/section>/)?.[0]).not.toContain('Velvet');

    const top = dance.topPerformers[0]!;
    const herPage = await serverText(`${velvet.urls.whiteLabel}/es/amateur/${top.actorName}/videos/etiqueta/dance/`);
    expect(herPage.status).toBe(200);
    expect(herPage.text).toContain(`${top.actorName} tiene ${top.count} vídeos con la etiqueta “dance” en Terciopelo.`);
    // Her tag page is a page of its own for search engines: its own title, indexed while it has videos.
    expect(herPage.html).toMatch(new RegExp(`<title[^>]*>${top.actorName}: Vídeos · #dance · Terciopelo</title>`));
    expect(herPage.html).not.toMatch(/<meta name="robots" content="noindex/);
    const empty = await serverText(`${velvet.urls.site}/en/amateur/${top.actorName}/videos/tag/knitting/`);
    expect(empty.text).toContain(`${top.actorName} has no video with the tag “knitting” yet.`);
    expect(empty.html).toMatch(/<meta name="robots" content="noindex/);
  });

  it('leads a guest from the tags page by theme to a tag list, to a performer\'s tag page and on to her next tag (1440 px)', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    try {
      await page.goto(`${velvet.urls.site}/en/videos/tags/`);
      await acknowledgeNotices(page);
      await waitForScreen(page);
      const groups = page.locator('[data-testid="tag-groups"]');
      expect(await groups.getByRole('heading', { level: 2 }).textContent()).toBe('Tags by theme');
      expect(await groups.locator('[data-tag-group="moves"] h3').textContent()).toBe('Dance, yoga and music');
      // Keyboard: the link of the tag dance in its group, Enter.
      await groups.locator('[data-tag-group="moves"]').getByRole('link', { name: 'dance', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/en/videos/' && url.searchParams.get('tag') === 'dance');
      await waitForScreen(page);
      const dance = await api<TagContent>(velvet.urls.site, 'seo/getTagSeoContent/dance');
      const section = seoSection(page);
      expect(await section.textContent()).toContain(`Made by ${dance.performerCount} performers.`);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'tag-seo-list-1440');

      const top = dance.topPerformers[0]!;
      await section.getByRole('link', { name: top.actorName, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/en/amateur/${top.actorName.toLowerCase()}/videos/tag/dance/`);
      await waitForScreen(page);
      await expect.poll(() => seoSection(page).textContent()).toContain(`${top.actorName} has ${top.count} videos with the tag “dance” on Velvet.`);
      expect(await page.title()).toBe(`${top.actorName}: Videos · #dance · Velvet`);
      await seoSection(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'tag-seo-actor-1440');

      // Her other tags link to her pages of those tags, which tell their own counts.
      const hers = await api<ActorContent>(velvet.urls.site, `seo/getActorSeoContent/${top.actorId}/dance`);
      const next = hers.relatedTags[0]!;
      await seoSection(page).getByRole('link', { name: next.tag, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/en/amateur/${top.actorName.toLowerCase()}/videos/tag/${next.tag}/`);
      const nextContent = await api<ActorContent>(velvet.urls.site, `seo/getActorSeoContent/${top.actorId}/${next.tag}`);
      await expect.poll(() => seoSection(page).textContent()).toContain(`${top.actorName} has ${nextContent.videoCount} video${nextContent.videoCount === 1 ? '' : 's'} with the tag “${next.tag}”`);

      // Her Videos tab lists the tags of her videos, each opening her page of that tag.
      await page.goto(`${velvet.urls.site}/en/amateur/${top.actorName.toLowerCase()}/videos/`);
      await waitForScreen(page);
      const herTags = page.getByRole('navigation', { name: `Tags of ${top.actorName}'s videos` });
      await herTags.getByRole('link', { name: 'dance', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/en/amateur/${top.actorName.toLowerCase()}/videos/tag/dance/`);
      await expect.poll(() => seoSection(page).textContent()).toContain(`${top.actorName} has ${top.count} videos with the tag “dance” on Velvet.`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone in Terciopelo (390 px): the text wraps, nothing scrolls sideways', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 390, height: 844 });
    try {
      await page.goto(`${velvet.urls.whiteLabel}/es/videos/?tag=sunset`);
      // The cookie banner, in Spanish: "only necessary".
      await page.getByRole('button', { name: 'Solo necesarias' }).click();
      await waitForScreen(page);
      const section = seoSection(page);
      expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe('Vídeos con la etiqueta “sunset” en Terciopelo');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'tag-seo-list-terciopelo-390');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('has no axe violation on the tag list, a performer\'s tag page and Videos tab, the tags page and a list narrowed to a model, at 1440 and 390 px', async () => {
    const dance = await api<TagContent>(velvet.urls.site, 'seo/getTagSeoContent/dance');
    const name = dance.topPerformers[0]!.actorName.toLowerCase();
    const paths = ['/en/videos/?tag=dance', `/en/amateur/${name}/videos/tag/dance/`, `/en/amateur/${name}/videos/`, '/en/videos/tags/', `/en/videos/?model=${name}`];
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      const { page, problems, close } = await openPage(velvet, viewport);
      try {
        for (const path of paths) {
          await page.goto(`${velvet.urls.site}${path}`);
          if (path === paths[0]) await acknowledgeNotices(page);
          await waitForScreen(page);
          expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
