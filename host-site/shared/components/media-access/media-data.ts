import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { RestError } from '../../../../sdk/api/rest';
import { withStatus, type WithStatus } from '../../page/page-data';
import { useViewerKey } from '../../session/use-viewer-key';

/** A video or album page's data: the item, a 404, or a 451 (its performer bans the guest's country, spec 001 §6). */
export type MediaData<T> = { state: 'ready'; item: T } | { state: 'not-found' } | { state: 'unavailable' };

/** Runs a media page's fetch for its loader: a 404 or 451 answers the page with that status, any other failure shows the error page. */
export async function loadMediaItem<T>(fetchItem: () => Promise<T>): Promise<MediaData<T> | WithStatus<MediaData<T>>> {
  try {
    return { state: 'ready', item: await fetchItem() };
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return withStatus<MediaData<T>>({ state: 'not-found' }, 404);
    if (error instanceof RestError && error.status === 451) return withStatus<MediaData<T>>({ state: 'unavailable' }, 451);
    throw error;
  }
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
