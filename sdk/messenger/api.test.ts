import { describe, expect, it } from 'vitest';
import { createMessengerApi } from './api';
import { channel } from './fixtures';
import { MESSAGE_CONTENT_QUERY } from './queries';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const call = { url: String(url), init };
    calls.push(call);
    return respond(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const api = (fetch: typeof globalThis.fetch, token: string | null = 'tok') =>
  createMessengerApi({ apiBase: 'https://site.test/', getAccessToken: () => token, language: 'en', fetch });
const header = (call: Call | undefined, name: string) => (call?.init.headers as Record<string, string> | undefined)?.[name];

describe('createMessengerApi: REST (spec 000 §7 "Messenger (REST, GET)")', () => {
  it.each<[string, (client: ReturnType<typeof api>) => Promise<unknown>, string]>([
    ['channel by id', (client) => client.getChannel('ch 1'), 'https://site.test/rest/v1/messenger/channel/ch%201'],
    ['channel by actor', (client) => client.getActorChannel(7), 'https://site.test/rest/v1/messenger/channel/actor/7'],
    ['actor with language', (client) => client.getActor(7), 'https://site.test/rest/v1/messenger/actor/7?language=en'],
  ])('%s: GET with the bearer token', async (_name, run, url) => {
    const { fetch, calls } = fakeFetch(() => json(channel('a1', 1)));
    await run(api(fetch));
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.init.method).toBe('GET');
    expect(header(calls[0], 'authorization')).toBe('Bearer tok');
  });

  it('recommendations name the current performer and unwrap the items', async () => {
    const { fetch, calls } = fakeFetch(() => json({ items: [{ actorId: 2 }] }));
    expect(await api(fetch).getRecommendations(5)).toEqual([{ actorId: 2 }]);
    expect(calls[0]?.url).toBe('https://site.test/rest/v1/messenger/recommendations?currentActorId=5&useGrid=false');
  });

  it('an image is posted as raw bytes with its own content type', async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: 'i1', url: '/x', width: 1, height: 1 }));
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await api(fetch).uploadImage(file);
    expect(calls[0]).toMatchObject({ url: 'https://site.test/rest/v1/messenger/image', init: { method: 'POST', body: file } });
    expect(header(calls[0], 'content-type')).toBe('image/jpeg');
  });

  it('sends no authorization header without a token (the session cookie identifies the guest)', async () => {
    const { fetch, calls } = fakeFetch(() => json(channel('a1', 1)));
    await api(fetch, null).getChannel('a1');
    expect(header(calls[0], 'authorization')).toBeUndefined();
  });
});

describe('createMessengerApi: query service (spec 000 §7 "Query service (POST, GraphQL style, bearer token)")', () => {
  it('message content asks for a page of 50, newest first, at the offset', async () => {
    const page = { channelId: 'a1', total: 0, offset: 50, messages: [] };
    const { fetch, calls } = fakeFetch(() => json({ data: { messageContent: page } }));
    expect(await api(fetch).messageContent('a1', 50)).toEqual(page);
    expect(calls[0]?.url).toBe('https://site.test/vxql');
    expect(header(calls[0], 'authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      query: MESSAGE_CONTENT_QUERY,
      variables: { channelId: 'a1', first: 50, offset: 50, filter: null, order: 'desc' },
    });
  });

  it('the channel list asks for 500 from the offset with the blocked filter', async () => {
    const { fetch, calls } = fakeFetch(() => json({ data: { channelList: { total: 0, unreadTotal: 0, channels: [] } } }));
    await api(fetch).channelList(0, true);
    expect(JSON.parse(String(calls[0]?.init.body)).variables).toEqual({ first: 500, offset: 0, blocked: true });
  });

  it('a GraphQL error becomes the error message', async () => {
    const { fetch } = fakeFetch(() => json({ data: null, errors: [{ message: 'channelId: no channel "x" of this guest' }] }));
    await expect(api(fetch).unreadCount()).rejects.toThrow('channelId: no channel "x" of this guest');
  });
});

describe('createMessengerApi: failures a person can act on', () => {
  it.each<[string, () => Response | Promise<Response>, string, string]>([
    ['401 asks to log in', () => json({ error: 'login required' }, 401), 'loginRequired', 'Please log in to use the messenger.'],
    // DESIGN.md: "clients choose the words from the code, in the guest's language" (this api speaks English).
    ['a 4xx says the words of its code', () => json({ code: 'NOT_AVAILABLE_IN_COUNTRY', error: 'Anna is not available in your country (NL)', field: null }, 451), 'server', 'This is not available in your country.'],
    ['a 4xx without a code says to try again', () => json({ error: 'actorId: expected a performer id, got "x"' }, 400), 'loadFailed', 'The messenger could not be loaded. Please try again.'],
    ['a 5xx says to try again, without details', () => json({ error: 'db down' }, 500), 'loadFailed', 'The messenger could not be loaded. Please try again.'],
    ['a network failure says to check the connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network', 'No connection to the server. Check your connection and try again.'],
  ])('%s', async (_name, respond, code, message) => {
    const { fetch } = fakeFetch(respond);
    await expect(api(fetch).getChannel('a1')).rejects.toMatchObject({ name: 'MessengerError', code, message });
  });
});
