import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';
import { builtOnly } from '../../app/built-screens';
import type { NavItem } from './nav-items';

// Issue 12 item 6: only built screens are linked (the legal pages are, issue 12 item 5).
const LEGAL_LINKS: readonly NavItem[] = builtOnly<NavItem>([
  { screen: 'termsOfService', labelKey: 'footer.terms' },
  { screen: 'dataProtection', labelKey: 'footer.dataProtection' },
]);

/** The site footer with the legal links (spec 000 §2 "Legal": terms of service, data protection) and the feedback survey. */
export function Footer() {
  const t = useSiteT();
  const language = useLanguage();
  const { brand } = useAppServices();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          {LEGAL_LINKS.map((link) => (
            <li key={link.screen}>
              <Link to={buildPath(link.screen, {}, language)}>{t(link.labelKey)}</Link>
            </li>
          ))}
          <li>
            {/* spec 002 §2.5 "Feedback survey modal": the modal host and the survey load on this click. */}
            <button
              type="button"
              className="site-footer__feedback"
              onClick={() => void import('../overlay/site-modals').then((modals) => modals.openSiteModal('survey', { type: 'feedback' }, language))}
            >
              {t('footer.feedback')}
            </button>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
      </p>
    </footer>
  );
}
