import type { LibraryItemKind } from '../../sdk/media-library/rules';

/** One item a guest archived in the media library (migration 015). */
export interface MediaLibraryArchiveTable {
  guest_id: string;
  kind: LibraryItemKind;
  item_id: number;
  archived_at: string;
}
