/**
 * The browser storage behind the consent gate, as swappable engines (like
 * @nanostores/persistent's setPersistentEngine): tests and non-browser hosts
 * pass memory engines, the browser uses document.cookie and localStorage.
 */
import { parseCookies, serializeCookie, type CookieAttributes } from './rules';

export interface CookieEngine {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, path?: string): void;
}

export interface LocalEngine {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ConsentEngines {
  cookies: CookieEngine;
  local: LocalEngine;
}

/** document.cookie; Secure is added on https pages. */
export function createBrowserCookieEngine(doc: Document = document): CookieEngine {
  const secure = doc.location?.protocol === 'https:';
  return {
    get: (name) => parseCookies(doc.cookie).get(name),
    set: (name, value, attributes) => {
      doc.cookie = serializeCookie(name, value, { secure, ...attributes });
    },
    remove: (name, path) => {
      doc.cookie = serializeCookie(name, '', { days: 0, secure, ...(path ? { path } : {}) });
    },
  };
}

/** window.localStorage, or a memory store where it is missing or blocked (Safari private mode throws on access). */
export function createBrowserLocalEngine(): LocalEngine {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Blocked storage: fall through to memory, so the page still works for this visit.
  }
  return createMemoryLocalEngine();
}

/** A cookie jar in memory; `jar` shows what a browser would hold. */
export function createMemoryCookieEngine(): CookieEngine & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    jar,
    get: (name) => jar.get(name),
    set: (name, value, attributes) => {
      if (attributes.days !== undefined && attributes.days <= 0) jar.delete(name);
      else jar.set(name, value);
    },
    remove: (name) => {
      jar.delete(name);
    },
  };
}

/** A localStorage in memory; `items` shows what it holds. */
export function createMemoryLocalEngine(): LocalEngine & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** The browser engines where a document exists, memory engines elsewhere (server rendering, node). */
export function defaultEngines(): ConsentEngines {
  if (typeof document === 'undefined') return { cookies: createMemoryCookieEngine(), local: createMemoryLocalEngine() };
  return { cookies: createBrowserCookieEngine(), local: createBrowserLocalEngine() };
}
