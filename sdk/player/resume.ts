/**
 * Resume positions per guest and video (issue 13 §3 "resume position per guest"), kept in one
 * local item under the functional consent category: without that consent nothing is written
 * (sdk/consent), and the player starts from the beginning next time.
 */
import { PLAYER_RESUME_ITEM_NAME } from '../consent/inventory';
import { getItem, setItem } from '../consent/storage';
import { registerStorageKey } from '../consent/registry';

/** The local item's name (listed in sdk/consent/inventory.ts with its purpose on the data-protection page). */
export const PLAYER_RESUME_KEY = PLAYER_RESUME_ITEM_NAME;
/** The newest positions kept; older ones are dropped so the item stays small. */
export const RESUME_MAX_ENTRIES = 50;

registerStorageKey(PLAYER_RESUME_KEY, 'functional');

/** The storage the store reads and writes (an engine: tests pass a map). */
export interface ResumeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ResumeStore {
  get(guestId: string, videoId: number): number | null;
  set(guestId: string, videoId: number, seconds: number): void;
  clear(guestId: string, videoId: number): void;
}

/** The consent-gated browser storage. */
export const consentResumeStorage: ResumeStorage = {
  getItem: () => getItem(PLAYER_RESUME_KEY),
  // Refused (and reported by sdk/consent) while functional consent is not granted.
  setItem: (_key, value) => void setItem(PLAYER_RESUME_KEY, value, 'functional'),
};

type Entries = Record<string, number>;

function entryKey(guestId: string, videoId: number): string {
  return `${guestId}:${videoId}`;
}

/** A resume store over `storage`; unreadable content counts as empty. */
export function createResumeStore(storage: ResumeStorage = consentResumeStorage, maxEntries = RESUME_MAX_ENTRIES): ResumeStore {
  function read(): Entries {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(PLAYER_RESUME_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Entries) : {};
    } catch {
      return {};
    }
  }
  function write(entries: Entries): void {
    // Insertion order is age order (a set deletes first): keep the newest maxEntries.
    const kept = Object.entries(entries).slice(-maxEntries);
    storage.setItem(PLAYER_RESUME_KEY, JSON.stringify(Object.fromEntries(kept)));
  }
  return {
    get(guestId, videoId) {
      const seconds = read()[entryKey(guestId, videoId)];
      return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null;
    },
    set(guestId, videoId, seconds) {
      const entries = read();
      const key = entryKey(guestId, videoId);
      delete entries[key];
      entries[key] = Math.round(seconds);
      write(entries);
    },
    clear(guestId, videoId) {
      const entries = read();
      const key = entryKey(guestId, videoId);
      if (!(key in entries)) return;
      delete entries[key];
      write(entries);
    },
  };
}
