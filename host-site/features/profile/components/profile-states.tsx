import { Link } from 'react-router';
import { buildPath } from '../../../../sdk/routes';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { PageHead } from '../../../shared/seo/page-head';

export interface ProfileMessageProps {
  title: string;
  text: string;
  /** Shown for errors a second try may fix. */
  onRetry?: () => void;
  state: 'not-found' | 'unavailable' | 'error';
}

/** A full-page message for a profile that cannot be shown (404, 451, other errors). */
export function ProfileMessage({ title, text, onRetry, state }: ProfileMessageProps) {
  const t = useSiteT();
  const language = useLanguage();
  return (
    <div className="page-message" data-state={state} role={state === 'error' ? 'alert' : undefined}>
      <PageHead title={title} description="seo.profileMissing" noindex />
      <h1 className="page__title">{title}</h1>
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('error.retry')}
        </button>
      ) : (
        <Link className="button" to={buildPath('home', {}, language)}>
          {t('notFound.home')}
        </Link>
      )}
    </div>
  );
}
