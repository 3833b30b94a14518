import { useMemo } from 'react';
import { $guest } from '../../../../sdk/session';
import { createQueryService, type QueryService } from '../../../../sdk/video-page';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';

/** The query service for this page's language, with the session's access token (read per call). */
export function useQueryService(): QueryService {
  const { config } = useAppServices();
  const language = useLanguage();
  // `.value`, not get(): get() would mount $guest and start a session load from inside a render.
  return useMemo(() => createQueryService({ apiBase: config.apiBase, language, accessToken: () => $guest.value?.accessToken ?? null }), [config.apiBase, language]);
}
