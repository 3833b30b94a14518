import { useSiteT } from '../../i18n/use-site-t';

/** The title of each state that is not the page: also the page head's title (./media-screen.tsx). */
export const MEDIA_STATE_TITLE = { 'not-found': 'media.notFound', unavailable: 'media.unavailable.title' } as const;

/** The 404 and 451 states shared by the video and album pages (the route's error page covers failures). */
export function MediaPageState({ state }: { state: keyof typeof MEDIA_STATE_TITLE }) {
  const t = useSiteT();
  return (
    <div className="page-message" data-state={state}>
      <h1 className="page__title">{t(MEDIA_STATE_TITLE[state])}</h1>
      {state === 'unavailable' ? <p>{t('media.unavailable.text')}</p> : null}
    </div>
  );
}
