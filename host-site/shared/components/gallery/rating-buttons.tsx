import { ALBUM_RATING, type AlbumRating } from '../../../../sdk/albums/rules';
import type { RatingState } from '../../../../sdk/albums/types';
import { useSiteT } from '../../i18n/use-site-t';

/**
 * Like (5) and dislike (1) with their counts (spec 001 §3 "Ratings: album
 * dislike 1, album like 5"), as two toggle buttons; the caller sends the rating
 * (or sends a logged-out guest to log in first).
 */
export function RatingButtons({ state, onRate, busy = false }: { state: RatingState; onRate(rating: AlbumRating): void; busy?: boolean }) {
  const t = useSiteT();
  return (
    <div className="gallery-rating" role="group" aria-label={t('gallery.ratingLabel')}>
      <button type="button" className="gallery-button" aria-pressed={state.isLiked} disabled={busy} onClick={() => onRate(ALBUM_RATING.like)}>
        <span aria-hidden="true">▲</span> {t('gallery.like')} <span className="gallery-rating__count">{state.guestRatingLikes}</span>
      </button>
      <button type="button" className="gallery-button" aria-pressed={state.isDisliked} disabled={busy} onClick={() => onRate(ALBUM_RATING.dislike)}>
        <span aria-hidden="true">▼</span> {t('gallery.dislike')} <span className="gallery-rating__count">{state.guestRatingDislikes}</span>
      </button>
    </div>
  );
}
