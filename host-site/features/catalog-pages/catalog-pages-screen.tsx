/**
 * The 'videos' feature module: the video lists and the browse pages of issue 15 item 6 (video stars,
 * tags, categories) in one entry of the first route's feature table instead of four, and the module is
 * itself the FeatureModule (exports Screen, loader, lcpGrids), so the home page's script budget stays
 * within its limit (110 KB, .size-limit.cjs). Each page keeps its own folder; this only picks by screen.
 */
import type { Jumbotron } from '../../../sdk/api/schemas/jumbotron';
import type { TileGridFirstPage } from '../../../sdk/tile-grid/first-page';
import { usePage } from '../../shared/page/page-context';
import type { PageLoaderArgs } from '../../shared/page/page-data';
import { CategoriesScreen, loadCategories } from '../categories/categories-screen';
import { loadVideoStars, VideoStarsScreen } from '../video-stars/video-stars-screen';
import { loadVideoTags, VideoTagsScreen } from '../video-tags/video-tags-screen';
import { loadVideos, VideosScreen } from '../videos/videos-screen';

export function Screen() {
  const { screen } = usePage();
  if (screen === 'videoStars') return <VideoStarsScreen />;
  if (screen === 'videoTags') return <VideoTagsScreen />;
  if (screen === 'categories' || screen === 'category') return <CategoriesScreen />;
  return <VideosScreen />;
}

export function loader(args: PageLoaderArgs) {
  if (args.page.screen === 'videoStars') return loadVideoStars(args);
  if (args.page.screen === 'videoTags') return loadVideoTags(args);
  if (args.page.screen === 'categories' || args.page.screen === 'category') return loadCategories(args);
  return loadVideos(args);
}

/**
 * A video list's, the video stars' and a category's grids hold the LCP image; the tags and the overview have none.
 * Above the grid, the video station's jumbotron hero is the largest picture and preloads itself: no second preload.
 */
export const lcpGrids = (data: { firstPage?: TileGridFirstPage | null; jumbotron?: Jumbotron | null }) => (data.jumbotron?.items.length ? [] : [data.firstPage]);
