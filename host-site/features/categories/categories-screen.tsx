import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { loadFirstTilePage, type TileGridFirstPage, type TileGridQuery } from '../../../sdk/tile-grid/first-page';
import { CATEGORY_SLUGS, isCategorySlug, type CategorySlug } from '../../../sdk/video-lists';
import { RoutedTileGrid } from '../../shared/components/routed-tile-grid';
import type { SiteKey } from '../../shared/i18n';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, withStatus, type PageLoaderArgs, type WithStatus } from '../../shared/page/page-data';
import { PageHead } from '../../shared/seo/page-head';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import './categories.css';

/** The name of a category in the page's language. */
export const categoryNameKey = (slug: CategorySlug): SiteKey => `categories.name.${slug}` as SiteKey;

/** The performers of a category, by rank; the widget's default page size, written out (the loader's first page answers the grid's query). */
export function categoryQuery(slug: CategorySlug): TileGridQuery {
  return { type: 'performers', filter: { category: slug }, pageSize: 30 };
}

export type CategoriesData =
  | { kind: 'overview' }
  | { kind: 'category'; slug: CategorySlug; firstPage: TileGridFirstPage | null }
  /** spec 001 §9: "Unknown video category: error 'Unmapped category'" (answered with 404). */
  | { kind: 'unmapped'; slug: string };

/** The overview needs no data; a category page its grid's first page; an unknown slug answers 404. */
export async function loadCategories({ client, page }: PageLoaderArgs): Promise<CategoriesData | WithStatus<CategoriesData>> {
  if (page.screen !== 'category') return { kind: 'overview' };
  const slug = page.params.categorySlug ?? '';
  if (!isCategorySlug(slug)) return withStatus<CategoriesData>({ kind: 'unmapped', slug }, 404);
  return { kind: 'category', slug, firstPage: await loadFirstTilePage(client, categoryQuery(slug), page.language).catch(() => null) };
}

/** /en/categories/ (every category) and /en/categories/{slug}/ (its performers). */
export function CategoriesScreen() {
  const data = usePageData<CategoriesData>();
  if (data.kind === 'category') return <CategoryPage slug={data.slug} firstPage={data.firstPage} />;
  return <Overview unmapped={data.kind === 'unmapped' ? data.slug : null} />;
}

function CategoryPage({ slug, firstPage }: { slug: CategorySlug; firstPage: TileGridFirstPage | null }) {
  const t = useSiteT();
  const { language } = usePage();
  const name = t(categoryNameKey(slug));
  return (
    <div className="page categories" data-screen="category">
      <PageHead title={name} description="seo.category" values={{ category: name }} />
      <Breadcrumbs type="categoryDetails" subject={{ categorySlug: slug }} />
      <h1 className="page__title">{name}</h1>
      <p className="categories__intro">{t('category.intro', { category: name })}</p>
      <RoutedTileGrid {...categoryQuery(slug)} label={name} firstPage={firstPage} />
    </div>
  );
}

/** The overview; for an unknown slug the same list under the spec's 'Unmapped category', so the guest can go on. */
function Overview({ unmapped }: { unmapped: string | null }) {
  const t = useSiteT();
  const { language } = usePage();
  const title = unmapped === null ? t('categories.title') : t('category.unmapped');
  return (
    <div className="page categories" data-screen={unmapped === null ? 'categories' : 'category'}>
      <PageHead title={title} description="seo.categories" noindex={unmapped !== null} />
      {unmapped === null ? <Breadcrumbs type="categoryOverview" /> : null}
      <h1 className="page__title">{title}</h1>
      <p className="categories__intro">{unmapped === null ? t('categories.intro') : t('category.unmappedHint', { slug: unmapped })}</p>
      <ul className="categories__list">
        {CATEGORY_SLUGS.map((slug) => (
          <li key={slug}>
            <Link className="categories__link" to={buildPath('category', { categorySlug: slug }, language)}>{t(categoryNameKey(slug))}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
