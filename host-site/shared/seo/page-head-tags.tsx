import { pageHead, type OpenGraphType } from '../../../sdk/seo';
import type { SiteKey } from '../i18n';
import { useSiteT } from '../i18n/use-site-t';
import { usePage } from '../page/page-context';
import { useAppServices } from '../services/app-services';
import { useSiteOrigin } from './site-origin';

export interface PageHeadProps {
  /** The page's own title; the brand name is added ("IsaWild · Velvet"). */
  title: string;
  /** The `seo` string of the meta description; {{brand}} is filled in, `values` fill the rest. */
  description: SiteKey;
  values?: Record<string, string | number>;
  /** The page item's picture (/img/... path); the brand's share image when absent. */
  image?: string | null;
  type?: OpenGraphType;
  /** A placeholder or error state: kept out of the index whatever the screen. */
  noindex?: boolean;
}

/** Marks the tags of a page head, so the browser can take over the ones the server wrote (./page-head.tsx). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
const marked = { [PAGE_HEAD_ATTRIBUTE]: '' };

/**
 * Title, meta description, robots, canonical, hreflang alternates, Open Graph and Twitter tags of
 * the current page (rules: sdk/seo). Rendered anywhere in a screen: React 19 hoists <title>,
 * <meta> and <link> into <head>, in the server render too, and removes them when the screen goes.
 */
export function PageHeadTags({ title, description, values, image, type, noindex }: PageHeadProps) {
  const t = useSiteT();
  const { brand } = useAppServices();
  const page = usePage();
  const origin = useSiteOrigin();
  const head = pageHead({
    origin,
    brand,
    page,
    title,
    description: t(description, { brand: brand.name, ...values }),
    ...(image ? { image } : {}),
    ...(type ? { type } : {}),
    ...(noindex ? { noindex } : {}),
  });
  return (
    <>
      <title {...marked}>{head.title}</title>
      <meta name="description" content={head.description} {...marked} />
      {head.robots ? <meta name="robots" content={head.robots} {...marked} /> : null}
      {head.canonical ? <link rel="canonical" href={head.canonical} {...marked} /> : null}
      {head.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} {...marked} />
      ))}
      {head.openGraph.map(([property, content], index) => (
        <meta key={`${property}-${index}`} property={property} content={content} {...marked} />
      ))}
      {head.twitter.map(([name, content]) => (
        <meta key={name} name={name} content={content} {...marked} />
      ))}
    </>
  );
}
