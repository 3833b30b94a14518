import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { MediaPrice } from '../../shared/components/media-access/media-price';
import { MediaHead } from '../../shared/components/media-access/media-head';
import { MediaHeroImage, MediaScreen } from '../../shared/components/media-access/media-screen';
import { PurchasePanel } from '../../shared/components/media-access/purchase-panel';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { loadMediaItem, useMediaReload, type MediaData } from '../../shared/components/media-access/media-data';
import { fetchAlbumPage, type AlbumPageItem } from './api/get-album-page';
import { AlbumComments } from './components/album-comments';
import { AlbumGallery } from './components/album-gallery';
import { AlbumSocial } from './components/album-social';
import './album.css';

/** The album page (/en/amateur/{actorName}/pictures/{albumId}/): cover, facts, restrictions, buy form, then the gallery and comments. */
export function AlbumScreen() {
  const data = usePageData<MediaData<AlbumPageItem>>();
  const reload = useMediaReload();
  return (
    <MediaScreen screen="actorAlbum" data={data}>
      {/* spec 001 §4: "Album purchase: on success the balance is updated, the album reloaded". */}
      {(album) => <AlbumDetails album={album} onBought={reload} />}
    </MediaScreen>
  );
}

/** The album of the page with its views, ratings and first comments; 404 when there is none, a 301 to its own address when asked for under another performer. */
export function loadAlbumPage({ client, page, request }: PageLoaderArgs) {
  return loadMediaItem(() => fetchAlbumPage(client, Number(page.params.albumId)), {
    page,
    request,
    canonicalPath: (album) => buildPath('actorAlbum', { actorName: album.actor.name, albumId: album.id }, page.language),
  });
}

function AlbumDetails({ album, onBought }: { album: AlbumPageItem; onBought(): void }) {
  const t = useSiteT();
  const { language } = usePage();
  return (
    <>
      <MediaHead kind="album" item={album} />
      <article className="media-page__layout">
        <div className="media-page__picture">
          <MediaHeroImage preview={album.preview} />
        </div>
        <div className="media-page__text">
          <h1 className="page__title">{album.title}</h1>
          <p className="media-page__meta">
            <Link to={buildPath('actorProfile', { actorName: album.actor.name }, language)}>{album.actor.name}</Link>
            {' · '}
            {t('media.pictureCount', { count: album.pictureCount })}
            {' · '}
            {album.free ? t('media.badge.free') : <MediaPrice price={album.price.value} basePrice={album.basePrice.value} />}
          </p>
          <PurchasePanel kind="album" id={album.id} price={album.price} access={album} onBought={onBought} />
          {album.description ? <p className="media-page__description">{album.description}</p> : null}
          <AlbumSocial key={album.id} albumId={album.id} gallery={album.gallery} />
        </div>
      </article>
      <AlbumGallery key={album.id} pictures={album.pictures} gallery={album.gallery} />
      <AlbumComments key={album.id} albumId={album.id} first={album.comments} />
    </>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { AlbumScreen as Screen, loadAlbumPage as loader };
