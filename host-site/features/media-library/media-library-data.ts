import { createMediaLibraryApi, libraryRequestFrom, MediaLibraryError, type LibraryMediaType, type MediaLibraryApi, type MediaLibraryRequest, type MediaLibraryView } from '../../../sdk/media-library';
import type { AppServices } from '../../shared/services/app-services';
import type { PageLoaderArgs } from '../../shared/page/page-data';

/** What the media library page renders: the shelf asked for and its page, or why there is none. */
export type MediaLibraryData =
  | { state: 'ready'; request: MediaLibraryRequest; view: MediaLibraryView }
  | { state: 'loginRequired'; request: MediaLibraryRequest }
  | { state: 'error'; request: MediaLibraryRequest };

/** The query-service calls with this session's token, through the services' transport (app.inject on the server). */
export function mediaLibraryApi(services: AppServices, accessToken: string | null): MediaLibraryApi {
  return createMediaLibraryApi({ apiBase: services.config.apiBase, getAccessToken: () => accessToken, ...(services.fetch ? { fetch: services.fetch } : {}) });
}

/**
 * Loads one shelf of the guest's library on the server before the first paint (and in the browser before
 * a navigation shows it). A logged-out visitor gets the log-in prompt, not an error; a failed call a retry.
 */
export async function loadMediaLibrary({ page, services, request, session }: PageLoaderArgs): Promise<MediaLibraryData> {
  const mediaType: LibraryMediaType = page.screen === 'myMediathekPhotos' ? 'photo' : 'video';
  const shelf = libraryRequestFrom(mediaType, new URL(request.url).searchParams);
  const guest = (await session?.()) ?? null;
  if (!guest?.isLoggedIn) return { state: 'loginRequired', request: shelf };
  try {
    return { state: 'ready', request: shelf, view: await mediaLibraryApi(services, guest.accessToken).load(shelf, request.signal) };
  } catch (error) {
    if (error instanceof MediaLibraryError && error.code === 'LOGIN_REQUIRED') return { state: 'loginRequired', request: shelf };
    if (!(error instanceof MediaLibraryError)) throw error;
    return { state: 'error', request: shelf };
  }
}
