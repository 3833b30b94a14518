import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import { NAV_ITEMS } from './nav-items';

export interface MainNavProps {
  className: string;
}

/**
 * The main navigation links, built from the sdk route table in the page language; the link of
 * the page shown is aria-current="page". (What NavLink with `end` does, without NavLink: it
 * pulls 0.5 kB of react-router's view-transition code into the first route.)
 */
export function MainNav({ className }: MainNavProps) {
  const t = useSiteT();
  const language = useLanguage();
  const current = useLocation().pathname.toLowerCase();
  return (
    <nav className={className} aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {NAV_ITEMS.map((item) => {
          const to = buildPath(item.screen, {}, language);
          return (
            <li key={item.screen} className={item.wide ? 'main-nav__item--wide' : undefined}>
              <Link className="main-nav__link" to={to} aria-current={to.toLowerCase() === current ? 'page' : undefined}>
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
