// issue 16 §1: "partner ids (w, ws, wt and the campaign fields) are captured on arrival ... kept in the spec's
// webmaster-id and subref cookies ... Last click wins within the lifetime; a test pins the rule."
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_DAYS, cookieClick, decodeAttribution, readClick, resolveAttribution, signupOriginWith, subrefCookieValue, webmasterCookieValue, withAttribution,
  type Attribution,
} from './index';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 1, 12);
const stored = (w: string, clickedAt: number, extra: Record<string, string> = {}): Attribution => ({ ids: { w, ...extra }, clickedAt });

describe('readClick: spec 002 §3.1 w, ws, wt, gk_cid, adtv, sub, option', () => {
  it.each([
    ['w=p1&ws=side&wt=demo', { w: 'p1', ws: 'side', wt: 'demo' }],
    ['w=p1&gk_cid=c-9&adtv=tv.1&sub=s~2&option=o_3', { w: 'p1', gk_cid: 'c-9', adtv: 'tv.1', sub: 's~2', option: 'o_3' }],
    ['ws=side&wt=demo', null], // no partner id: no click
    ['w=', null],
    ['w=bad%20id&ws=x', null], // a partner id with a space is no id
    [`w=${'a'.repeat(65)}`, null], // at most 64 characters
    ['w=p1&ws=%3Cscript%3E', { w: 'p1' }], // a bad sub id is left out, the click still counts
    ['w=p1&other=1', { w: 'p1' }],
  ])('%s -> %j', (query, expected) => {
    expect(readClick(new URLSearchParams(query))).toEqual(expected);
  });

  it('reads an options object too (the overlay and sign-up pass the ids as fields)', () => {
    expect(readClick({ w: 'p1', ws: 7, wt: 'x' })).toEqual({ w: 'p1', wt: 'x' });
  });
});

describe('resolveAttribution: "last click wins within the lifetime"', () => {
  it.each<[string, Attribution | null, ReturnType<typeof readClick>, number, Attribution | null, boolean]>([
    ['a first click is kept', null, { w: 'a' }, T0, stored('a', T0), true],
    ['a later click of another partner wins', stored('a', T0), { w: 'b' }, T0 + DAY, stored('b', T0 + DAY), true],
    ['the new click replaces every field (no mixing of two clicks)', stored('a', T0, { ws: 'old', gk_cid: 'c1' }), { w: 'a', wt: 'new' }, T0 + DAY, stored('a', T0 + DAY, { wt: 'new' }), true],
    ['without a click the stored one counts within its lifetime', stored('a', T0), null, T0 + (ATTRIBUTION_DAYS * DAY) - 1, stored('a', T0), false],
    ['after the lifetime nothing counts', stored('a', T0), null, T0 + ATTRIBUTION_DAYS * DAY, null, true],
    ['a click after the lifetime starts anew', stored('a', T0), { w: 'b' }, T0 + 40 * DAY, stored('b', T0 + 40 * DAY), true],
    ['a click time in the future does not count', stored('a', T0 + DAY), null, T0, null, true],
    ['nothing stored, no click', null, null, T0, null, false],
  ])('%s', (_name, current, click, now, expected, changed) => {
    expect(resolveAttribution(current, click, now)).toEqual({ attribution: expected, changed });
  });
});

describe('the webmaster-id and subref cookies', () => {
  it('round-trip a click', () => {
    const click = stored('p1', T0, { ws: 'side', wt: 'demo', gk_cid: 'c' });
    expect(decodeAttribution(webmasterCookieValue(click), subrefCookieValue(click))).toEqual(click);
  });

  it('ignore a subref of another click (its time differs), and a malformed webmaster id', () => {
    const a = stored('p1', T0);
    const b = stored('p2', T0 + 5, { ws: 'other' });
    expect(decodeAttribution(webmasterCookieValue(a), subrefCookieValue(b))).toEqual(a);
    expect(decodeAttribution('garbage', null)).toBeNull();
    expect(decodeAttribution(`${T0}.bad id`, null)).toBeNull();
    expect(decodeAttribution(null, subrefCookieValue(b))).toBeNull();
  });
});

describe('links and the sign-up origin', () => {
  it.each([
    ['https://s.example/p', { w: 'p1', ws: 'a' }, 'https://s.example/p?w=p1&ws=a'],
    ['https://s.example/p?x=1#top', { w: 'p1' }, 'https://s.example/p?x=1&w=p1#top'],
    ['https://s.example/p', { ws: 'a' }, 'https://s.example/p'],
  ])('withAttribution(%s, %j) = %s', (href, ids, expected) => {
    expect(withAttribution(href, ids)).toBe(expected);
  });

  it('signupOrigin keeps the source and adds the partner click (spec 000 §3 signupOrigin)', () => {
    expect(signupOriginWith('overlay', stored('p1', T0, { ws: 's' }))).toBe('overlay?w=p1&ws=s');
    expect(signupOriginWith(null, stored('p1', T0))).toBe('site?w=p1');
    expect(signupOriginWith('overlay', null)).toBe('overlay');
  });
});

describe('cookieClick: the page passes the stored click to the overlay', () => {
  const click = stored('p1', T0, { ws: 'side' });
  const header = `a=1; vwm=${encodeURIComponent(webmasterCookieValue(click))}; vsr=${encodeURIComponent(subrefCookieValue(click))}`;
  it.each([
    ['within the lifetime', header, T0 + DAY, { w: 'p1', ws: 'side' }],
    ['after the lifetime', header, T0 + ATTRIBUTION_DAYS * DAY, null],
    ['without the cookies', 'a=1', T0, null],
  ])('%s', (_name, cookies, now, expected) => {
    expect(cookieClick(cookies, now)).toEqual(expected);
  });
});
