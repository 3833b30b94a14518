import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Language } from '../../../../sdk/config';
import type { MediaLibraryAsset, MediaLibraryPage, MediaLibraryRequest } from '../../../../sdk/media-library';
import { buildPath } from '../../../../sdk/routes';
import { $guest } from '../../../../sdk/session';
import { formatDuration } from '../../../../widgets/tile-grid/format-duration';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { mediaLibraryApi } from '../media-library-data';

/** Where an asset opens: a video its video page (it plays there for its owner), an album or picture its album, sedcards the profile. */
export function assetPath(asset: MediaLibraryAsset, language: Language): string {
  const actorName = asset.actorName;
  if (asset.mediaType === 'video') return buildPath('actorVideo', { actorName, videoId: asset.id }, language);
  if (asset.albumId !== null) return buildPath('actorAlbum', { actorName, albumId: asset.albumId }, language);
  return buildPath('actorProfile', { actorName }, language);
}

/** The shelf's tiles, or an empty state that leads to the videos. */
export function LibraryGrid({ request, page }: { request: MediaLibraryRequest; page: MediaLibraryPage }) {
  const t = useSiteT();
  const { language } = usePage();
  const [status, setStatus] = useState('');
  if (page.items.length === 0) {
    const text = request.source === 'archived' ? 'mediaLibrary.empty.archived' : request.source === 'pinned' ? 'mediaLibrary.empty.pinned' : 'mediaLibrary.empty.purchased';
    return (
      <div className="media-library__empty">
        <p>{t(text)}</p>
        <Link className="button" to={buildPath('videos', {}, language)}>{t('mediaLibrary.discoverVideos')}</Link>
        <p className="visually-hidden" role="status">{status}</p>
      </div>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status">{status}</p>
      <ul className="media-library__grid" aria-label={t('mediaLibrary.items', { count: page.total })}>
        {page.items.map((asset) => <LibraryTile key={asset.key} asset={asset} onStatus={setStatus} />)}
      </ul>
    </>
  );
}

function LibraryTile({ asset, onStatus }: { asset: MediaLibraryAsset; onStatus(text: string): void }) {
  const t = useSiteT();
  const { language } = usePage();
  const services = useAppServices();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const archived = asset.source === 'archived';
  const toggle = () => {
    setBusy(true);
    setFailed(false);
    mediaLibraryApi(services, $guest.get()?.accessToken ?? null)
      .setArchived(asset.assetType, asset.id, !archived)
      .then(async () => {
        onStatus(t(archived ? 'mediaLibrary.unarchived' : 'mediaLibrary.archived', { title: asset.title }));
        await revalidator.revalidate();
      })
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  const href = assetPath(asset, language);
  return (
    <li className="media-library__tile" data-asset={asset.key}>
      <Link className="media-library__picture" to={href} tabIndex={-1} aria-hidden="true">
        <img
          src={asset.images.w320}
          srcSet={`${asset.images.w320} 320w, ${asset.images.w640} 640w, ${asset.images.w1280} 1280w`}
          sizes="(max-width: 600px) 50vw, 320px"
          alt=""
          width={320}
          height={asset.mediaType === 'video' ? 180 : 240}
          loading="lazy"
        />
        {asset.duration !== null ? <span className="media-library__duration">{formatDuration(asset.duration)}</span> : null}
      </Link>
      <div className="media-library__text">
        <Link className="media-library__title" to={href}>{asset.title}</Link>
        <span className="media-library__meta">
          {asset.actorName}
          {asset.pictureCount !== null ? ` · ${t('mediaLibrary.pictures', { count: asset.pictureCount })}` : ''}
          {asset.origin === 'chatClip' ? ` · ${t('mediaLibrary.origin.chatClip')}` : ''}
        </span>
      </div>
      <button type="button" className="media-library__archive" onClick={toggle} disabled={busy}
        aria-label={t(archived ? 'mediaLibrary.unarchiveItem' : 'mediaLibrary.archiveItem', { title: asset.title })}>
        {t(archived ? 'mediaLibrary.unarchive' : 'mediaLibrary.archive')}
      </button>
      {failed ? <p className="media-library__error" role="alert">{t('mediaLibrary.archiveFailed')}</p> : null}
    </li>
  );
}
