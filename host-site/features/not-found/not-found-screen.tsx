import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';

/** The 404 page for a path no route of the sdk table matches. */
export function NotFoundScreen() {
  const t = useSiteT();
  const language = useLanguage();
  return (
    <div className="page page-message" data-screen="notFound">
      <PageHead title={t('notFound.title')} description="seo.notFound" noindex />
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={buildPath('home', {}, language)}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { NotFoundScreen as Screen };
