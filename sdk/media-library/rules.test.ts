import { describe, expect, it } from 'vitest';
import {
  libraryPage, libraryPageCount, libraryRequestFrom, sourcesOf, libraryPageNumber, libraryQueryProblem, libraryTotals, mediaTypeOf, mergeLibrary, originOf, sourceOf,
  MEDIA_LIBRARY_PAGE_SIZE, type LibraryEntry, type LibraryHolding, type LibraryItemKind, type LibraryQuery,
} from './rules';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const entry = (kind: LibraryItemKind, id: number, minute: number, acquired: 'purchase' | 'pin' = 'purchase', archived = false): LibraryEntry =>
  ({ kind, id, acquired, addedAt: at(minute), archived });
const query = (overrides: Partial<LibraryQuery> = {}): LibraryQuery =>
  ({ mediaType: 'video', source: 'purchased', origin: null, first: MEDIA_LIBRARY_PAGE_SIZE, offset: 0, ...overrides });

describe('media library rules (spec 001 §3 "media type video or photo; source purchased, pinned or archived; origin shop or chat clip")', () => {
  it.each([
    ['video', 'video', 'shop'],
    ['chatClip', 'video', 'chatClip'],
    ['album', 'photo', 'shop'],
    ['sedcards', 'photo', 'shop'],
    ['picture', 'photo', 'shop'],
  ] as const)('a %s is a %s from the %s', (kind, mediaType, origin) => {
    expect(mediaTypeOf(kind)).toBe(mediaType);
    expect(originOf(kind)).toBe(origin);
  });

  it.each([
    ['purchase', false, 'purchased'],
    ['pin', false, 'pinned'],
    ['purchase', true, 'archived'],
    ['pin', true, 'archived'],
  ] as const)('acquired by %s, archived %s -> source %s (spec 001 §4 "items can be archived and unarchived")', (acquired, archived, source) => {
    expect(sourceOf(entry('album', 1, 0, acquired, archived))).toBe(source);
  });

  it('lists an item both bought and pinned once, as purchased and dated by the purchase', () => {
    const holdings: LibraryHolding[] = [
      { kind: 'album', id: 7, acquired: 'pin', addedAt: at(1) },
      { kind: 'album', id: 7, acquired: 'purchase', addedAt: at(5) },
      { kind: 'picture', id: 7, acquired: 'pin', addedAt: at(2) },
    ];
    expect(mergeLibrary(holdings, new Set(['picture:7']))).toEqual([
      { kind: 'album', id: 7, acquired: 'purchase', addedAt: at(5), archived: false },
      { kind: 'picture', id: 7, acquired: 'pin', addedAt: at(2), archived: true },
    ]);
  });

  it('pages newest first, 20 a page (spec 001 §9 "media library default 20, newest first")', () => {
    const entries = Array.from({ length: 45 }, (_, i) => entry('video', i + 1, i));
    const first = libraryPage(entries, query());
    expect(first.total).toBe(45);
    expect(first.items.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => 45 - i));
    expect(libraryPage(entries, query({ offset: 40 })).items.map((e) => e.id)).toEqual([5, 4, 3, 2, 1]);
    expect(libraryPage(entries, query({ offset: 60 })).items).toEqual([]);
  });

  it('breaks a tie of the same moment by kind and id, so pages never shuffle', () => {
    const entries = [entry('album', 1, 0), entry('picture', 3, 0), entry('album', 2, 0)];
    expect(libraryPage(entries, query({ mediaType: 'photo' })).items.map((e) => `${e.kind}:${e.id}`)).toEqual(['album:2', 'album:1', 'picture:3']);
  });

  it.each([
    [query(), ['video:1', 'chatClip:2']],
    [query({ origin: 'shop' }), ['video:1']],
    [query({ origin: 'chatClip' }), ['chatClip:2']],
    [query({ source: 'archived' }), ['video:3']],
    [query({ mediaType: 'photo' }), ['album:4']],
    [query({ mediaType: 'photo', source: 'pinned' }), ['picture:5']],
    [query({ mediaType: 'photo', source: 'archived' }), []],
  ])('filters by media type, source and origin: %j', (filter, expected) => {
    const entries = [entry('video', 1, 9), entry('chatClip', 2, 1), entry('video', 3, 3, 'purchase', true), entry('album', 4, 4), entry('picture', 5, 5, 'pin')];
    expect(libraryPage(entries, filter).items.map((e) => `${e.kind}:${e.id}`)).toEqual(expected);
  });

  it('totals count videos, photos, audio and chat clips, archived items included (spec 001 §3 "Totals for videos, photos, audio, chat clips")', () => {
    const entries = [entry('video', 1, 0), entry('video', 2, 0, 'purchase', true), entry('chatClip', 3, 0), entry('album', 4, 0), entry('sedcards', 5, 0, 'pin'), entry('picture', 6, 0, 'pin')];
    expect(libraryTotals(entries)).toEqual({ videos: 2, photos: 3, audio: 0, chatClips: 1 });
    expect(libraryTotals([])).toEqual({ videos: 0, photos: 0, audio: 0, chatClips: 0 });
  });

  it.each([
    [{ mediaType: 'audio', source: 'purchased', origin: null, first: 20, offset: 0 }, 'mediaType'],
    [{ mediaType: 'video', source: 'bought', origin: null, first: 20, offset: 0 }, 'source'],
    [{ mediaType: 'video', source: 'purchased', origin: 'messenger', first: 20, offset: 0 }, 'origin'],
    [{ mediaType: 'video', source: 'purchased', origin: null, first: 0, offset: 0 }, 'first'],
    [{ mediaType: 'video', source: 'purchased', origin: null, first: 101, offset: 0 }, 'first'],
    [{ mediaType: 'video', source: 'purchased', origin: null, first: 20, offset: -1 }, 'offset'],
    [{ mediaType: 'video', source: 'purchased', origin: null, first: 20, offset: 1.5 }, 'offset'],
  ])('refuses %j naming the field %s', (raw, field) => {
    expect(libraryQueryProblem(raw)?.field).toBe(field);
  });

  it('accepts a query within the rules', () => {
    expect(libraryQueryProblem({ mediaType: 'photo', source: 'archived', origin: 'shop', first: 100, offset: 40 })).toBeNull();
  });

  it.each([[null, 1], ['', 1], ['0', 1], ['-2', 1], ['2.5', 1], ['x', 1], ['3', 3]])('?page=%j is page %i', (raw, page) => {
    expect(libraryPageNumber(raw)).toBe(page);
  });

  it.each([[0, 1], [1, 1], [20, 1], [21, 2], [45, 3]])('%i items make %i pages of 20', (total, pages) => {
    expect(libraryPageCount(total)).toBe(pages);
  });

  it.each([
    ['video', '', { source: 'purchased', origin: null, page: 1 }],
    ['video', '?source=archived&origin=chatClip&page=2', { source: 'archived', origin: 'chatClip', page: 2 }],
    // Videos cannot be pinned: ?source=pinned on the videos shelf is the default shelf.
    ['video', '?source=pinned', { source: 'purchased', origin: null, page: 1 }],
    ['photo', '?source=pinned&origin=chatClip', { source: 'pinned', origin: null, page: 1 }],
    ['photo', '?source=nonsense&page=-4', { source: 'purchased', origin: null, page: 1 }],
  ] as const)('the %s shelf of the address %j', (mediaType, search, expected) => {
    expect(libraryRequestFrom(mediaType, new URLSearchParams(search))).toEqual({ mediaType, ...expected });
  });

  it('offers no pinned shelf for videos (pins are albums, sedcards and pictures, spec 000 §4)', () => {
    expect(sourcesOf('video')).toEqual(['purchased', 'archived']);
    expect(sourcesOf('photo')).toEqual(['purchased', 'pinned', 'archived']);
  });
});
