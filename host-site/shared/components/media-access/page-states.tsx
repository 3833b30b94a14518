import { useSiteT } from '../../i18n/use-site-t';

/** The skeleton, 404 and error states shared by the video and album pages. */
export function MediaPageState({ state, onRetry }: { state: 'loading' | 'not-found' | 'error'; onRetry(): void }) {
  const t = useSiteT();
  if (state === 'loading') return <div className="media-page__skeleton" aria-busy="true" />;
  if (state === 'not-found') {
    return (
      <div className="page-message" data-state="not-found">
        <h1 className="page__title">{t('media.notFound')}</h1>
      </div>
    );
  }
  return (
    <div className="page-message" role="alert">
      <h1 className="page__title">{t('error.title')}</h1>
      <button type="button" className="button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
