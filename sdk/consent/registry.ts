/**
 * Which category each known cookie or local item belongs to (spec 000 §5:
 * "The search history item is in the functional category"). A key that is
 * registered cannot be written under another category, so a caller cannot
 * relabel the search history as necessary; revoking a category deletes every
 * key registered under it.
 */
import { AGE_GATE_COOKIE } from './age-gate';
import { SESSION_COOKIE_NAME, STATUS_BAR_COOKIE_NAME, STORAGE_INVENTORY } from './inventory';
import { CONSENT_COOKIE, type ConsentCategory } from './rules';

/** The keys the sdk and host site use, by name. Cookie names are short codes (spec 000 §9). */
export const KNOWN_STORAGE_KEYS = {
  /** The consent choice itself: needed to remember that the guest said no. */
  consent: CONSENT_COOKIE,
  /** Set by the server (HttpOnly); listed so it is never treated as optional. */
  session: SESSION_COOKIE_NAME,
  /** The guest confirmed being 18 or older (the age gate, issue 12 §4). */
  ageGate: AGE_GATE_COOKIE,
  /** Set by the server after acceptCancellationOffer; readable by the page. */
  statusBar: STATUS_BAR_COOKIE_NAME,
  /** The guest's recent search patterns (local item). */
  searchHistory: 'velvet.searchHistory',
  /** The anonymous analytics id (cookie and local item share the name). */
  analyticsId: 'vaid',
  /** The analytics session of tracking (local item). */
  analyticsSession: 'velvet.analyticsSession',
} as const;

/**
 * What the platform writes (the inventory the data-protection page prints),
 * plus keys reserved for features that do not write yet: registered so a
 * revoke also deletes what an older or newer page version left behind.
 */
const BUILT_IN: ReadonlyArray<readonly [string, ConsentCategory]> = [
  ...STORAGE_INVENTORY.map((item) => [item.name, item.category] as const),
  [KNOWN_STORAGE_KEYS.searchHistory, 'functional'],
  [KNOWN_STORAGE_KEYS.analyticsId, 'analytics'],
  [KNOWN_STORAGE_KEYS.analyticsSession, 'analytics'],
];

const registry = new Map<string, ConsentCategory>(BUILT_IN);

/** The category a key is registered under, or undefined for an unknown key. */
export function categoryOfKey(key: string): ConsentCategory | undefined {
  return registry.get(key);
}

/**
 * Registers a feature's key under a category. Call it where the feature's module
 * loads, not at its first write: a revoke in a later page view must know the key.
 * Registering a known key under another category throws.
 */
export function registerStorageKey(key: string, category: ConsentCategory): void {
  const known = registry.get(key);
  if (known && known !== category) {
    throw new Error(`registerStorageKey: expected "${key}" under its registered category "${known}", got "${category}"`);
  }
  registry.set(key, category);
}

/** Every key registered under `category`. */
export function keysOfCategory(category: ConsentCategory): string[] {
  return [...registry].filter(([, registered]) => registered === category).map(([key]) => key);
}

/** Test helper: back to the built-in keys. */
export function resetStorageRegistry(): void {
  registry.clear();
  for (const [key, category] of BUILT_IN) registry.set(key, category);
}
