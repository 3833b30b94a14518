import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loadAlbums } from '../../../../sdk/albums/api';
import type { AlbumList, AlbumTile } from '../../../../sdk/albums/types';
import { buildPath } from '../../../../sdk/routes';
import { SectionHeading } from '../../../shared/components/section-heading';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';

/** Albums per page: the loader's first page and every "show more". */
export const ALBUMS_PAGE_SIZE = 24;
type AlbumType = 'all' | 'image' | 'video';
const TYPES: readonly AlbumType[] = ['all', 'image', 'video'];

/**
 * The Pictures tab (issue 13 item 5): the performer's albums, image and video
 * albums together or by type, newest first; image albums open the album page
 * (/en/amateur/{actorName}/pictures/{albumId}/), video albums the video page.
 */
export function ActorAlbums({ actorName, firstPage }: { actorName: string; firstPage: AlbumList | null }) {
  const t = useSiteT();
  const { language } = usePage();
  const client = useAppServices().restClient(language);
  const [type, setType] = useState<AlbumType>('all');
  const [items, setItems] = useState<AlbumTile[]>(firstPage?.items ?? []);
  const [total, setTotal] = useState<number | null>(firstPage?.total ?? null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>(firstPage ? 'idle' : 'failed');
  const request = useRef(0);

  const load = async (nextType: AlbumType, offset: number) => {
    const id = ++request.current;
    setState('loading');
    try {
      const page = await loadAlbums(client, actorName, { type: nextType, offset, limit: ALBUMS_PAGE_SIZE });
      // Only the newest request's answer is applied (a quick change of type must not mix lists).
      if (id !== request.current) return;
      setItems((before) => (offset === 0 ? page.items : [...before, ...page.items]));
      setTotal(page.total);
      setState('idle');
    } catch {
      if (id === request.current) setState('failed');
    }
  };
  const choose = (nextType: AlbumType) => {
    if (nextType === type) return;
    setType(nextType);
    setItems([]);
    setTotal(null);
    void load(nextType, 0);
  };
  useEffect(() => {
    setItems(firstPage?.items ?? []);
    setTotal(firstPage?.total ?? null);
    setType('all');
  }, [firstPage]);

  const title = t('gallery.albums.title', { name: actorName });
  const more = total !== null && items.length < total;
  return (
    <section className="actor-albums" aria-labelledby="profile-albums">
      <SectionHeading id="profile-albums">{title}</SectionHeading>
      <div className="actor-albums__filter" role="group" aria-label={t('gallery.albums.filterLabel')}>
        {TYPES.map((candidate) => (
          <button key={candidate} type="button" className="gallery-button" aria-pressed={candidate === type} onClick={() => choose(candidate)}>
            {t(`gallery.albums.filter.${candidate}`)}
          </button>
        ))}
      </div>
      {items.length > 0 ? (
        <ul className="album-tiles" aria-label={title}>
          {items.map((album) => <AlbumTileLink key={`${album.type}:${album.id}`} album={album} actorName={actorName} />)}
        </ul>
      ) : total === 0 ? <p className="actor-albums__note">{t('gallery.albums.empty', { name: actorName })}</p> : null}
      {state === 'failed' ? (
        <p className="gallery-error" role="alert">
          {t('gallery.albums.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => load(type, items.length)}>{t('gallery.retry')}</button>
        </p>
      ) : null}
      {more && state !== 'failed' ? (
        <button type="button" className="gallery-button actor-albums__more" disabled={state === 'loading'} onClick={() => load(type, items.length)}>
          {t('gallery.albums.more')}
        </button>
      ) : null}
    </section>
  );
}

function AlbumTileLink({ album, actorName }: { album: AlbumTile; actorName: string }) {
  const t = useSiteT();
  const { language } = usePage();
  const resolve = useAppServices().restClient(language).resolveUrl;
  const to = album.type === 'video'
    ? buildPath('actorVideo', { actorName: actorName.toLowerCase(), videoId: String(album.id) }, language)
    : buildPath('actorAlbum', { actorName: actorName.toLowerCase(), albumId: String(album.id) }, language);
  const badge = album.guestInfo.bought ? t('gallery.albums.bought') : album.free ? t('gallery.albums.free') : `${album.price.value} VXC`;
  return (
    <li className="album-tile">
      <Link to={to} className="album-tile__link">
        <img src={resolve(album.preview.w320)} srcSet={`${resolve(album.preview.w320)} 320w, ${resolve(album.preview.w640)} 640w`}
          sizes="(min-width: 768px) 16rem, 50vw" width={320} height={180} alt="" loading="lazy" />
        <span className="album-tile__title">{album.title}</span>
        <span className="album-tile__meta">
          {album.type === 'video' ? t('gallery.albums.video') : t('gallery.albums.pictureCount', { count: album.pictureCount })}
          {' · '}{badge}{album.ageRating === 18 ? ' · 18+' : ''}
        </span>
      </Link>
    </li>
  );
}
