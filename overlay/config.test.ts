import { describe, expect, it } from 'vitest';
import { OVERLAY_FLOWS } from '../sdk/overlay/protocol';
import { displayConfig, legalUrl, parseOverlayQuery, viewFor } from './config';

describe('parseOverlayQuery', () => {
  it('reads flow, language, options, consent and the parent origin from the frame URL', () => {
    const parsed = parseOverlayQuery('?flow=vipabo&lang=de-AT&host=lenarose&pc=SUMMER&selectedAmount=25&disableJump=1&consent=functional,analytics&parentOrigin=http%3A%2F%2Flocalhost%3A8080');
    expect(parsed).toEqual({
      ok: true,
      query: {
        options: { flow: 'vipabo', lang: 'de', host: 'lenarose', pc: 'SUMMER', selectedAmount: 25, disableJump: true },
        consent: ['functional', 'analytics'],
        parentOrigin: 'http://localhost:8080',
      },
    });
  });

  // spec 002 §3.1 "w, ws, wt | partner tracking ids", "gk_cid, adtv, sub, option | campaign and option data" (issue 16 §1).
  it('reads the partner tracking ids and the campaign fields', () => {
    const parsed = parseOverlayQuery('?flow=moneycharge&lang=en&w=p1&ws=side&wt=demo&gk_cid=c-1&adtv=tv&sub=s&option=o');
    expect(parsed.ok && parsed.query.options).toEqual({ flow: 'moneycharge', lang: 'en', w: 'p1', ws: 'side', wt: 'demo', gk_cid: 'c-1', adtv: 'tv', sub: 's', option: 'o' });
  });

  it.each([
    // spec 000 §1: "An unknown language falls back to English."
    ['?flow=login&lang=fr', 'en'],
    ['?flow=login', 'en'],
    ['?flow=login&lang=NL', 'nl'],
  ])('%s -> language %s', (search, lang) => {
    const parsed = parseOverlayQuery(search);
    expect(parsed.ok && parsed.query.options.lang).toBe(lang);
  });

  // spec 002 §3.1 "agb, privacy URLs | legal links": shown as links in the sign-up view, so only http(s).
  it.each([
    ['https://velvet.example/agb/', 'https://velvet.example/agb/'],
    ['http://localhost:8082/es/terminos-y-condiciones/', 'http://localhost:8082/es/terminos-y-condiciones/'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['/agb/', null],
    ['', null],
  ])('legal link %j -> %j', (value, expected) => {
    expect(legalUrl(value)).toBe(expected);
    const parsed = parseOverlayQuery(`?flow=login&agb=${encodeURIComponent(value)}&privacy=${encodeURIComponent(value)}`);
    expect(parsed.ok && [parsed.query.options.agb, parsed.query.options.privacy]).toEqual(expected ? [expected, expected] : [undefined, undefined]);
  });

  it('refuses an unknown flow, naming it and the known ones', () => {
    const parsed = parseOverlayQuery('?flow=__proto__');
    expect(parsed).toEqual({ ok: false, error: expect.stringContaining('got "__proto__"') });
    expect(!parsed.ok && parsed.error).toContain('moneycharge');
  });

  it.each([
    ['Voice', 'Voice'], ['CC', 'CC'], ['LS', 'LS'], ['', undefined], ['voice', undefined], ['PayPal', undefined],
  ])('spec 002 §3.1 "paytype: CC, LS, Voice, or empty": %j', (value, expected) => {
    const parsed = parseOverlayQuery(`?flow=moneycharge&paytype=${value}`);
    expect(parsed.ok && parsed.query.options.paytype).toBe(expected);
  });

  it('ignores an amount that is not a positive number', () => {
    const parsed = parseOverlayQuery('?flow=moneycharge&selectedAmount=-5');
    expect(parsed.ok && parsed.query.options.selectedAmount).toBeUndefined();
  });
});

describe('displayConfig (spec 002 §3.2)', () => {
  it.each([
    // spec 002 §3.2: "showTeaserBar is 0 when a host is given, else 1."
    [{ flow: 'moneycharge', lang: 'en', host: 'lenarose' }, [], 'showTeaserBar', 0],
    [{ flow: 'moneycharge', lang: 'en' }, [], 'showTeaserBar', 1],
    // spec 002 §3.2: "tracking is 1 only with analytics cookie consent."
    [{ flow: 'moneycharge', lang: 'en' }, ['functional'], 'tracking', 0],
    [{ flow: 'moneycharge', lang: 'en' }, ['analytics'], 'tracking', 1],
    [{ flow: 'moneycharge', lang: 'en', enableTracking: false }, ['analytics'], 'tracking', 0],
    [{ flow: 'login', lang: 'en' }, [], 'login', 1],
  ] as const)('%j with consent %j: %s = %i', (options, consent, field, expected) => {
    expect(displayConfig(options, consent)[field]).toBe(expected);
  });
});

describe('viewFor', () => {
  const member = { isLoggedIn: true, restrictionLevel: 0 };
  const anonymous = { isLoggedIn: false, restrictionLevel: 0 };
  it.each([
    ['moneycharge', member, undefined, 'payment'],
    ['moneycharge', anonymous, undefined, 'login'],
    ['moneycharge', anonymous, 'signup', 'signup'],
    // spec 002 §6: restricted guests get operator compensation instead of a top-up.
    ['moneycharge', { isLoggedIn: true, restrictionLevel: 1 }, undefined, 'opcompensation'],
    ['vipabo', member, undefined, 'abo'],
    ['vxtvabo', member, undefined, 'vxabo'],
    ['scratchcard', member, undefined, 'promocode'],
    ['pwdlost', anonymous, undefined, 'login'],
    ['carrier', anonymous, undefined, 'carrier'],
    ['moneycharge', member, 'wait', 'wait'],
    ['moneycharge', member, 'bogus', 'payment'],
  ] as const)('%s for %j (requested %s) -> %s', (flow, guest, requested, view) => {
    expect(viewFor(flow, guest, requested)).toBe(view);
  });

  it('has a view for every flow of spec 002 §2.3', () => {
    for (const flow of OVERLAY_FLOWS) expect(viewFor(flow, { isLoggedIn: true, restrictionLevel: 0 })).toBeTruthy();
  });
});
