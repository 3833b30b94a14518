import { useEffect, useRef } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { RestError } from '../../../../sdk/api/rest';
import type { PageInfo } from '../../page/page-context';
import { withStatus, type WithStatus } from '../../page/page-data';
import { useViewerKey } from '../../session/use-viewer-key';

/** A video or album page's data: the item, a 404, or a 451 (its performer bans the guest's country, spec 001 §6). */
export type MediaData<T> = { state: 'ready'; item: T } | { state: 'not-found' } | { state: 'unavailable' };

/** Where a media page is asked for, and where its item belongs: the address under its own performer's name. */
export interface MediaAddress<T> {
  page: PageInfo;
  request: Request;
  canonicalPath(item: T): string;
}

/**
 * Runs a media page's fetch for its loader: a 404 or 451 answers the page with that status, any other failure shows the error page.
 * An item asked for under another performer's name (or none) is never shown there: the address moved for good (301) to
 * the one under its owner's name, the page's canonical (a crawler and an old link land on the one address that exists).
 */
export async function loadMediaItem<T extends { actor: { name: string } }>(fetchItem: () => Promise<T>, address: MediaAddress<T>): Promise<MediaData<T> | WithStatus<MediaData<T>>> {
  let item: T;
  try {
    item = await fetchItem();
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return withStatus<MediaData<T>>({ state: 'not-found' }, 404);
    if (error instanceof RestError && error.status === 451) return withStatus<MediaData<T>>({ state: 'unavailable' }, 451);
    throw error;
  }
  // The route matched the name lower-cased (sdk/routes canonicalParam), as buildPath writes it.
  if (address.page.params.actorName !== item.actor.name.toLowerCase()) {
    throw redirect(`${address.canonicalPath(item)}${new URL(address.request.url).search}`, 301);
  }
  return { state: 'ready', item };
}

/**
 * Reloads the page's data (the route loader again): after a purchase (spec 001 §4 "the album
 * reloaded"), and when the guest logs in or out elsewhere, because restrictions and ownership
 * depend on who is looking. The page keeps showing its data meanwhile.
 */
export function useMediaReload(): () => void {
  const { revalidate } = useRevalidator();
  const viewer = useViewerKey();
  const seen = useRef(viewer);
  useEffect(() => {
    if (seen.current === viewer) return;
    seen.current = viewer;
    void revalidate();
  }, [viewer, revalidate]);
  return () => void revalidate();
}
