/**
 * The personal media library (spec 001 §3 "Media library: asset is a video or
 * gallery asset; media type video or photo; source purchased, pinned or
 * archived; origin shop or chat clip. Totals for videos, photos, audio, chat
 * clips"; §4 "Media library: items can be archived and unarchived"; §9 "media
 * library default 20, newest first"). Pure rules: the server gathers the
 * guest's purchases, pins and archive marks and pages them with these.
 */

export type LibraryMediaType = 'video' | 'photo';
export type LibrarySource = 'purchased' | 'pinned' | 'archived';
export type LibraryOrigin = 'shop' | 'chatClip';
/** What an entry is: a shop video, a clip bought in a chat, a photo album, a performer's sedcards, one picture. */
export type LibraryItemKind = 'video' | 'chatClip' | 'album' | 'sedcards' | 'picture';

export const LIBRARY_MEDIA_TYPES: readonly LibraryMediaType[] = ['video', 'photo'];
export const LIBRARY_SOURCES: readonly LibrarySource[] = ['purchased', 'pinned', 'archived'];
export const LIBRARY_ORIGINS: readonly LibraryOrigin[] = ['shop', 'chatClip'];
export const LIBRARY_ITEM_KINDS: readonly LibraryItemKind[] = ['video', 'chatClip', 'album', 'sedcards', 'picture'];

/** spec 001 §9 "media library default 20, newest first". */
export const MEDIA_LIBRARY_PAGE_SIZE = 20;
/** The most a client may ask for in one page. */
export const MEDIA_LIBRARY_MAX_PAGE = 100;
/** spec 001 §9 "Image sizes ... (media library 320/640/1280)". */
export const MEDIA_LIBRARY_IMAGE_SIZES = ['w320', 'w640', 'w1280'] as const;

/** One thing the guest has: bought or pinned, when it came, and whether the guest archived it. */
export interface LibraryEntry {
  kind: LibraryItemKind;
  id: number;
  acquired: 'purchase' | 'pin';
  /** ISO time the item came into the library (the purchase or the pin). */
  addedAt: string;
  archived: boolean;
}

/** A purchase or a pin as stored, before the archive marks are applied. */
export type LibraryHolding = Omit<LibraryEntry, 'archived'>;

/** Videos and chat clips are videos; albums, sedcards and pictures are photos. */
export function mediaTypeOf(kind: LibraryItemKind): LibraryMediaType {
  return kind === 'video' || kind === 'chatClip' ? 'video' : 'photo';
}

/** A clip bought in a chat comes from the chat; everything else from the shop. */
export function originOf(kind: LibraryItemKind): LibraryOrigin {
  return kind === 'chatClip' ? 'chatClip' : 'shop';
}

/** An archived item shows under "archived" only; otherwise a purchase is "purchased", a pin "pinned". */
export function sourceOf(entry: LibraryEntry): LibrarySource {
  if (entry.archived) return 'archived';
  return entry.acquired === 'purchase' ? 'purchased' : 'pinned';
}

/** The key of an item across purchases, pins and archive marks. */
export function entryKey(kind: LibraryItemKind, id: number): string {
  return `${kind}:${id}`;
}

/**
 * The library of one guest: each item once. An item both bought and pinned
 * is listed as purchased (owning it says more than pinning it), dated by the purchase.
 */
export function mergeLibrary(holdings: readonly LibraryHolding[], archivedKeys: ReadonlySet<string>): LibraryEntry[] {
  const byKey = new Map<string, LibraryHolding>();
  for (const holding of holdings) {
    const key = entryKey(holding.kind, holding.id);
    const known = byKey.get(key);
    if (!known || (known.acquired === 'pin' && holding.acquired === 'purchase')) byKey.set(key, holding);
  }
  return [...byKey.entries()].map(([key, holding]) => ({ ...holding, archived: archivedKeys.has(key) }));
}

/** Newest first; the same moment falls back to kind and id, so pages never shuffle between calls. */
export function newestFirst(a: LibraryEntry, b: LibraryEntry): number {
  if (a.addedAt !== b.addedAt) return a.addedAt < b.addedAt ? 1 : -1;
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  return b.id - a.id;
}

export interface LibraryQuery {
  mediaType: LibraryMediaType;
  source: LibrarySource;
  /** null: both origins. */
  origin: LibraryOrigin | null;
  first: number;
  offset: number;
}

export interface LibraryPage {
  /** Entries matching the filter over all pages. */
  total: number;
  items: LibraryEntry[];
}

/** One page of the entries of a media type, source and origin, newest first. */
export function libraryPage(entries: readonly LibraryEntry[], query: LibraryQuery): LibraryPage {
  const matching = entries
    .filter((entry) => mediaTypeOf(entry.kind) === query.mediaType && sourceOf(entry) === query.source)
    .filter((entry) => query.origin === null || originOf(entry.kind) === query.origin)
    .sort(newestFirst);
  return { total: matching.length, items: matching.slice(query.offset, query.offset + query.first) };
}

/** spec 001 §3 "Totals for videos, photos, audio, chat clips". */
export interface LibraryTotals {
  videos: number;
  photos: number;
  audio: number;
  chatClips: number;
}

/**
 * The totals count everything the guest has, archived items included: archiving
 * tidies a shelf, it takes nothing away. Shop videos and chat clips are counted
 * apart; audio is 0 while the catalogue sells no audio.
 */
export function libraryTotals(entries: readonly LibraryEntry[]): LibraryTotals {
  const totals: LibraryTotals = { videos: 0, photos: 0, audio: 0, chatClips: 0 };
  for (const entry of entries) {
    if (entry.kind === 'chatClip') totals.chatClips += 1;
    else if (entry.kind === 'video') totals.videos += 1;
    else totals.photos += 1;
  }
  return totals;
}

/** Why a library query was refused: the field and what was expected. */
export interface LibraryQueryProblem {
  field: 'mediaType' | 'source' | 'origin' | 'first' | 'offset';
  message: string;
}

/** Checks a query's raw arguments; null when they are fine. */
export function libraryQueryProblem(raw: { mediaType: string; source: string; origin: string | null; first: number; offset: number }): LibraryQueryProblem | null {
  const oneOf = (values: readonly string[], value: string) => values.includes(value);
  if (!oneOf(LIBRARY_MEDIA_TYPES, raw.mediaType)) return { field: 'mediaType', message: `mediaType: expected one of ${LIBRARY_MEDIA_TYPES.join(', ')}, got ${JSON.stringify(raw.mediaType)}` };
  if (!oneOf(LIBRARY_SOURCES, raw.source)) return { field: 'source', message: `source: expected one of ${LIBRARY_SOURCES.join(', ')}, got ${JSON.stringify(raw.source)}` };
  if (raw.origin !== null && !oneOf(LIBRARY_ORIGINS, raw.origin)) return { field: 'origin', message: `origin: expected one of ${LIBRARY_ORIGINS.join(', ')} or null, got ${JSON.stringify(raw.origin)}` };
  if (!Number.isInteger(raw.first) || raw.first < 1 || raw.first > MEDIA_LIBRARY_MAX_PAGE) return { field: 'first', message: `first: expected an integer from 1 to ${MEDIA_LIBRARY_MAX_PAGE}, got ${raw.first}` };
  if (!Number.isInteger(raw.offset) || raw.offset < 0) return { field: 'offset', message: `offset: expected an integer >= 0, got ${raw.offset}` };
  return null;
}

/** The 1-based page number of a ?page= value: anything that is not a positive integer is page 1. */
export function libraryPageNumber(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The number of pages for a total (at least 1, so an empty library has one, empty, page). */
export function libraryPageCount(total: number, pageSize = MEDIA_LIBRARY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The shelves of a media type: videos cannot be pinned (pins are albums, sedcards and pictures), so they have none. */
export function sourcesOf(mediaType: LibraryMediaType): readonly LibrarySource[] {
  return mediaType === 'video' ? ['purchased', 'archived'] : LIBRARY_SOURCES;
}

/**
 * The shelf an address asks for (?source=, ?origin=, ?page=): anything unknown
 * falls back to the default shelf (purchased, both origins, page 1), so an
 * edited address still shows a page. Origins apply to videos only (chat clips are videos).
 */
export function libraryRequestFrom(mediaType: LibraryMediaType, search: { get(name: string): string | null }): { mediaType: LibraryMediaType; source: LibrarySource; origin: LibraryOrigin | null; page: number } {
  const source = search.get('source');
  const origin = search.get('origin');
  return {
    mediaType,
    source: sourcesOf(mediaType).find((candidate) => candidate === source) ?? 'purchased',
    origin: mediaType === 'video' ? (LIBRARY_ORIGINS.find((candidate) => candidate === origin) ?? null) : null,
    page: libraryPageNumber(search.get('page')),
  };
}
