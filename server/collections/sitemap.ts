/** The collections' pages in the sitemap's pages.xml (issue 15 item 6; issue 12 §2 sitemap), in display order. */
import type { Kysely } from 'kysely';
import type { SitemapPage } from '../../sdk/seo/sitemap';
import type { Database } from '../db/schema';

export async function collectionSitemapPages(db: Kysely<Database>): Promise<SitemapPage[]> {
  const rows = await db.selectFrom('collections').select('slug').orderBy('sort').execute();
  return rows.map((row) => ({ screen: 'performerCollection', params: { collectionSlug: row.slug } }));
}
