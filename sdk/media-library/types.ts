/** The media library's wire types (the query service's MediaLibraryAsset, MediaLibraryPage and MediaLibraryTotals). */
import type { LibraryItemKind, LibraryMediaType, LibraryOrigin, LibrarySource, LibraryTotals } from './rules';

/** spec 001 §9 "media library 320/640/1280". */
export interface LibraryImages {
  w320: string;
  w640: string;
  w1280: string;
}

/** spec 001 §3 "asset is a video or gallery asset", with what a tile shows and links to. */
export interface MediaLibraryAsset {
  /** `${assetType}:${id}`: unique in one guest's library. */
  key: string;
  assetType: LibraryItemKind;
  id: number;
  mediaType: LibraryMediaType;
  source: LibrarySource;
  origin: LibraryOrigin;
  title: string;
  actorId: number;
  actorName: string;
  /** When it came into the library (ISO). */
  addedAt: string;
  images: LibraryImages;
  /** Seconds, for videos and chat clips; null for photos. */
  duration: number | null;
  /** Pictures in an album; null otherwise. */
  pictureCount: number | null;
  /** The album a picture belongs to (and an album's own id); null for videos and sedcards. */
  albumId: number | null;
}

export interface MediaLibraryPage {
  total: number;
  offset: number;
  items: MediaLibraryAsset[];
}

export type MediaLibraryTotals = LibraryTotals;
