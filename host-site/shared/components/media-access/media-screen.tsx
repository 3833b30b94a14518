import type { ReactNode } from 'react';
import type { PreviewImages } from '../../../../sdk/api/types';
import type { RemoteState } from '../../hooks/use-remote';
import { PageHead } from '../../seo/page-head';
import { useSiteT } from '../../i18n/use-site-t';
import { usePage } from '../../page/page-context';
import { useAppServices } from '../../services/app-services';
import { MediaPageState } from './page-states';

export interface MediaScreenProps<T extends { title: string }> {
  /** The screen name, for data-screen. */
  screen: string;
  remote: RemoteState<T> & { reload(): void };
  /** The page once its item is loaded. */
  children: (item: T) => ReactNode;
}

/** A video or album page: its title, the loading / not-found / error states, then the page itself. */
export function MediaScreen<T extends { title: string }>({ screen, remote, children }: MediaScreenProps<T>) {
  const t = useSiteT();
  if (remote.status !== 'ready') {
    return (
      <div className="page" data-screen={screen}>
        <PageHead title={remote.status === 'not-found' ? t('media.notFound') : remote.status === 'error' ? t('error.title') : t('media.loading')} description="seo.mediaMissing" noindex={remote.status !== 'loading'} />
        <MediaPageState state={remote.status} onRetry={remote.reload} />
      </div>
    );
  }
  return (
    <div className="page media-page" data-screen={screen}>
      {children(remote.data)}
    </div>
  );
}

/** The large preview at the top of a media page: the likely largest paint, so fetched at high priority. */
export function MediaHeroImage({ preview }: { preview: PreviewImages }) {
  const { language } = usePage();
  const resolve = useAppServices().restClient(language).resolveUrl;
  return (
    <img
      src={resolve(preview.w640)}
      srcSet={`${resolve(preview.w320)} 320w, ${resolve(preview.w640)} 640w, ${resolve(preview.w1280)} 1280w`}
      sizes="(min-width: 1023px) 55vw, 100vw"
      width={1280}
      height={720}
      alt=""
      fetchPriority="high"
    />
  );
}
