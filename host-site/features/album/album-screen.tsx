import { Link } from 'react-router';
import type { AlbumDetail } from '../../../sdk/api/types';
import { buildPath } from '../../../sdk/routes';
import { MediaPrice } from '../../shared/components/media-access/media-price';
import { MediaHead } from '../../shared/components/media-access/media-head';
import { MediaHeroImage, MediaScreen } from '../../shared/components/media-access/media-screen';
import { PurchasePanel } from '../../shared/components/media-access/purchase-panel';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { useAppServices } from '../../shared/services/app-services';
import { usePageData, type PageLoaderArgs } from '../../shared/page/page-data';
import { loadMediaItem, useMediaReload, type MediaData } from '../../shared/components/media-access/media-data';
import { fetchAlbum } from './api/get-album';

/** The album page (/en/amateur/{actorName}/pictures/{albumId}/): cover, facts, restrictions, buy form, then the pictures. */
export function AlbumScreen() {
  const data = usePageData<MediaData<AlbumDetail>>();
  const reload = useMediaReload();
  return (
    <MediaScreen screen="actorAlbum" data={data}>
      {/* spec 001 §4: "Album purchase: on success the balance is updated, the album reloaded". */}
      {(album) => <AlbumDetails album={album} onBought={reload} />}
    </MediaScreen>
  );
}

/** The album of the page; 404 when there is none. */
export function loadAlbumPage({ client, page }: PageLoaderArgs) {
  return loadMediaItem(() => fetchAlbum(client, Number(page.params.albumId)));
}

function AlbumDetails({ album, onBought }: { album: AlbumDetail; onBought(): void }) {
  const t = useSiteT();
  const { language } = usePage();
  const { restClient } = useAppServices();
  const resolve = restClient(language).resolveUrl;
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
        </div>
      </article>
      {album.pictures.length > 0 ? (
        <ul className="media-page__pictures" aria-label={t('media.pictures')}>
          {album.pictures.map((picture) => (
            <li key={picture.id}>
              <img
                src={resolve(picture.images.w320)}
                srcSet={`${resolve(picture.images.w320)} 320w, ${resolve(picture.images.w640)} 640w`}
                sizes="10rem"
                width={picture.width}
                height={picture.height}
                alt=""
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
