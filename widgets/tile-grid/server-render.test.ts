// No DOM here, as on the server: the grid must render without window or document.
import { describe, expect, it } from 'vitest';
import type { TileGridAnswer } from '../../sdk/api/types';
import { tileGridQuery, tileGridQueryKey } from '../../sdk/tile-grid';
import { firstTileImagePreload, renderTileGridShadowHtml, type TileGridServerRenderInput } from './server-render';
import { performerTile, videoTile } from './test-fixtures';

const videos: TileGridAnswer = { success: true, data: { initialTiles: Array.from({ length: 12 }, (_, i) => videoTile(i + 1)), total: 400 } };
const query = tileGridQuery({ type: 'videos', filter: { new: true }, order: 'newest', pageSize: 12 });

function input(patch: Partial<TileGridServerRenderInput> = {}): TileGridServerRenderInput {
  return { query, firstPage: { key: tileGridQueryKey(query, 'en'), answer: videos }, language: 'en', linkBase: '', apiBase: 'https://api.test', label: 'New videos', ...patch };
}

const anchors = (html: string) => [...html.matchAll(/<a class="tile[^"]*" href="([^"]+)"/g)].map((match) => match[1]);
const imageAttributes = (html: string) => [...html.matchAll(/<img ([^>]+)>/g)].map((match) => match[1]!);

// issue 12 item 1: "Every route ... is rendered on the server ... The first paint needs no client-side fetch;
// the LCP image of each page is not lazy".
describe('renderTileGridShadowHtml', () => {
  it('is a declarative open shadow root with the grid styles and the mount the element renders into', () => {
    const html = renderTileGridShadowHtml(input());
    // (Vitest hands CSS imports over empty; tile-grid.helpers.test.ts reads the stylesheet itself.)
    expect(html).toMatch(/^<template shadowrootmode="open"><style>[^<]*<\/style><div part="root"><section /);
    expect(html.endsWith('</section></div></template>')).toBe(true);
    // The columns come from the CSS, not from a width the server cannot know.
    expect(html).not.toMatch(/--velvet-columns|--_columns/);
  });

  it('renders every tile of the first page as a real link with its title, so it works before any script', () => {
    const html = renderTileGridShadowHtml(input());
    expect(anchors(html)).toEqual(Array.from({ length: 12 }, (_, i) => `/en/amateur/mia/videos/${i + 1}/`));
    expect(html).toContain('<span class="title">Video 1</span>');
    expect(html).toContain('<span class="title">Video 12</span>');
    expect(html).toContain('aria-label="New videos"');
    expect(html).toContain('aria-setsize="400"');
    // More pages to come: the Load more button holds its place, no skeletons (the page is there).
    expect(html).toContain('class="button load-more"');
    expect(html).not.toContain('skeleton');
  });

  it('loads the first row at once, the first two at high priority, and the later ones lazily', () => {
    const images = imageAttributes(renderTileGridShadowHtml(input()));
    expect(images).toHaveLength(12);
    expect(images[0]).toContain('src="https://api.test/img/v1-320.jpg"');
    expect(images.map((img) => /loading="(\w+)"/.exec(img)![1])).toEqual([...Array(5).fill('eager'), ...Array(7).fill('lazy')]);
    expect(images.map((img) => /fetchpriority="(\w+)"/.exec(img)![1]).slice(0, 3)).toEqual(['high', 'high', 'auto']);
  });

  it('names performer tiles and links their profiles in the page language, with links on another origin when asked', () => {
    const performers: TileGridAnswer = { success: true, data: { initialTiles: [performerTile(1, { name: 'Anna' })], total: 1 } };
    const performerQuery = tileGridQuery({ type: 'performers', pageSize: 10, maxTiles: 40 });
    const html = renderTileGridShadowHtml({
      query: performerQuery,
      firstPage: { key: tileGridQueryKey(performerQuery, 'de'), answer: performers },
      language: 'de',
      linkBase: 'https://site.test',
      apiBase: '',
    });
    expect(anchors(html)).toEqual(['https://site.test/amateur/anna/']);
    expect(html).toContain('<span class="title">Anna</span>');
    expect(html).toContain('aria-label="Darstellerinnen"');
    // Every tile there: no Load more.
    expect(html).not.toContain('load-more');
  });

  it('renders the waiting grid (skeletons of the first page) for a first page of another query', () => {
    const html = renderTileGridShadowHtml(input({ firstPage: { key: tileGridQueryKey(query, 'de'), answer: videos } }));
    expect(anchors(html)).toEqual([]);
    expect(html.match(/class="tile skeleton/g)).toHaveLength(12);
  });
});

describe('firstTileImagePreload', () => {
  it('preloads the first tile picture with the srcset and sizes of the tile image', () => {
    expect(firstTileImagePreload(videos, 'https://api.test/')).toEqual({
      href: 'https://api.test/img/v1-320.jpg',
      imageSrcSet: 'https://api.test/img/v1-320.jpg 320w, https://api.test/img/v1-640.jpg 640w, https://api.test/img/v1-1280.jpg 1280w',
      imageSizes: '(min-width: 1200px) 20vw, (min-width: 992px) 25vw, (min-width: 768px) 34vw, 50vw',
    });
  });

  it('is null for an empty or failed first page', () => {
    expect(firstTileImagePreload({ success: true, data: { initialTiles: [], total: 0 } }, '')).toBeNull();
    expect(firstTileImagePreload({ success: false, statusCode: 404, code: 'NOT_FOUND', error: 'x', field: null }, '')).toBeNull();
  });
});
