// Which page answers the server's render cache may share (issue 12 §1 render p99; brief: "same HTML for every
// anonymous visitor of the same URL, language, brand, age-gate state, country-ban relevance"; a logged-in guest
// never gets a cached page).
import { describe, expect, it } from 'vitest';
import { sharedPage, type PageRequestFacts } from './shared-page';

const visitor = (facts: Partial<PageRequestFacts> = {}): PageRequestFacts => ({
  method: 'GET',
  url: '/en/videos/',
  brandId: 'velvet',
  country: 'DE',
  cookie: 'v18=y1',
  authorization: undefined,
  ...facts,
});
const keyOf = (facts: Partial<PageRequestFacts>) => sharedPage(visitor(facts))?.key;

describe('sharedPage', () => {
  // spec 000 §6: a guest is named by the session cookie or an access token (Bearer header or access_token parameter).
  it.each([
    ['a session cookie', { cookie: 'v18=y1; vs=abc' }],
    ['an empty session cookie', { cookie: 'vs=' }],
    ['a Bearer token', { authorization: 'Bearer eyJ' }],
    ['an access_token parameter', { url: '/en/videos/?access_token=eyJ' }],
    ['a POST', { method: 'POST' }],
  ])('is never shared with %s', (_name, facts) => {
    expect(sharedPage(visitor(facts))).toBeNull();
  });

  it('shares the page of visitors without a session; HEAD gets what GET gets', () => {
    expect(keyOf({})).toBeDefined();
    expect(keyOf({ method: 'HEAD' })).toBe(keyOf({}));
  });

  // Each of these changes what the page shows, so each gets its own entry.
  it.each([
    ['another address', { url: '/en/videos/?sort=top' }],
    ['another language', { url: '/videos/' }],
    ['another brand', { brandId: 'terciopelo' }],
    ['another country (a performer may ban it: 451 or hidden tiles)', { country: 'NL' }],
    ['no age confirmation (the age gate instead of the page)', { cookie: '' }],
    ['an old age cookie value (asked again)', { cookie: 'v18=y0' }],
    ['a consent choice (no cookie banner)', { cookie: 'v18=y1; vc=v1.f0.a0' }],
  ])('keys %s apart', (_name, facts) => {
    expect(keyOf(facts)).not.toBe(keyOf({}));
  });

  it('ignores cookies the server render does not read: they neither split the cache nor reach the render', () => {
    const plain = sharedPage(visitor({ cookie: 'v18=y1; vc=v1.f1.a0' }))!;
    const extra = sharedPage(visitor({ cookie: '_ga=GA1.2; v18=y1; vsb=cancellationOffer; vc=v1.f1.a0' }))!;
    expect(extra.key).toBe(plain.key);
    expect(extra.renderCookie).toBe('v18=y1; vc=v1.f1.a0');
  });

  it('gives the render only the current age confirmation and a valid consent choice', () => {
    expect(sharedPage(visitor({ cookie: 'v18=y0; vc=garbage' }))!.renderCookie).toBe('');
    expect(sharedPage(visitor({ cookie: 'vc=v1.f1.a1' }))!.renderCookie).toBe('vc=v1.f1.a1');
  });
});
