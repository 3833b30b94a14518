import { Link } from 'react-router';
import { buildPath, type Screen } from '../../../../sdk/routes';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { VIDEO_LIST_TABS } from '../video-lists';
import '../../../shared/components/pill-link.css';
import '../videos.css';

/**
 * The video lists as tabs, then the video stars (performers, but under /videos/), the tags and the
 * categories (performer categories; linked here, not in the main navigation, whose script counts
 * against the first route's budget).
 */
export function VideoListNav({ current }: { current: Screen }) {
  const t = useSiteT();
  const language = useLanguage();
  const tabs = [...VIDEO_LIST_TABS.map((tab) => ({ screen: tab.screen, label: t(tab.labelKey) })), { screen: 'videoStars' as Screen, label: t('videoStars.title') }, { screen: 'videoTags' as Screen, label: t('videoTags.title') }, { screen: 'categories' as Screen, label: t('categories.title') }];
  return (
    <nav className="videos__filters" aria-label={t('videos.filterLabel')}>
      <ul className="videos__filter-list">
        {tabs.map((tab) => (
          <li key={tab.screen}>
            <Link className="pill-link" to={buildPath(tab.screen, {}, language)} aria-current={tab.screen === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
