/**
 * Page-wide widget defaults set by the embed loader's `velvet('init', {...})`.
 * Deliberately free of sdk imports so the loader contract stays tiny; elements
 * subscribe and re-render when a partner calls init after they were created.
 */

export interface WidgetGlobalConfig {
  lang?: string;
  apiBase?: string;
  linkBase?: string;
  /** Partner tracking ids appended to tile links. */
  w?: string;
  ws?: string;
  wt?: string;
  /** Campaign fields (spec 002 §3.1), appended to tile links like the ids. */
  gk_cid?: string;
  adtv?: string;
  sub?: string;
  option?: string;
}

const KNOWN_KEYS: ReadonlyArray<keyof WidgetGlobalConfig> = ['lang', 'apiBase', 'linkBase', 'w', 'ws', 'wt', 'gk_cid', 'adtv', 'sub', 'option'];

let current: Readonly<WidgetGlobalConfig> = {};
const listeners = new Set<() => void>();

/** Merges string options into the page-wide config; anything else is reported and ignored. */
export function setGlobalConfig(patch: Record<string, unknown>, warn: (message: string) => void = console.warn): void {
  const next: WidgetGlobalConfig = { ...current };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (!(KNOWN_KEYS as readonly string[]).includes(key)) {
      warn(`velvet init: unknown option "${key}", expected one of ${KNOWN_KEYS.join(', ')}`);
    } else if (typeof value !== 'string') {
      warn(`velvet init: option "${key}" expected a string, got ${typeof value}`);
    } else {
      next[key as keyof WidgetGlobalConfig] = value;
    }
  }
  current = next;
  for (const listener of listeners) listener();
}

/** The page-wide config as set so far. */
export function getGlobalConfig(): Readonly<WidgetGlobalConfig> {
  return current;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function onGlobalConfigChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test helper: forget every option and listener. */
export function resetGlobalConfig(): void {
  current = {};
  listeners.clear();
}
