import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { loadFirstTilePage, type TileGridFirstPage, type TileGridQuery } from '../../../sdk/tile-grid/first-page';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { VideoListNav } from './components/video-list-nav';
import { VideoFilterPanel } from './components/video-filter-panel';
import { VideoSort } from './components/video-sort';
import { loadTileGridSettings } from '../../../sdk/tile-grid-settings/api';
import type { TileGridSettings } from '../../../sdk/tile-grid-settings/rules';
import { loadTagSeoContent } from '../../../sdk/seo-content/api';
import type { TagSeoContent } from '../../../sdk/api/schemas/seo-content';
import { TagSeoText } from '../seo-content/tag-seo-text';
import { fetchActorData } from '../profile/api/get-actor-data';
import { addressLeavesSettingsOpen, type FilterModel, isFiltered, settingsTypeOf, videoListFor, videoListView, viewFilter, viewSearch, type VideoList, type VideoListView } from './video-lists';
import type { Jumbotron } from '../../../sdk/api/schemas/jumbotron';
import { loadJumbotron } from '../../shared/components/load-jumbotron';
import { VideoJumbotron } from '../../shared/components/video-jumbotron';
import { loadTeasers, TeaserBanners } from '../../shared/components/teaser-banners';
import type { Teaser } from '../../../sdk/api/schemas/teasers';
import './videos.css';

// The widget's default page size, written out: the loader's first page must answer the grid's own query.
const VIDEO_PAGE_SIZE = 30;

/** The grid query of a video list in a view: the loader and the grid use the same one. */
export function videoListQuery(list: VideoList, view: VideoListView, models: readonly FilterModel[] = []): TileGridQuery {
  return { type: 'videos', filter: viewFilter(list, view, models.map((model) => model.id)), order: view.order, pageSize: VIDEO_PAGE_SIZE };
}

/** The ids of the address's models (spec 001 §3 "Video filter: modelIds"); a name that is no performer the guest may see is `unknown`. */
async function findModels(client: PageLoaderArgs['client'], names: readonly string[], signal: AbortSignal): Promise<{ models: FilterModel[]; unknownModels: string[] }> {
  const found = await Promise.all(names.map((name) => fetchActorData(client, name, signal).then((actor) => ({ id: actor.id, name: actor.name }), () => null)));
  return { models: found.filter((model): model is FilterModel => model !== null), unknownModels: names.filter((_, index) => found[index] === null) };
}

export interface VideosData {
  view: VideoListView;
  firstPage: TileGridFirstPage | null;
  /** The SEO text's facts of the list's tag (issue 15 §8); null without a tag, or when they could not be read (the text is left out). */
  tagSeo: TagSeoContent | null;
  /** The performers of the models filter, and the names in the address that are none (the panel says so). */
  models: FilterModel[];
  unknownModels: string[];
  /** The video station's featured videos (issue 15 item 6): on the plain landing list only; null otherwise or when they failed. */
  jumbotron?: Jumbotron | null;
  /** The list's teaser banners for this guest (issue 15 item 6); empty when they failed. */
  teasers?: Teaser[];
}

/** spec 001 §2 "video jumbotron (homepage and video station types)": the station is the videos landing page as it opens. */
export function showsStationJumbotron(list: VideoList, view: VideoListView): boolean {
  return list.screen === 'videos' && view.tag === null && view.orderParam === null && !isFiltered(view);
}

/**
 * The list's first page in the address's order, else in the guest's remembered one (issue 15 §7: grids
 * remember their settings per type; the address wins). When the settings cannot be read the list shows its
 * defaults; when the page fails the grid loads it itself in the browser (and shows its own error).
 */
export async function loadVideos({ client, page, request }: PageLoaderArgs): Promise<VideosData> {
  const list = videoListFor(page.screen ?? 'videos');
  const search = new URL(request.url).searchParams;
  const type = settingsTypeOf(list);
  const remembered: TileGridSettings = type !== null && addressLeavesSettingsOpen(search)
    ? await loadTileGridSettings(client, type, { signal: request.signal }).catch(() => ({}))
    : {};
  const view = videoListView(list, search, undefined, remembered);
  const { models, unknownModels } = await findModels(client, view.models, request.signal);
  const [firstPage, tagSeo, jumbotron, teasers] = await Promise.all([
    loadFirstTilePage(client, videoListQuery(list, view, models), page.language).catch(() => null),
    view.tag !== null ? loadTagSeoContent(client, view.tag, { signal: request.signal }).catch(() => null) : null,
    showsStationJumbotron(list, view) ? loadJumbotron(client, 'videoStation', request.signal) : null,
    loadTeasers(client, list.screen, {}, request.signal),
  ]);
  return { view, firstPage, tagSeo, models, unknownModels, jumbotron, teasers };
}

/** The LCP image is the list's first video: preloaded by the page route. */
export const videosLcpGrids = ({ firstPage }: VideosData) => [firstPage];

/** The video list page (/en/videos/) and its variants (new, trends, free, on sale, VIP) as filter tabs, with a sort control. */
export function VideosScreen() {
  const t = useSiteT();
  const { screen, language } = usePage();
  const list = videoListFor(screen ?? 'videos');
  const { view, firstPage, tagSeo, models, unknownModels, jumbotron, teasers } = usePageData<VideosData>();
  const path = buildPath(list.screen, {}, language);
  const listTitle = list.screen === 'videos' ? t('videos.title') : `${t('videos.title')}: ${t(list.labelKey)}`;
  const title = view.tag !== null ? `${listTitle} · #${view.tag}` : listTitle;
  return (
    <div className="page videos" data-screen={screen ?? undefined}>
      {/* Another order or a filter is a variant of the list: kept out of the index. */}
      <PageHead
        title={title}
        description={list.screen === 'videos' ? 'seo.videos' : 'seo.videoList'}
        values={{ list: t(list.labelKey) }}
        noindex={view.orderParam !== null || isFiltered(view)}
      />
      <h1 className="page__title">{t('videos.title')}</h1>
      <VideoListNav current={list.tab} />
      {showsStationJumbotron(list, view) ? <VideoJumbotron jumbotron={jumbotron ?? null} /> : null}
      <div className="videos__toolbar">
        {view.tag !== null ? (
          <p className="videos__active-tag">
            <span>{t('videos.tagFilter', { tag: view.tag })}</span>
            <Link className="videos__tag-remove" to={`${path}${viewSearch({ ...view, tag: null })}`} aria-label={t('videos.tagRemove', { tag: view.tag })}>
              ×
            </Link>
          </p>
        ) : null}
        <VideoSort path={path} kind={list.kind} view={view} settingsType={settingsTypeOf(list)} />
      </div>
      <VideoFilterPanel path={path} view={view} settingsType={settingsTypeOf(list)} models={models} unknownModels={unknownModels} suggestions={firstPage} />
      {/* Above the grid: below it, the infinite scroll would keep the text out of a guest's reach. */}
      {tagSeo && tagSeo.tag === view.tag ? <TagSeoText content={tagSeo} /> : null}
      <TeaserBanners teasers={teasers} />
      <RoutedTileGrid {...videoListQuery(list, view, models)} label={title} firstPage={firstPage} />
    </div>
  );
}
