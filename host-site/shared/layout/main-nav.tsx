import { NavLink } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import { NAV_ITEMS } from './nav-items';

export interface MainNavProps {
  className: string;
}

/** The main navigation links, built from the sdk route table in the page language. */
export function MainNav({ className }: MainNavProps) {
  const t = useSiteT();
  const language = useLanguage();
  return (
    <nav className={className} aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.screen}>
            <NavLink className="main-nav__link" to={buildPath(item.screen, {}, language)} end>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
