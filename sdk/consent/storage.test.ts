import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchConsent, openCookieSettings, sweepDeniedCategories } from './actions';
import { createMemoryCookieEngine, createMemoryLocalEngine } from './engines';
import { KNOWN_STORAGE_KEYS, resetStorageRegistry } from './registry';
import type { ConsentCategory } from './rules';
import { $consent, $cookieSettingsOpen, hasConsent, resetConsentState, setConsentEngines } from './state';
import { getCookie, getItem, onWriteRefused, setCookie, setItem, type Refusal } from './storage';

let cookies: ReturnType<typeof createMemoryCookieEngine>;
let local: ReturnType<typeof createMemoryLocalEngine>;

beforeEach(() => {
  cookies = createMemoryCookieEngine();
  local = createMemoryLocalEngine();
  setConsentEngines({ cookies, local });
});
afterEach(() => {
  resetConsentState();
  resetStorageRegistry();
});

const { searchHistory, analyticsId } = KNOWN_STORAGE_KEYS;

describe('gated writes', () => {
  // spec 000 §5: "Cookies and local items are written only when their consent category is enabled; necessary is always allowed."
  it.each<[ConsentCategory, 'cookie' | 'local']>([
    ['functional', 'cookie'],
    ['functional', 'local'],
    ['analytics', 'cookie'],
    ['analytics', 'local'],
  ])('refuses a %s %s before consent, and writes nothing', (category, kind) => {
    const result = kind === 'cookie' ? setCookie('feature', '1', { category }) : setItem('feature', '1', category);
    expect(result).toMatchObject({ written: false, reason: 'no-consent', category });
    expect([...cookies.jar.keys(), ...local.items.keys()]).toEqual([]);
  });

  it('writes necessary cookies and items before any decision', () => {
    expect(setCookie('vlogin', '1', { category: 'necessary', days: 1 })).toEqual({ written: true });
    expect(setItem('velvet.tab', 'a', 'necessary')).toEqual({ written: true });
    expect(getCookie('vlogin')).toBe('1');
    expect(getItem('velvet.tab')).toBe('a');
  });

  // spec 000 §5: "The search history item is in the functional category."
  it('takes the search history as functional: refused before, written after the grant', () => {
    expect(setItem(searchHistory, '["anna"]')).toMatchObject({ written: false, reason: 'no-consent', category: 'functional' });
    dispatchConsent({ type: 'save', functional: true, analytics: false });
    expect(setItem(searchHistory, '["anna"]')).toEqual({ written: true });
    expect(setCookie(analyticsId, 'id-1')).toMatchObject({ written: false, category: 'analytics' });
    expect(local.items.get(searchHistory)).toBe('["anna"]');
  });

  it('refuses relabelling a registered key, and an unknown key without a category', () => {
    dispatchConsent({ type: 'acceptAll' });
    expect(setItem(searchHistory, '[]', 'necessary')).toMatchObject({ written: false, reason: 'category-mismatch' });
    expect(setCookie('mystery', '1')).toMatchObject({ written: false, reason: 'unknown-key' });
    expect(local.items.size + cookies.jar.size).toBe(1); // only the consent cookie
  });

  it('reports each refusal instead of queueing it', () => {
    const refusals: Refusal[] = [];
    const stop = onWriteRefused((refusal) => refusals.push(refusal));
    setCookie(analyticsId, 'id-1');
    stop();
    setCookie(analyticsId, 'id-2');
    expect(refusals).toEqual([
      { kind: 'cookie', key: analyticsId, category: 'analytics', reason: 'no-consent', message: 'expected consent for "analytics" before writing "vaid", got none' },
    ]);
    dispatchConsent({ type: 'acceptAll' });
    expect(cookies.jar.has(analyticsId)).toBe(false); // nothing was queued for later
  });
});

describe('the consent cookie', () => {
  it.each([
    [{ type: 'acceptAll' } as const, 'v1.f1.a1'],
    [{ type: 'onlyNecessary' } as const, 'v1.f0.a0'],
    [{ type: 'save', functional: true, analytics: false } as const, 'v1.f1.a0'],
  ])('%j stores %s in the necessary cookie "vc"', (action, value) => {
    dispatchConsent(action);
    expect(cookies.jar.get('vc')).toBe(value);
    expect($consent.get()).toMatchObject({ decided: true });
  });

  it('is read back on the next page view', () => {
    cookies.jar.set('vc', 'v1.f0.a1');
    setConsentEngines({ cookies, local });
    expect([hasConsent('necessary'), hasConsent('functional'), hasConsent('analytics')]).toEqual([true, false, true]);
  });
});

describe('revoking', () => {
  // issue 6: "revoking a category deletes what was written under it"
  it('deletes the cookies and local items of a revoked category and keeps the others', () => {
    dispatchConsent({ type: 'acceptAll' });
    setItem(searchHistory, '["anna"]');
    setCookie(analyticsId, 'id-1', { days: 365 });
    setItem(analyticsId, 'id-1');
    setItem('velvet.layout', 'grid', 'functional');
    dispatchConsent({ type: 'save', functional: true, analytics: false });
    expect([...cookies.jar.keys()]).toEqual(['vc']);
    expect([...local.items.keys()].sort()).toEqual(['velvet.layout', searchHistory]);
    dispatchConsent({ type: 'onlyNecessary' });
    expect([...local.items.keys()]).toEqual([]);
    expect(setItem(searchHistory, '[]')).toMatchObject({ written: false });
  });

  it('sweeps items of denied categories left from before, at start-up', () => {
    cookies.jar.set('vc', 'v1.f1.a0');
    cookies.jar.set(analyticsId, 'old');
    local.items.set(searchHistory, '["kept"]');
    setConsentEngines({ cookies, local });
    sweepDeniedCategories();
    expect([...cookies.jar.keys()]).toEqual(['vc']);
    expect(local.items.get(searchHistory)).toBe('["kept"]');
  });
});

describe('cookie settings', () => {
  it('reopen with openCookieSettings and close on the next decision', () => {
    dispatchConsent({ type: 'onlyNecessary' });
    openCookieSettings();
    expect($cookieSettingsOpen.get()).toBe(true);
    dispatchConsent({ type: 'acceptAll' });
    expect($cookieSettingsOpen.get()).toBe(false);
  });
});
