/**
 * The consent-gated storage (spec 000 §5: "Cookies and local items are written
 * only when their consent category is enabled; necessary is always allowed").
 * A write without consent is refused and reported, never queued: a queued
 * write would land later without the guest having seen what it was.
 */
import { categoryOfKey, keysOfCategory, registerStorageKey } from './registry';
import type { ConsentCategory } from './rules';
import { consentEngines, hasConsent } from './state';

/** Why a write was refused. */
export type RefusalReason = 'no-consent' | 'category-mismatch' | 'unknown-key';

export type WriteResult =
  | { written: true }
  | { written: false; reason: RefusalReason; key: string; category: ConsentCategory | undefined; message: string };

export interface Refusal {
  kind: 'cookie' | 'local';
  key: string;
  category: ConsentCategory | undefined;
  reason: RefusalReason;
  message: string;
}

type RefusalListener = (refusal: Refusal) => void;
const refusalListeners = new Set<RefusalListener>();

/** Hears every refused write (for the console in development, or the logger); returns the unsubscribe. */
export function onWriteRefused(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

function gate(kind: Refusal['kind'], key: string, asked: ConsentCategory | undefined): WriteResult {
  const registered = categoryOfKey(key);
  let refusal: Refusal | null = null;
  if (registered && asked && registered !== asked) {
    refusal = { kind, key, category: asked, reason: 'category-mismatch', message: `expected "${key}" under its registered category "${registered}", got "${asked}"` };
  } else if (!registered && !asked) {
    refusal = { kind, key, category: undefined, reason: 'unknown-key', message: `expected a category for the unregistered key "${key}", got none` };
  } else {
    const category = (registered ?? asked) as ConsentCategory;
    // An explicit category for a new key registers it, so a later revoke in this page view deletes it.
    if (!registered) registerStorageKey(key, category);
    if (hasConsent(category)) return { written: true };
    refusal = { kind, key, category, reason: 'no-consent', message: `expected consent for "${category}" before writing "${key}", got none` };
  }
  for (const listener of refusalListeners) listener(refusal);
  return { written: false, reason: refusal.reason, key, category: refusal.category, message: refusal.message };
}

export interface SetCookieOptions {
  /** Needed for an unregistered name; must match the registry for a known one. */
  category?: ConsentCategory;
  /** Lifetime in days; omitted means until the browser closes. */
  days?: number;
  path?: string;
}

/** Writes a cookie if its category is granted (path / and SameSite=Lax by default). */
export function setCookie(name: string, value: string, options: SetCookieOptions = {}): WriteResult {
  const result = gate('cookie', name, options.category);
  if (result.written) {
    consentEngines().cookies.set(name, value, {
      ...(options.days !== undefined ? { days: options.days } : {}),
      ...(options.path !== undefined ? { path: options.path } : {}),
    });
  }
  return result;
}

/** Reads a cookie; reading needs no consent. */
export function getCookie(name: string): string | undefined {
  return consentEngines().cookies.get(name);
}

/** Removes a cookie; removing is always allowed. */
export function removeCookie(name: string, path?: string): void {
  consentEngines().cookies.remove(name, path);
}

/** Writes a local item (localStorage) if its category is granted. */
export function setItem(key: string, value: string, category?: ConsentCategory): WriteResult {
  const result = gate('local', key, category);
  if (result.written) consentEngines().local.setItem(key, value);
  return result;
}

/** Reads a local item; null when missing. */
export function getItem(key: string): string | null {
  return consentEngines().local.getItem(key);
}

/** Removes a local item; always allowed. */
export function removeItem(key: string): void {
  consentEngines().local.removeItem(key);
}

/** Deletes every cookie and local item registered under `category` (run on revoke). */
export function deleteCategory(category: Exclude<ConsentCategory, 'necessary'>): string[] {
  const { cookies, local } = consentEngines();
  const keys = keysOfCategory(category);
  for (const key of keys) {
    cookies.remove(key);
    local.removeItem(key);
  }
  return keys;
}
