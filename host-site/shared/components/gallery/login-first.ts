/**
 * Login first, then the wish (spec 002 §4.5 "Pending actions after login: ...
 * favourite pin or unpin (actor, album, picture, sedcards); gallery rating").
 * The site's login is a page: the wish rides in its `next` path and runs once
 * when the guest is back, logged in (usePendingGalleryWish).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { decodeGalleryWish, PENDING_PARAM, pendingActionOf, withPendingWish, type GalleryWish } from '../../../../sdk/albums/pending';
import type { AlbumRating } from '../../../../sdk/albums/rules';
import { setPinned } from '../../../../sdk/favourites/actions';
import { isPinned } from '../../../../sdk/favourites/favourites';
import { $favourites } from '../../../../sdk/favourites/store';
import { runPendingAction } from '../../../../sdk/overlay/pending-action';
import type { FavouriteKind } from '../../../../sdk/realtime/protocol';
import { buildPath } from '../../../../sdk/routes';
import { $isLoggedIn } from '../../../../sdk/session/store';
import { useLanguage } from '../../page/page-context';
import { $siteChannel } from '../../realtime/site-channel';
import { withNext } from '../../session/next-path';
import { useStore } from '../../session/use-store';

/** Sends a logged-out guest to the login page; the wish comes back with them. */
export function useLoginFirst(): (wish: GalleryWish | null) => void {
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (wish) => {
    const here = `${pathname}${search}`;
    navigate(withNext(buildPath('logIn', {}, language), wish ? withPendingWish(here, wish) : here));
  };
}

/**
 * Runs the page's pending wish once the guest is logged in (and, for a pin, the
 * realtime channel is open), then removes it from the address so a reload
 * does not repeat it. `rateGallery` performs a gallery rating on this page.
 */
export function usePendingGalleryWish(rateGallery?: (albumId: number, rating: AlbumRating) => void): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useStore($isLoggedIn);
  const channel = useStore($siteChannel);
  // The address changes a moment after the wish ran: a re-render before that must not run it again.
  const ran = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const raw = params.get(PENDING_PARAM);
    const wish = decodeGalleryWish(raw);
    if (!wish || !isLoggedIn || ran.current === raw) return;
    if (wish.type === 'favouritePin' && !channel) return;
    ran.current = raw;
    params.delete(PENDING_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true, preventScrollReset: true });
    runPendingAction(pendingActionOf(wish), {
      handlers: {
        favouritePin: ({ targetId }) => {
          const [kind, id] = (targetId ?? '').split(':');
          if (channel && kind && id && !isPinned($favourites.get(), kind as FavouriteKind, Number(id))) setPinned(channel, 'pin', kind as FavouriteKind, Number(id));
        },
        galleryRating: ({ targetId, value }) => rateGallery?.(Number(targetId), value as AlbumRating),
      },
      isMobile: false,
      isPremium: false,
      // Gallery wishes never redirect.
      navigateSafely: () => false,
    });
  }, [search, pathname, isLoggedIn, channel, navigate, rateGallery]);
}
