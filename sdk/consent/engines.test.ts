// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserCookieEngine, createBrowserLocalEngine } from './engines';

afterEach(() => {
  document.cookie = 'vc=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('browser engines', () => {
  it('write, read and delete a cookie through document.cookie', () => {
    const cookies = createBrowserCookieEngine();
    cookies.set('vc', 'v1.f1.a0', { days: 365 });
    expect(cookies.get('vc')).toBe('v1.f1.a0');
    cookies.remove('vc');
    expect(cookies.get('vc')).toBeUndefined();
    expect(document.cookie).not.toContain('vc=');
  });

  it('use window.localStorage for local items', () => {
    const local = createBrowserLocalEngine();
    local.setItem('velvet.searchHistory', '["anna"]');
    expect(localStorage.getItem('velvet.searchHistory')).toBe('["anna"]');
    local.removeItem('velvet.searchHistory');
    expect(localStorage.length).toBe(0);
  });
});
