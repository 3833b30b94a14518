import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchConsent } from '../consent/actions';
import { createMemoryCookieEngine, createMemoryLocalEngine } from '../consent/engines';
import { deleteCategory } from '../consent/storage';
import { resetConsentState, setConsentEngines } from '../consent/state';
import { createResumeStore, PLAYER_RESUME_KEY } from './resume';
import { memoryStorage } from './test-fixtures';

let local: ReturnType<typeof createMemoryLocalEngine>;
beforeEach(() => {
  local = createMemoryLocalEngine();
  setConsentEngines({ cookies: createMemoryCookieEngine(), local });
});
afterEach(() => resetConsentState());

describe('resume positions in the consent-gated storage (spec 000 §5: "local items are written only when their consent category is enabled")', () => {
  it('writes nothing without functional consent', () => {
    const store = createResumeStore();
    store.set('g1', 7, 42);
    expect([...local.items.keys()]).toEqual([]);
    expect(store.get('g1', 7)).toBeNull();
  });

  it('keeps positions per guest and video once functional consent is granted, and a revoke deletes them', () => {
    dispatchConsent({ type: 'save', functional: true, analytics: false });
    const store = createResumeStore();
    store.set('g1', 7, 42.4);
    store.set('g2', 7, 10);
    expect(store.get('g1', 7)).toBe(42);
    expect(store.get('g2', 7)).toBe(10);
    expect(store.get('g1', 8)).toBeNull();
    deleteCategory('functional');
    expect(local.items.has(PLAYER_RESUME_KEY)).toBe(false);
  });
});

describe('createResumeStore', () => {
  it('keeps only the newest entries', () => {
    const storage = memoryStorage();
    const store = createResumeStore(storage, 3);
    for (const videoId of [1, 2, 3, 4]) store.set('g', videoId, 30);
    store.set('g', 2, 40);
    expect(Object.keys(JSON.parse(storage.items.get(PLAYER_RESUME_KEY)!))).toEqual(['g:3', 'g:4', 'g:2']);
  });

  it('reads damaged content as empty', () => {
    const storage = memoryStorage();
    storage.items.set(PLAYER_RESUME_KEY, '{not json');
    const store = createResumeStore(storage);
    expect(store.get('g', 1)).toBeNull();
    store.set('g', 1, 12);
    expect(store.get('g', 1)).toBe(12);
  });
});
