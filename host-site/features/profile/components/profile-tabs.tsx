import { Link } from 'react-router';
import { buildPath, type Screen } from '../../../../sdk/routes';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { builtOnly } from '../../../app/built-screens';
import { PROFILE_TABS } from '../profile-tab-list';

// Issue 12 item 6: a tab whose section says "opens soon" (pictures, live show, top cams) is not linked.
const LINKED_TABS = builtOnly(PROFILE_TABS);

/** Links to the built profile sub-pages; the current one carries aria-current="page". */
export function ProfileTabs({ actorName, current }: { actorName: string; current: Screen }) {
  const t = useSiteT();
  const language = useLanguage();
  return (
    <nav className="profile-tabs" aria-label={t('profile.sections')}>
      <ul className="profile-tabs__list">
        {LINKED_TABS.map((tab) => (
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
