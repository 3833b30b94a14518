import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import type { PreviewImages } from '../../../../sdk/api/types';
import { PageHead } from '../../seo/page-head';
import { useSiteT } from '../../i18n/use-site-t';
import { usePage } from '../../page/page-context';
import { useAppServices } from '../../services/app-services';
import type { MediaData } from './media-data';
import { MEDIA_STATE_TITLE, MediaPageState } from './page-states';

export interface MediaScreenProps<T extends { title: string }> {
  /** The screen name, for data-screen. */
  screen: string;
  data: MediaData<T>;
  /** The page once its item is loaded. */
  children: (item: T) => ReactNode;
}

/** A video or album page: its title, the not-found or not-in-your-country state, then the page itself (errors show the route's error page). */
export function MediaScreen<T extends { title: string }>({ screen, data, children }: MediaScreenProps<T>) {
  const t = useSiteT();
  if (data.state !== 'ready') {
    return (
      <div className="page" data-screen={screen}>
        <PageHead title={t(MEDIA_STATE_TITLE[data.state])} description="seo.mediaMissing" noindex />
        <MediaPageState state={data.state} />
      </div>
    );
  }
  return (
    <div className="page media-page" data-screen={screen}>
      {children(data.item)}
    </div>
  );
}

/** The large preview at the top of a media page: the likely largest paint, so fetched at high priority. */
export function MediaHeroImage({ preview }: { preview: PreviewImages }) {
  const { language } = usePage();
  const resolve = useAppServices().restClient(language).resolveUrl;
  const srcSet = `${resolve(preview.w320)} 320w, ${resolve(preview.w640)} 640w, ${resolve(preview.w1280)} 1280w`;
  const sizes = '(min-width: 1023px) 55vw, 100vw';
  // The page's largest image: the server render puts a preload for it into <head>, before any CSS or script.
  preload(resolve(preview.w640), { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: sizes });
  return (
    <img
      src={resolve(preview.w640)}
      srcSet={srcSet}
      sizes={sizes}
      width={1280}
      height={720}
      alt=""
      fetchPriority="high"
    />
  );
}
