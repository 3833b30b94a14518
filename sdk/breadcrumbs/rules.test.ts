import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config';
import { createKeyedCache } from '../cache/keyed-cache';
import { breadcrumbCacheKey, breadcrumbSubjects, breadcrumbTrail, BreadcrumbSubjectError } from './rules';
import { BREADCRUMB_TYPES, type BreadcrumbType } from './types';

const subject = { actor: { name: 'Mia' }, video: { id: 7, title: 'Beach day' }, categorySlug: 'blonde' };
const paths = (type: BreadcrumbType, language: 'de' | 'en' | 'es' | 'nl' = 'en') => breadcrumbTrail(type, subject, language).map((item) => item.path);
const names = (type: BreadcrumbType, language: 'de' | 'en' | 'es' | 'nl' = 'en') => breadcrumbTrail(type, subject, language).map((item) => item.name);

describe('breadcrumbTrail (spec 001 §2 "Breadcrumb keys for content: actor profile (overview, about, video details, live show, videos overview, classic videos, top camgirls) ... category details and overview")', () => {
  it.each<[BreadcrumbType, string[], string[]]>([
    ['actorProfileOverview', ['Home', 'Mia'], ['/en/', '/en/amateur/mia/']],
    ['actorProfileAbout', ['Home', 'Mia', 'About me'], ['/en/', '/en/amateur/mia/', '/en/amateur/mia/about-me/']],
    ['actorProfileVideosOverview', ['Home', 'Mia', 'Videos'], ['/en/', '/en/amateur/mia/', '/en/amateur/mia/videos/']],
    ['actorProfileClassicVideos', ['Home', 'Mia', 'Videos', 'Classic videos'], ['/en/', '/en/amateur/mia/', '/en/amateur/mia/videos/', '/en/amateur/mia/videos/classic/']],
    ['actorProfileVideoDetails', ['Home', 'Mia', 'Videos', 'Beach day'], ['/en/', '/en/amateur/mia/', '/en/amateur/mia/videos/', '/en/amateur/mia/videos/7/']],
    ['actorProfileLiveShow', ['Home', 'Mia', 'Live show'], ['/en/', '/en/amateur/mia/', '/en/amateur/mia/live-show/']],
    ['actorProfileTopCamgirls', ['Home', 'Mia', 'Top cams'], ['/en/', '/en/amateur/mia/', '/en/amateur/mia/top-cams/']],
    ['categoryOverview', ['Home', 'Categories'], ['/en/', '/en/categories/']],
    ['categoryDetails', ['Home', 'Categories', 'Blonde'], ['/en/', '/en/categories/', '/en/categories/blonde/']],
    ['videoTagsOverview', ['Home', 'Videos', 'Tags'], ['/en/', '/en/videos/', '/en/videos/tags/']],
  ])('%s: %j', (type, expectedNames, expectedPaths) => {
    expect(names(type)).toEqual(expectedNames);
    expect(paths(type)).toEqual(expectedPaths);
  });

  it.each([
    ['de', ['Startseite', 'Kategorien', 'Blond'], ['/', '/kategorien/', '/kategorien/blonde/']],
    ['es', ['Inicio', 'Categorías', 'Rubias'], ['/es/', '/es/categorias/', '/es/categorias/blonde/']],
    ['nl', ['Home', 'Categorieën', 'Blond'], ['/nl/', '/nl/categorieen/', '/nl/categorieen/blonde/']],
  ] as const)('speaks the page language: %s', (language, expectedNames, expectedPaths) => {
    expect(names('categoryDetails', language)).toEqual(expectedNames);
    expect(paths('categoryDetails', language)).toEqual(expectedPaths);
  });

  it('every type in every language starts at home and ends at a page of its own', () => {
    for (const type of BREADCRUMB_TYPES) for (const language of LANGUAGES) {
      const trail = breadcrumbTrail(type, subject, language);
      expect(trail[0]!.path).toBe(language === 'de' ? '/' : `/${language}/`);
      expect(new Set(trail.map((item) => item.path)).size).toBe(trail.length);
    }
  });

  it('a missing name is a caller error, not an empty step', () => {
    expect(() => breadcrumbTrail('actorProfileVideoDetails', { actor: { name: 'Mia' } }, 'en')).toThrow(BreadcrumbSubjectError);
    expect(() => breadcrumbTrail('categoryDetails', {}, 'en')).toThrow(BreadcrumbSubjectError);
  });
});

describe('breadcrumbCacheKey (issue 15 item 6 "breadcrumbs (cached per key)")', () => {
  it.each<[string, string, string, boolean]>([
    ['same actor in another case', breadcrumbCacheKey('actorProfileOverview', { actorName: 'Mia' }, 'en'), breadcrumbCacheKey('actorProfileOverview', { actorName: ' mia ' }, 'en'), true],
    ['fields the type does not read', breadcrumbCacheKey('categoryOverview', {}, 'en'), breadcrumbCacheKey('categoryOverview', { actorName: 'x', videoId: 3 }, 'en'), true],
    ['another language', breadcrumbCacheKey('categoryOverview', {}, 'en'), breadcrumbCacheKey('categoryOverview', {}, 'de'), false],
    ['another type', breadcrumbCacheKey('actorProfileOverview', { actorName: 'mia' }, 'en'), breadcrumbCacheKey('actorProfileAbout', { actorName: 'mia' }, 'en'), false],
    ['another video', breadcrumbCacheKey('actorProfileVideoDetails', { actorName: 'mia', videoId: 1 }, 'en'), breadcrumbCacheKey('actorProfileVideoDetails', { actorName: 'mia', videoId: 2 }, 'en'), false],
  ])('%s: equal=%s', (_label, a, b, equal) => {
    expect(a === b).toBe(equal);
  });

  it('names the subjects a trail depends on', () => {
    expect(breadcrumbSubjects('actorProfileVideoDetails', { actorName: 'Mia', videoId: 7 })).toEqual(['actor:mia', 'video:7']);
    expect(breadcrumbSubjects('categoryDetails', { categorySlug: 'blonde', videoId: 7 })).toEqual([]);
  });
});

describe('createKeyedCache', () => {
  it('keeps an entry until its time to live ends', () => {
    const cache = createKeyedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 'A', [], 0);
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops only the entries of a changed subject ("cached per key unless the album changes")', () => {
    const cache = createKeyedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('v7', 'x', ['actor:mia', 'video:7'], 0);
    cache.set('v8', 'y', ['actor:mia', 'video:8'], 0);
    expect(cache.dropSubject('video:7')).toBe(1);
    expect(cache.get('v7', 1)).toBeUndefined();
    expect(cache.get('v8', 1)).toBe('y');
  });

  it('is bounded: the oldest write leaves first', () => {
    const cache = createKeyedCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1, [], 0);
    cache.set('b', 2, [], 0);
    cache.set('c', 3, [], 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
  });
});
