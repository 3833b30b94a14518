import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage, usePage } from '../../shared/page/page-context';
import { useAppServices } from '../../shared/services/app-services';

/**
 * A screen of the route table that a later issue builds (messenger, feed...).
 * The URL is valid, so this is not a 404: it says the area opens soon.
 */
export function ComingSoonScreen() {
  const t = useSiteT();
  const language = useLanguage();
  const { screen } = usePage();
  const { brand } = useAppServices();
  return (
    <div className="page page-message" data-screen={screen ?? undefined} data-feature="comingSoon">
      <PageHead title={t('comingSoon.title')} description="seo.comingSoon" noindex />
      <h1 className="page__title">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text', { brand: brand.name })}</p>
      <Link className="button" to={buildPath('home', {}, language)}>
        {t('nav.home')}
      </Link>
    </div>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { ComingSoonScreen as Screen };
