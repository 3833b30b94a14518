import { describe, expect, it } from 'vitest';
import { createRestClient, RestError, type RestClientOptions } from './rest';

/** A fake transport (unit tests may fake transports): records calls, answers with a canned response. */
function fakeFetch(answer: () => Response = () => Response.json({ success: true })) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function client(overrides: Partial<RestClientOptions> = {}, answer?: () => Response) {
  const transport = fakeFetch(answer);
  const rest = createRestClient({ apiBase: 'https://api.example', language: 'de', cacheVersion: '7', fetch: transport.fetch, ...overrides });
  return { rest, calls: transport.calls };
}

describe('createRestClient URL building', () => {
  // spec 000 §7: "REST calls live under /rest/v1/. Language and a caching version are appended as query parameters.
  // GET payloads travel as query parameters"
  it.each([
    ['no payload', 'guest/getGuestBalance', undefined, 'https://api.example/rest/v1/guest/getGuestBalance?lang=de&v=7'],
    ['leading slash ignored', '/guest/profile/get', undefined, 'https://api.example/rest/v1/guest/profile/get?lang=de&v=7'],
    ['scalars', 'messenger/recommendations', { currentActorId: 12, useGrid: true, fsk: 16 },
      'https://api.example/rest/v1/messenger/recommendations?currentActorId=12&useGrid=true&fsk=16&lang=de&v=7'],
    ['reserved characters encoded', 'search', { q: 'a&b=c d/ü' }, 'https://api.example/rest/v1/search?q=a%26b%3Dc%20d%2F%C3%BC&lang=de&v=7'],
    ['null and undefined left out', 'x', { a: null, b: undefined, c: 0, d: '' }, 'https://api.example/rest/v1/x?c=0&d=&lang=de&v=7'],
    ['arrays repeat the key', 'x', { id: [1, 2] }, 'https://api.example/rest/v1/x?id=1&id=2&lang=de&v=7'],
    ['objects travel as JSON', 'x', { f: { a: 1 } }, 'https://api.example/rest/v1/x?f=%7B%22a%22%3A1%7D&lang=de&v=7'],
    ['existing query kept', 'x?page=2', undefined, 'https://api.example/rest/v1/x?page=2&lang=de&v=7'],
  ])('GET %s', async (_name, path, payload, expected) => {
    const { rest, calls } = client();
    await rest.get(path, payload);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(expected);
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it.each([
    ['same origin', '', 'en', undefined, '/rest/v1/x?lang=en&v=1'],
    ['trailing slash on base', 'http://localhost:8080/', 'es', '3', 'http://localhost:8080/rest/v1/x?lang=es&v=3'],
    ['base with path', 'https://p.example/velvet', 'nl', 'abc', 'https://p.example/velvet/rest/v1/x?lang=nl&v=abc'],
  ] as const)('base %s', async (_name, apiBase, language, cacheVersion, expected) => {
    const { rest, calls } = client({ apiBase, language, cacheVersion });
    await rest.get('x');
    expect(calls[0]!.url).toBe(expected);
  });
});

describe('createRestClient POST', () => {
  // spec 000 §7: "other methods send a JSON body"
  it('sends a JSON body with content-type, and the query carries only lang and v', async () => {
    const { rest, calls } = client();
    await rest.post('guest/redeemBonus', { code: 'NEU50WELCOME' });
    expect(calls[0]!.url).toBe('https://api.example/rest/v1/guest/redeemBonus?lang=de&v=7');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"code":"NEU50WELCOME"}');
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends no body and no content-type when there is nothing to send', async () => {
    const { rest, calls } = client();
    await rest.post('guest/closeDataProtection');
    expect(calls[0]!.init.body).toBeUndefined();
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  // spec 000 §6: "An access token from the page configuration is sent as an Authorization header and as an access_token query parameter."
  it('sends the access token as Authorization: Bearer and as access_token, read per call; neither without a token', async () => {
    let token: string | null = null;
    const { rest, calls } = client({ accessToken: () => token });
    await rest.get('guest/session');
    token = 'token-1';
    await rest.post('guest/redeemBonus', { code: 'X' });
    token = 'token-2';
    await rest.get('guest/getGuestBalance');
    const authorization = calls.map((call) => (call.init.headers as Record<string, string>).authorization);
    expect(authorization).toEqual([undefined, 'Bearer token-1', 'Bearer token-2']);
    expect(calls.map((call) => new URL(call.url).searchParams.get('access_token'))).toEqual([null, 'token-1', 'token-2']);
  });

  it('passes credentials through when configured', async () => {
    const { rest, calls } = client({ credentials: 'include' });
    await rest.post('guest/redeemBonus', {});
    expect(calls[0]!.init.credentials).toBe('include');
  });
});

describe('createRestClient answers', () => {
  it('returns the parsed JSON body', async () => {
    const { rest } = client({}, () => Response.json({ success: true, data: { balance: 12 } }));
    await expect(rest.get('guest/getGuestBalance')).resolves.toEqual({ success: true, data: { balance: 12 } });
  });

  // spec 000 §7: "A non-OK answer raises an error without details."
  it.each([400, 404, 500, 503])('status %i raises RestError with status and path', async (status) => {
    const { rest } = client({}, () => Response.json({ success: false, error: 'secret detail' }, { status }));
    const error = await rest.get('actor/getActorDataByIdOrName/x', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status, path: 'actor/getActorDataByIdOrName/x' });
    expect((error as RestError).message).toBe(`REST GET actor/getActorDataByIdOrName/x: expected a 2xx answer, got status ${status}`);
    expect((error as RestError).message).not.toContain('secret detail');
  });

  it('keeps the JSON body of a non-OK answer for callers that branch on it, not in the message', async () => {
    const body = { success: false, statusCode: 400, error: 'body.email must be an e-mail address', field: 'body.email' };
    const { rest } = client({}, () => Response.json(body, { status: 400 }));
    const error = (await rest.post('guest/signup', {}).catch((e: unknown) => e)) as RestError;
    expect(error.body).toEqual(body);
    expect(error.field).toBe('body.email');
    expect(error.serverError).toBe('body.email must be an e-mail address');
    expect(error.message).not.toContain('e-mail');
  });

  it.each([
    ['an HTML page', () => new Response('<html>oops</html>', { status: 502 })],
    ['a JSON array', () => Response.json([1], { status: 500 })],
  ])('has a null body when a non-OK answer is %s', async (_what, answer) => {
    const { rest } = client({}, answer);
    const error = (await rest.get('x').catch((e: unknown) => e)) as RestError;
    expect(error.body).toBeNull();
    expect(error.field).toBeUndefined();
  });

  it('an OK answer that is not JSON raises RestError naming what was expected', async () => {
    const { rest } = client({}, () => new Response('<html>', { status: 200 }));
    await expect(rest.post('x')).rejects.toThrow('REST POST x: expected a JSON body, got status 200');
  });

  it('passes the abort signal to the transport and lets the abort reject as it is', async () => {
    const controller = new AbortController();
    const calls: RequestInit[] = [];
    const fetch = ((_url: string, init: RequestInit) => {
      calls.push(init);
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }) as unknown as typeof globalThis.fetch;
    const rest = createRestClient({ apiBase: '', language: 'en', fetch });
    const pending = rest.get('x', undefined, { signal: controller.signal });
    controller.abort();
    expect(calls[0]!.signal).toBe(controller.signal);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('resolveUrl', () => {
  it.each([
    ['https://api.example', '/img/a/w320.jpg', 'https://api.example/img/a/w320.jpg'],
    ['https://api.example/', 'img/a.jpg', 'https://api.example/img/a.jpg'],
    ['', '/img/a.jpg', '/img/a.jpg'],
    ['https://api.example', 'https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['https://api.example', '//cdn.example/a.jpg', '//cdn.example/a.jpg'],
    ['https://api.example', 'data:image/png;base64,AA', 'data:image/png;base64,AA'],
  ])('%s + %s -> %s', (apiBase, input, expected) => {
    expect(client({ apiBase }).rest.resolveUrl(input)).toBe(expected);
  });
});
