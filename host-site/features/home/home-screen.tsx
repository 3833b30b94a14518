import { buildPath } from '../../../sdk/routes';
import type { PerformerGridFilter, VideoGridFilter } from '../../../sdk/api/types';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { SectionHeading } from '../../shared/components/section-heading';
import { PageHead } from '../../shared/seo/page-head';
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
  return (
    <div className="page home" data-screen="home">
      <PageHead title={t('home.title')} description="seo.home" />
      <h1 className="home__hero">{t('home.hero')}</h1>
      <section aria-labelledby="home-online">
        <SectionHeading
          id="home-online"
          seeAll={{ to: buildPath('cams', {}, language), text: t('home.seeAll'), label: t('home.seeAllOnline') }}
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
      <section aria-labelledby="home-new-videos">
        <SectionHeading
          id="home-new-videos"
          seeAll={{ to: buildPath('newVideos', {}, language), text: t('home.seeAll'), label: t('home.seeAllVideos') }}
        >
          {t('home.newVideos')}
        </SectionHeading>
        <RoutedTileGrid type="videos" filter={NEW_VIDEOS} order="newest" label={t('home.newVideos')} />
      </section>
    </div>
  );
}
