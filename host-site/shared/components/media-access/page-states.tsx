import { useSiteT } from '../../i18n/use-site-t';

/** The 404 state shared by the video and album pages (the route's error page covers failures). */
export function MediaPageState({ state }: { state: 'not-found' }) {
  const t = useSiteT();
  return (
    <div className="page-message" data-state={state}>
      <h1 className="page__title">{t('media.notFound')}</h1>
    </div>
  );
}
