import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
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
  useDocumentTitle(t('comingSoon.title'));
  return (
    <div className="page page-message" data-screen={screen ?? undefined} data-feature="comingSoon">
      <h1 className="page__title">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text', { brand: brand.name })}</p>
      <Link className="button" to={buildPath('home', {}, language)}>
        {t('nav.home')}
      </Link>
    </div>
  );
}
