import { describe, expect, it } from 'vitest';
import { getActorData, getTileGridPage } from './catalog';
import { createRestClient } from './rest';
import type { TileGridPayload } from './types';

function recordingClient() {
  const urls: string[] = [];
  const fetch = (async (url: string) => {
    urls.push(url);
    return Response.json({ success: true, data: { initialTiles: [], total: 0 } });
  }) as unknown as typeof globalThis.fetch;
  return { rest: createRestClient({ apiBase: 'http://localhost:8080', language: 'en', cacheVersion: '1', fetch }), urls };
}

describe('getTileGridPage', () => {
  // spec 001 §7: "GET tileGrid/get/{type}/{payload} (payload URL-encoded JSON, no cache; answer data with initialTiles and total, or success false)"
  it.each<[string, 'performers' | 'videos', TileGridPayload]>([
    ['performers online', 'performers', { offset: 0, limit: 30, filter: { online: true }, order: 'rank' }],
    ['videos by actor', 'videos', { offset: 60, limit: 30, filter: { actorId: 7, tag: 'a/b c' }, order: 'newest' }],
  ])('%s: the payload is URL-encoded JSON in the path', async (_name, type, payload) => {
    const { rest, urls } = recordingClient();
    await expect(getTileGridPage(rest, type, payload)).resolves.toEqual({ success: true, data: { initialTiles: [], total: 0 } });
    const url = new URL(urls[0]!);
    const [, , , , , gridType, encoded] = url.pathname.split('/');
    expect(url.pathname.startsWith(`/rest/v1/tileGrid/get/${type}/`)).toBe(true);
    expect(gridType).toBe(type);
    expect(encoded).not.toMatch(/[{}"/ ]/);
    expect(JSON.parse(decodeURIComponent(encoded!))).toEqual(payload);
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('v')).toBe('1');
  });
});

describe('getActorData', () => {
  // spec 000 §2: "Actor names are lower-cased in URLs."
  it.each([
    ['LenaRose', '/rest/v1/actor/getActorDataByIdOrName/lenarose'],
    [42, '/rest/v1/actor/getActorDataByIdOrName/42'],
    ['Zoë Día', '/rest/v1/actor/getActorDataByIdOrName/zo%C3%AB%20d%C3%ADa'],
  ])('%j -> %s', async (actor, path) => {
    const { rest, urls } = recordingClient();
    await getActorData(rest, actor);
    expect(new URL(urls[0]!).pathname).toBe(path);
  });
});
