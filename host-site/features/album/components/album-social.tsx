import { useCallback, useEffect, useState } from 'react';
import { loadGalleryFacts, rateAlbum } from '../../../../sdk/albums/api';
import type { AlbumRating } from '../../../../sdk/albums/rules';
import type { GalleryFacts } from '../../../../sdk/albums/types';
import { $isLoggedIn } from '../../../../sdk/session/store';
import { PinButton } from '../../../shared/components/gallery/pin-button';
import { RatingButtons } from '../../../shared/components/gallery/rating-buttons';
import { usePendingGalleryWish } from '../../../shared/components/gallery/login-first';
import { useRating } from '../../../shared/components/gallery/use-rating';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { useStore } from '../../../shared/session/use-store';

/** Views, like/dislike and the pin of an album; counts the view of a logged-in guest once the page is shown (spec 001 §5). */
export function AlbumSocial({ albumId, gallery }: { albumId: number; gallery: GalleryFacts }) {
  const t = useSiteT();
  const { language } = usePage();
  const client = useAppServices().restClient(language);
  const isLoggedIn = useStore($isLoggedIn);
  const [views, setViews] = useState(gallery.albumTotalViews);
  const send = useCallback((rating: AlbumRating) => rateAlbum(client, albumId, rating), [client, albumId]);
  const rating = useRating(gallery, send, (value) => ({ type: 'galleryRating', albumId, rating: value }));
  const sendRating = rating.send;
  // spec 002 §4.5 "gallery rating" and "favourite pin" after login.
  usePendingGalleryWish(useCallback((id: number, value: AlbumRating) => { if (id === albumId) void sendRating(value); }, [albumId, sendRating]));

  useEffect(() => {
    // spec 001 §5 "Album view counts are sent only when logged in": loadGalleryFacts sends the count only then.
    if (!isLoggedIn) return;
    const controller = new AbortController();
    loadGalleryFacts(client, albumId, true, { signal: controller.signal }).then((facts) => setViews(facts.albumTotalViews), () => undefined);
    return () => controller.abort();
  }, [client, albumId, isLoggedIn]);

  return (
    <div className="gallery-social">
      <p className="gallery-social__views" data-testid="album-views">{t('gallery.views', { count: views })}</p>
      <RatingButtons state={rating.state} onRate={rating.rate} busy={rating.busy} />
      <PinButton kind="album" id={albumId} pinnedOnServer={gallery.isPinned} />
      {rating.failed ? <p className="gallery-error" role="alert">{t('gallery.actionFailed')}</p> : null}
    </div>
  );
}
