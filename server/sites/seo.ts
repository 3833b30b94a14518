/**
 * /robots.txt, /sitemap.xml and its child sitemaps for one brand's site (issue 12 §2), on that
 * site's own origin and in the languages that brand offers (sdk/brands). The text is built by
 * sdk/seo; this plugin reads the catalog and answers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../../sdk/api/schemas/common';
import type { BrandSite } from '../../sdk/brands';
import {
  albumPage, chunkCount, parseSitemapPath, performerPage, performerTagPage, robotsTxt, SITEMAP_ITEMS_PER_FILE, SITEMAP_PAGES, sitemapIndexXml,
  urlSetXml, videoPage, type SitemapPage,
} from '../../sdk/seo';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { createSitemapRepository, type SitemapItem, type SitemapTagItem } from '../repositories/sitemap';
import { collectionSitemapPages } from '../collections/sitemap';

export interface SeoSiteOptions {
  context: AppContext;
  /** The brand (its config file) whose languages the sitemap lists. */
  brand: BrandSite;
  /** The site's public origin, read per request: with port 0 it is known only once the servers listen. */
  origin(): string;
}

/** Crawlers come back daily at most; an hour of caching spares the database without hiding a new video for long. */
const CACHE_CONTROL = 'public, max-age=3600';

const sitemapParams = Type.Object({ file: Type.String({ description: 'pages.xml, or performers-<n>.xml, videos-<n>.xml, albums-<n>.xml, performer-tags-<n>.xml' }) });

function sendText(reply: FastifyReply, type: string, text: string) {
  return reply.header('Cache-Control', CACHE_CONTROL).type(type).send(text);
}

/** Registers the three routes on a site app (the Velvet site or a white label). */
export async function seoSite(app: FastifyInstance, { context, brand, origin }: SeoSiteOptions) {
  const site = brand;
  const sitemap = createSitemapRepository(context.database.db);
  const pagesOf: Record<'performers' | 'videos' | 'albums', (item: SitemapItem) => SitemapPage> = {
    performers: (item) => performerPage(item.actorName),
    videos: (item) => videoPage(item.actorName, item.id, item.changedAt),
    albums: (item) => albumPage(item.actorName, item.id, item.changedAt),
  };

  app.get('/robots.txt', async (_request, reply) => sendText(reply, 'text/plain; charset=utf-8', robotsTxt(origin(), site)));

  app.get('/sitemap.xml', async (_request, reply) =>
    sendText(reply, 'application/xml; charset=utf-8', sitemapIndexXml(origin(), await sitemap.counts())),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { params: sitemapParams, response: { 404: ErrorBodySchema } } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const wanted = parseSitemapPath(`/sitemaps/${file}`);
      if (!wanted) {
        throw new HttpError(404, 'NOT_FOUND', `No sitemap ${file}: expected pages.xml or performers-<n>.xml, videos-<n>.xml, albums-<n>.xml, performer-tags-<n>.xml`, 'params.file');
      }
      if (wanted.type === 'pages') {
        const pages = [...SITEMAP_PAGES.map((screen): SitemapPage => ({ screen, params: {} })), ...(await collectionSitemapPages(context.database.db))];
        return sendText(reply, 'application/xml; charset=utf-8', urlSetXml(origin(), site, pages));
      }
      const { type, chunk } = wanted;
      const total = (await sitemap.counts())[type];
      if (chunk > chunkCount(total)) {
        throw new HttpError(404, 'NOT_FOUND', `No sitemap ${file}: ${type} has ${chunkCount(total)} file(s)`, 'params.file');
      }
      const offset = (chunk - 1) * SITEMAP_ITEMS_PER_FILE;
      const pages = type === 'performerTags'
        ? (await sitemap.performerTags(offset, SITEMAP_ITEMS_PER_FILE)).map((item: SitemapTagItem) => performerTagPage(item.actorName, item.tag))
        : (await sitemap[type](offset, SITEMAP_ITEMS_PER_FILE)).map(pagesOf[type]);
      return sendText(reply, 'application/xml; charset=utf-8', urlSetXml(origin(), site, pages));
    },
  );
}
