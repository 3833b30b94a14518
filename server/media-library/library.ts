/**
 * The guest's media library (issue 13 §6, spec 001 §3 "Media library"): the
 * purchases (owned_items) and pins (favourites) of one guest, the archive
 * marks of migration 015, paged by the pure rules of sdk/media-library and
 * described from the catalogue for the tiles.
 */
import type { Kysely } from 'kysely';
import {
  entryKey, libraryPage, libraryTotals, mediaTypeOf, mergeLibrary, originOf, sourceOf,
  type LibraryEntry, type LibraryHolding, type LibraryItemKind, type LibraryQuery,
} from '../../sdk/media-library/rules';
import type { MediaLibraryAsset, MediaLibraryPage, MediaLibraryTotals } from '../../sdk/media-library/types';
import type { Database } from '../db/schema';
import { previewImages } from '../images/paths';

type Db = Kysely<Database>;

// owned_items.item_type of the things the library lists: shop videos, clips bought in a chat, photo albums.
const OWNED_KINDS: Readonly<Record<string, LibraryItemKind>> = { video: 'video', chatClip: 'chatClip', album: 'album' };
// favourites.kind of the pins it lists (pinned actors are the favourite cams, not media).
const PINNED_KINDS: Readonly<Record<string, LibraryItemKind>> = { album: 'album', sedcards: 'sedcards', picture: 'picture' };

/** Every item of the guest's library, each once, with its archive mark. */
export async function libraryEntries(db: Db, guestId: string): Promise<LibraryEntry[]> {
  const [owned, pinned, archived] = await Promise.all([
    db.selectFrom('owned_items').select(['item_type', 'item_id', 'created_at']).where('guest_id', '=', guestId)
      .where('item_type', 'in', Object.keys(OWNED_KINDS)).execute(),
    db.selectFrom('favourites').select(['kind', 'item_id', 'created_at']).where('guest_id', '=', guestId)
      .where('kind', 'in', Object.keys(PINNED_KINDS) as Array<'album' | 'sedcards' | 'picture'>).execute(),
    db.selectFrom('media_library_archive').select(['kind', 'item_id']).where('guest_id', '=', guestId).execute(),
  ]);
  const holdings: LibraryHolding[] = [
    ...owned.flatMap((row): LibraryHolding[] => {
      const id = Number(row.item_id);
      const kind = OWNED_KINDS[row.item_type];
      return kind && Number.isInteger(id) ? [{ kind, id, acquired: 'purchase', addedAt: row.created_at }] : [];
    }),
    ...pinned.map((row): LibraryHolding => ({ kind: PINNED_KINDS[row.kind] as LibraryItemKind, id: row.item_id, acquired: 'pin', addedAt: row.created_at })),
  ];
  return mergeLibrary(holdings, new Set(archived.map((row) => entryKey(row.kind, row.item_id))));
}

/** One page of the library, described for its tiles. */
export async function mediaLibraryAssets(db: Db, guestId: string, query: LibraryQuery): Promise<MediaLibraryPage> {
  const entries = await libraryEntries(db, guestId);
  const page = libraryPage(entries, query);
  const ownedAlbums = new Set(entries.filter((entry) => entry.kind === 'album' && entry.acquired === 'purchase').map((entry) => entry.id));
  return { total: page.total, offset: query.offset, items: await describeEntries(db, page.items, ownedAlbums) };
}

/** spec 001 §3 "Totals for videos, photos, audio, chat clips". */
export async function mediaLibraryTotals(db: Db, guestId: string): Promise<MediaLibraryTotals> {
  return libraryTotals(await libraryEntries(db, guestId));
}

/** Sets or clears an item's archive mark; false when the item is not in the guest's library. */
export async function setLibraryArchived(db: Db, guestId: string, kind: LibraryItemKind, id: number, archived: boolean, now = new Date()): Promise<LibraryEntry | null> {
  const entry = (await libraryEntries(db, guestId)).find((candidate) => candidate.kind === kind && candidate.id === id);
  if (!entry) return null;
  if (archived) {
    await db.insertInto('media_library_archive').values({ guest_id: guestId, kind, item_id: id, archived_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['guest_id', 'kind', 'item_id']).doNothing()).execute();
  } else {
    await db.deleteFrom('media_library_archive').where('guest_id', '=', guestId).where('kind', '=', kind).where('item_id', '=', id).execute();
  }
  return { ...entry, archived };
}

/** The asset of one entry (a single-entry describe, for the archive answers). */
export async function describeEntry(db: Db, entry: LibraryEntry, guestId: string): Promise<MediaLibraryAsset | null> {
  const ownedAlbums = new Set((await libraryEntries(db, guestId)).filter((e) => e.kind === 'album' && e.acquired === 'purchase').map((e) => e.id));
  return (await describeEntries(db, [entry], ownedAlbums))[0] ?? null;
}

const idsOf = (entries: readonly LibraryEntry[], kinds: readonly LibraryItemKind[]) => [...new Set(entries.filter((e) => kinds.includes(e.kind)).map((e) => e.id))];

/**
 * Titles, performers and pictures of the entries, in their order. An item gone
 * from the catalogue is left out. Albums and sedcards show the performer's cover
 * (a non-explicit teaser, as on the album page); a pinned picture shows itself
 * only when the guest owns its album, else the cover, so no tile asks for a gated picture.
 */
async function describeEntries(db: Db, entries: readonly LibraryEntry[], ownedAlbums: ReadonlySet<number>): Promise<MediaLibraryAsset[]> {
  const none = [-1];
  const videoIds = idsOf(entries, ['video', 'chatClip']);
  const albumIds = idsOf(entries, ['album']);
  const pictureIds = idsOf(entries, ['picture']);
  const actorIds = idsOf(entries, ['sedcards']);
  const [videos, albums, pictures, actors] = await Promise.all([
    db.selectFrom('videos').innerJoin('performers', 'performers.id', 'videos.performer_id')
      .select(['videos.id', 'videos.title', 'videos.duration', 'performers.id as actorId', 'performers.name as actorName'])
      .where('videos.id', 'in', videoIds.length ? videoIds : none).execute(),
    db.selectFrom('albums').innerJoin('performers', 'performers.id', 'albums.performer_id')
      .select(['albums.id', 'albums.title', 'albums.picture_count', 'performers.id as actorId', 'performers.name as actorName'])
      .where('albums.id', 'in', albumIds.length ? albumIds : none).execute(),
    db.selectFrom('pictures').innerJoin('albums', 'albums.id', 'pictures.album_id').innerJoin('performers', 'performers.id', 'albums.performer_id')
      .select(['pictures.id', 'pictures.title', 'albums.id as albumId', 'albums.title as albumTitle', 'performers.id as actorId', 'performers.name as actorName'])
      .where('pictures.id', 'in', pictureIds.length ? pictureIds : none).execute(),
    db.selectFrom('performers').select(['id', 'name']).where('id', 'in', actorIds.length ? actorIds : none).execute(),
  ]);
  const videoById = new Map(videos.map((row) => [row.id, row]));
  const albumById = new Map(albums.map((row) => [row.id, row]));
  const pictureById = new Map(pictures.map((row) => [row.id, row]));
  const actorById = new Map(actors.map((row) => [row.id, row]));

  return entries.flatMap((entry): MediaLibraryAsset[] => {
    const base = {
      key: entryKey(entry.kind, entry.id), assetType: entry.kind, id: entry.id, mediaType: mediaTypeOf(entry.kind),
      source: sourceOf(entry), origin: originOf(entry.kind), addedAt: entry.addedAt,
    };
    switch (entry.kind) {
      case 'video':
      case 'chatClip': {
        const row = videoById.get(entry.id);
        return row ? [{ ...base, title: row.title, actorId: row.actorId, actorName: row.actorName, images: previewImages('video', row.id), duration: row.duration, pictureCount: null, albumId: null }] : [];
      }
      case 'album': {
        const row = albumById.get(entry.id);
        return row ? [{ ...base, title: row.title, actorId: row.actorId, actorName: row.actorName, images: previewImages('cover', row.actorId), duration: null, pictureCount: row.picture_count, albumId: row.id }] : [];
      }
      case 'picture': {
        const row = pictureById.get(entry.id);
        if (!row) return [];
        const images = ownedAlbums.has(row.albumId) ? previewImages('picture', row.id) : previewImages('cover', row.actorId);
        return [{ ...base, title: row.title || row.albumTitle, actorId: row.actorId, actorName: row.actorName, images, duration: null, pictureCount: null, albumId: row.albumId }];
      }
      case 'sedcards': {
        const row = actorById.get(entry.id);
        return row ? [{ ...base, title: row.name, actorId: row.id, actorName: row.name, images: previewImages('cover', row.id), duration: null, pictureCount: null, albumId: null }] : [];
      }
    }
  });
}
