import { loadFirstTilePage, type TileGridFirstPage, type TileGridQuery } from '../../../sdk/tile-grid/first-page';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { PageHead } from '../../shared/seo/page-head';
import './new-girls.css';

// The server's newGirls filter: "only performers registered in the last 30 days"; newest first.
// The widget's default page size, written out: the loader's first page must answer the grid's own query.
export const NEW_GIRLS_QUERY: TileGridQuery = { type: 'performers', filter: { newGirls: true }, order: 'registered', pageSize: 30 };

export interface NewGirlsData {
  firstPage: TileGridFirstPage | null;
}

/** The grid's first page; when it fails the grid loads it itself in the browser (and shows its own error). */
export async function loadNewGirls({ client, page }: PageLoaderArgs): Promise<NewGirlsData> {
  return { firstPage: await loadFirstTilePage(client, NEW_GIRLS_QUERY, page.language).catch(() => null) };
}

/** spec 000 §2 "new-girls": the performers who joined lately, newest first, online or not. */
export function NewGirlsScreen() {
  const t = useSiteT();
  const { firstPage } = usePageData<NewGirlsData>();
  return (
    <div className="page" data-screen="newGirls">
      <PageHead title={t('nav.newGirls')} description="seo.newGirls" />
      <h1 className="page__title">{t('nav.newGirls')}</h1>
      <p className="new-girls__intro">{t('newGirls.intro')}</p>
      <RoutedTileGrid {...NEW_GIRLS_QUERY} label={t('nav.newGirls')} firstPage={firstPage} />
    </div>
  );
}

// The module is its own FeatureModule (host-site/app/feature-loaders.ts): the shortest entry in the first route's script.
export { NewGirlsScreen as Screen, loadNewGirls as loader };
