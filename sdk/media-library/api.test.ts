import { describe, expect, it } from 'vitest';
import { createMediaLibraryApi, MediaLibraryError } from './api';

type Call = { url: string; init: RequestInit };
function fakeFetch(status: number, body: unknown, calls: Call[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
}
const EMPTY = { mediaLibraryAssets: { total: 0, offset: 20, items: [] }, mediaLibraryTotals: { videos: 0, photos: 0, audio: 0, chatClips: 0 } };

describe('media library calls (spec 001 §7 "media library assets, totals, archive, unarchive")', () => {
  it('asks the query service for page n as offset (n - 1) * 20 with the token as Bearer', async () => {
    const calls: Call[] = [];
    const api = createMediaLibraryApi({ apiBase: 'https://velvet.example/', getAccessToken: () => 'tok', fetch: fakeFetch(200, { data: EMPTY }, calls) });
    const view = await api.load({ mediaType: 'photo', source: 'pinned', origin: null, page: 2 });
    expect(view.totals).toEqual(EMPTY.mediaLibraryTotals);
    expect(calls[0]!.url).toBe('https://velvet.example/vxql');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(calls[0]!.init.body as string).variables).toEqual({ mediaType: 'photo', source: 'pinned', origin: null, first: 20, offset: 20 });
  });

  it.each([
    ['no token: the service\'s 401 "Missing Vxql-Token"', 401, { errors: [{ message: 'Missing Vxql-Token' }] }, 'LOGIN_REQUIRED', undefined],
    ['a refusal with its code and field', 200, { data: null, errors: [{ message: 'No video 3 in your media library', extensions: { code: 'NOT_FOUND', field: 'id' } }] }, 'NOT_FOUND', 'id'],
    ['a server error without a body the client knows', 500, {}, 'SERVER', undefined],
  ])('turns %s into MediaLibraryError', async (_name, status, body, code, field) => {
    const api = createMediaLibraryApi({ apiBase: '', getAccessToken: () => null, fetch: fakeFetch(status, body) });
    const error = await api.setArchived('video', 3, true).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaLibraryError);
    expect(error).toMatchObject({ code, field });
  });

  it('names a network failure NETWORK', async () => {
    const api = createMediaLibraryApi({ apiBase: '', getAccessToken: () => 't', fetch: (async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch });
    await expect(api.load({ mediaType: 'video', source: 'purchased', origin: null, page: 1 })).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
