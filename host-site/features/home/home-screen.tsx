import { buildPath } from '../../../sdk/routes';
import { isBuiltScreen } from '../../app/built-screens';
import type { PerformerGridFilter, VideoGridFilter } from '../../../sdk/api/types';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { SectionHeading } from '../../shared/components/section-heading';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';
import './home.css';

// Module constants: the grid reloads when its filter object changes identity.
// Decision: only online performers, so the heading is true and the grid ends (about a quarter of the
// catalog), letting guests reach the new videos below; the server's default order ranks them.
const ONLINE_PERFORMERS: PerformerGridFilter = { online: true };
const NEW_VIDEOS: VideoGridFilter = { new: true };
// A few rows of performers that still page while scrolling, then the videos; "see all" leads on.
const PERFORMER_PAGE_SIZE = 10;
const MAX_PERFORMERS_ON_HOME = 40;

/** The start page: a hero line, the performers online now (server's default order), then the newest videos. */
export function HomeScreen() {
  const t = useSiteT();
  const language = useLanguage();
  useDocumentTitle(t('home.title'));
  return (
    <div className="page home" data-screen="home">
      <h1 className="home__hero">{t('home.hero')}</h1>
      {/* Unnamed sections: each grid is the region named like its heading (no duplicate landmarks). */}
      <section>
        <SectionHeading
          id="home-online"
          // Issue 12 item 6: "see all" leads to the cams list once it is built; until then the section has none.
          seeAll={isBuiltScreen('cams') ? { to: buildPath('cams', {}, language), text: t('home.seeAll') } : undefined}
        >
          {t('home.onlineNow')}
        </SectionHeading>
        <RoutedTileGrid
          type="performers"
          filter={ONLINE_PERFORMERS}
          pageSize={PERFORMER_PAGE_SIZE}
          maxTiles={MAX_PERFORMERS_ON_HOME}
          label={t('home.onlineNow')}
        />
      </section>
      <section>
        <SectionHeading
          id="home-new-videos"
          seeAll={{ to: buildPath('newVideos', {}, language), text: t('home.seeAll') }}
        >
          {t('home.newVideos')}
        </SectionHeading>
        <RoutedTileGrid type="videos" filter={NEW_VIDEOS} order="newest" label={t('home.newVideos')} />
      </section>
    </div>
  );
}
