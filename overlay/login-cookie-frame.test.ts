import { describe, expect, it, vi } from 'vitest';
import { acceptedRequestId, fetchLoginCookieCheck, readEmbedders, startLoginCookieFrame, type IncomingMessage } from './login-cookie-frame';

const SITE = 'http://localhost:8080';
const PARTNER = 'https://partner.example';
const EMBEDDERS = [SITE, PARTNER];
const parent = { postMessage: vi.fn() };
const request = { velvet: 'overlay', type: 'login-cookie-request', id: 'req-1' };

// spec 002 §5: "Messages from other origins are ignored for the login-cookie check".
describe('acceptedRequestId: exact allowed origin and the parent window only', () => {
  it.each([
    ['the parent at an allowed origin', SITE, parent, request, 'req-1'],
    ['the parent at another allowed origin', PARTNER, parent, request, 'req-1'],
    ['a foreign origin', 'https://evil.example', parent, request, null],
    ['the "null" origin', 'null', parent, request, null],
    ['a prefix lookalike', 'http://localhost:808', parent, request, null],
    ['a suffix lookalike', `${SITE}.evil.example`, parent, request, null],
    ['a trailing slash', `${SITE}/`, parent, request, null],
    ['another window at an allowed origin (a nested frame)', SITE, { postMessage: vi.fn() }, request, null],
    ['no source', SITE, null, request, null],
    ['an untagged message', SITE, parent, { type: 'login-cookie-request', id: 'req-1' }, null],
    ['another overlay message type', SITE, parent, { ...request, type: 'init-session' }, null],
    ['a request without id', SITE, parent, { velvet: 'overlay', type: 'login-cookie-request' }, null],
    ['a numeric id', SITE, parent, { ...request, id: 7 }, null],
    ['an empty id', SITE, parent, { ...request, id: '' }, null],
  ])('%s -> %s', (_name, origin, source, data, expected) => {
    expect(acceptedRequestId({ origin, source, data }, EMBEDDERS, parent)).toBe(expected);
  });

  it('accepts nothing from "null" even when "null" slipped into the list', () => {
    expect(acceptedRequestId({ origin: 'null', source: parent, data: request }, ['null'], parent)).toBeNull();
  });
});

describe('startLoginCookieFrame', () => {
  const setup = (check: () => Promise<boolean | null>) => {
    const post = vi.fn();
    let handler: ((event: IncomingMessage) => void) | null = null;
    const self = { postMessage: post };
    const stop = startLoginCookieFrame({ embedders: EMBEDDERS, parent: self, listen: (h) => { handler = h; return () => { handler = null; }; }, check });
    const deliver = (event: Partial<IncomingMessage>) => handler?.({ origin: SITE, source: self, data: request, ...event });
    return { post, deliver, stop, self };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each([true, false])('answers hasLoginCookie=%s with the same id to the asking origin exactly, never "*"', async (value) => {
    const { post, deliver } = setup(async () => value);
    deliver({ origin: PARTNER });
    await settle();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ velvet: 'overlay', type: 'login-cookie-answer', id: 'req-1', hasLoginCookie: value }, PARTNER);
  });

  it('neither checks nor answers a refused message', async () => {
    const check = vi.fn(async () => true);
    const { post, deliver } = setup(check);
    deliver({ origin: 'https://evil.example' });
    deliver({ source: { postMessage: vi.fn() } });
    await settle();
    expect(check).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('stays silent when the check failed, so the bridge times out to "unknown"', async () => {
    const { post, deliver } = setup(async () => null);
    deliver({});
    await settle();
    expect(post).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', async () => {
    const { post, deliver, stop } = setup(async () => true);
    stop();
    deliver({});
    await settle();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('fetchLoginCookieCheck', () => {
  const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('asks its own origin with credentials and reads hasLoginCookie', async () => {
    const fetchImpl = answer(200, { hasLoginCookie: true });
    expect(await fetchLoginCookieCheck(fetchImpl as unknown as typeof fetch)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/login-cookie-check', expect.objectContaining({ credentials: 'include' }));
  });

  it.each([
    ['a 500', answer(500, { hasLoginCookie: true })],
    ['a body without a boolean', answer(200, { hasLoginCookie: 'yes' })],
    ['a network error', vi.fn(async () => { throw new TypeError('Failed to fetch'); })],
  ])('answers null on %s', async (_name, fetchImpl) => {
    expect(await fetchLoginCookieCheck(fetchImpl as unknown as typeof fetch)).toBeNull();
  });
});

describe('readEmbedders', () => {
  it('splits the data attribute and drops "null"', () => {
    const root = { dataset: { embedders: `${SITE} null ${PARTNER}` } } as unknown as HTMLElement;
    expect(readEmbedders(root)).toEqual([SITE, PARTNER]);
    expect(readEmbedders(null)).toEqual([]);
  });
});
