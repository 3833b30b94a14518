import { useCallback, useEffect, useState } from 'react';
import { loadSedcards, rateSedcards } from '../../../../sdk/albums/api';
import { $isLoggedIn } from '../../../../sdk/session/store';
import { useStore } from '../../../shared/session/use-store';
import type { AlbumRating } from '../../../../sdk/albums/rules';
import type { Sedcards } from '../../../../sdk/albums/types';
import { PictureGallery } from '../../../shared/components/gallery/picture-gallery';
import { PinButton } from '../../../shared/components/gallery/pin-button';
import { RatingButtons } from '../../../shared/components/gallery/rating-buttons';
import { usePendingGalleryWish } from '../../../shared/components/gallery/login-first';
import { useRating } from '../../../shared/components/gallery/use-rating';
import { SectionHeading } from '../../../shared/components/section-heading';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';

/** The performer's sedcard album (spec 001 §3 "Sedcard per actor: photos, albumTotalViews, ratings"), rated and pinned like an album. */
export function ActorSedcards({ sedcards }: { sedcards: Sedcards }) {
  const t = useSiteT();
  const { language } = usePage();
  const client = useAppServices().restClient(language);
  const actorId = sedcards.actor.id;
  const send = useCallback((rating: AlbumRating) => rateSedcards(client, actorId, rating), [client, actorId]);
  const rating = useRating(sedcards.ratings, send, () => null);
  // A sedcard pin wished before the login (spec 002 §4.5) runs here.
  usePendingGalleryWish();
  const isLoggedIn = useStore($isLoggedIn);
  const [views, setViews] = useState(sedcards.albumTotalViews);
  useEffect(() => {
    // spec 001 §5 "Album view counts are sent only when logged in": the loader never counts, the browser does.
    if (!isLoggedIn) return;
    const controller = new AbortController();
    loadSedcards(client, sedcards.actor.name, true, { signal: controller.signal }).then((fresh) => setViews(fresh.albumTotalViews), () => undefined);
    return () => controller.abort();
  }, [client, sedcards.actor.name, isLoggedIn]);
  const title = t('gallery.sedcards.title', { name: sedcards.actor.name });
  return (
    <section className="actor-sedcards" aria-labelledby="profile-sedcards">
      <SectionHeading id="profile-sedcards">{title}</SectionHeading>
      <div className="gallery-social">
        <p className="gallery-social__views">{t('gallery.views', { count: views })}</p>
        <RatingButtons state={rating.state} onRate={rating.rate} busy={rating.busy} />
        <PinButton kind="sedcards" id={actorId} pinnedOnServer={sedcards.isPinned} />
        {rating.failed ? <p className="gallery-error" role="alert">{t('gallery.actionFailed')}</p> : null}
      </div>
      <PictureGallery pictures={sedcards.photos} label={title} />
    </section>
  );
}
