import { Link } from 'react-router';
import { buildPath, type Screen } from '../../../../sdk/routes';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { PROFILE_TABS } from '../profile-sections';

/** Links to the profile sub-pages; the current one carries aria-current="page". */
export function ProfileTabs({ actorName, current }: { actorName: string; current: Screen }) {
  const t = useSiteT();
  const language = useLanguage();
  return (
    <nav className="profile-tabs" aria-label={t('profile.sections')}>
      <ul className="profile-tabs__list">
        {PROFILE_TABS.map((tab) => (
          <li key={tab.screen}>
            <Link
              className="profile-tabs__link"
              to={buildPath(tab.screen, { actorName }, language)}
              aria-current={tab.screen === current ? 'page' : undefined}
            >
              {t(tab.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
