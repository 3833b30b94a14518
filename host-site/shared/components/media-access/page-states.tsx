import { useSiteT } from '../../i18n/use-site-t';

/** The 404 and 451 states shared by the video and album pages (the route's error page covers failures). */
export function MediaPageState({ state }: { state: 'not-found' | 'unavailable' }) {
  const t = useSiteT();
  return (
    <div className="page-message" data-state={state}>
      <h1 className="page__title">{t(state === 'unavailable' ? 'media.unavailable.title' : 'media.notFound')}</h1>
      {state === 'unavailable' ? <p>{t('media.unavailable.text')}</p> : null}
    </div>
  );
}
