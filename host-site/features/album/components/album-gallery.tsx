import { useCallback, useMemo, useState } from 'react';
import { ratePicture } from '../../../../sdk/albums/api';
import type { AlbumRating } from '../../../../sdk/albums/rules';
import type { GalleryFacts, RatingState } from '../../../../sdk/albums/types';
import type { AlbumPicture } from '../../../../sdk/api/types';
import { PictureGallery } from '../../../shared/components/gallery/picture-gallery';
import { PinButton } from '../../../shared/components/gallery/pin-button';
import { RatingButtons } from '../../../shared/components/gallery/rating-buttons';
import { useRating } from '../../../shared/components/gallery/use-rating';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';

const NO_RATING: RatingState = { guestRatingLikes: 0, guestRatingDislikes: 0, isLiked: false, isDisliked: false };

/** The album's pictures (only listed when open to the guest) with the lightbox; each picture can be rated and pinned there. */
export function AlbumGallery({ pictures, gallery }: { pictures: readonly AlbumPicture[]; gallery: GalleryFacts }) {
  const t = useSiteT();
  const pinnedOnServer = useMemo(() => new Set(gallery.pictures.filter((p) => p.isPinned).map((p) => p.id)), [gallery]);
  const fromServer = useMemo(() => new Map<number, RatingState>(gallery.pictures.map((p) => [p.id, p])), [gallery]);
  // What the guest rated while the page is open: the lightbox remounts a picture's buttons each time it shows it.
  const [rated, setRated] = useState<ReadonlyMap<number, RatingState>>(new Map());
  const remember = useCallback((id: number, state: RatingState) => setRated((before) => new Map(before).set(id, state)), []);
  if (pictures.length === 0) return null;
  return (
    <PictureGallery
      pictures={pictures}
      label={t('media.pictures')}
      actions={(picture) => (
        <>
          <PictureRating key={picture.id} pictureId={picture.id} initial={rated.get(picture.id) ?? fromServer.get(picture.id) ?? NO_RATING} onRated={remember} />
          <PinButton kind="picture" id={picture.id} pinnedOnServer={pinnedOnServer.has(picture.id)} />
        </>
      )}
    />
  );
}

function PictureRating({ pictureId, initial, onRated }: { pictureId: number; initial: RatingState; onRated(id: number, state: RatingState): void }) {
  const { language } = usePage();
  const client = useAppServices().restClient(language);
  const t = useSiteT();
  const [first] = useState(initial);
  const send = useCallback(async (rating: AlbumRating) => {
    const state = await ratePicture(client, pictureId, rating);
    onRated(pictureId, state);
    return state;
  }, [client, pictureId, onRated]);
  // Picture ratings have no pending action of their own (spec 002 §4.5 names the gallery rating): login, then rate.
  const rating = useRating(first, send, () => null);
  return (
    <>
      <RatingButtons state={rating.state} onRate={rating.rate} busy={rating.busy} />
      {rating.failed ? <p className="gallery-error" role="alert">{t('gallery.actionFailed')}</p> : null}
    </>
  );
}
