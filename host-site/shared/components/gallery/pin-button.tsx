import { useEffect } from 'react';
import { setPinned } from '../../../../sdk/favourites/actions';
import { applyPinned, isPinned } from '../../../../sdk/favourites/favourites';
import { $favourites } from '../../../../sdk/favourites/store';
import type { FavouriteKind } from '../../../../sdk/realtime/protocol';
import { $isLoggedIn } from '../../../../sdk/session/store';
import type { SiteKey } from '../../i18n';
import { useSiteT } from '../../i18n/use-site-t';
import { $siteChannel } from '../../realtime/site-channel';
import { useStore } from '../../session/use-store';
import { useLoginFirst } from './login-first';

const LABELS: Record<Exclude<FavouriteKind, 'actor'>, SiteKey> = { album: 'gallery.pin.album', picture: 'gallery.pin.picture', sedcards: 'gallery.pin.sedcards' };

/**
 * Pins or unpins an album, a sedcard album or a picture (spec 001 §4 "Pinning or
 * unpinning applies to actors, albums, sedcard albums and pictures"); a
 * logged-out guest logs in first and the pin follows (spec 002 §4.5).
 */
export function PinButton({ kind, id, pinnedOnServer = false, className = '' }: {
  kind: Exclude<FavouriteKind, 'actor'>;
  id: number;
  /** The page's answer says the guest pinned it: the favourites store learns it (it loads only pinned actors). */
  pinnedOnServer?: boolean;
  className?: string;
}) {
  const t = useSiteT();
  const isLoggedIn = useStore($isLoggedIn);
  useEffect(() => {
    if (isLoggedIn && pinnedOnServer) $favourites.set(applyPinned($favourites.get(), kind, id));
  }, [isLoggedIn, pinnedOnServer, kind, id]);
  const favourites = useStore($favourites);
  const channel = useStore($siteChannel);
  const loginFirst = useLoginFirst();
  const pinned = isLoggedIn && isPinned(favourites, kind, id);
  const toggle = () => {
    if (!isLoggedIn) return loginFirst({ type: 'favouritePin', kind, id });
    if (channel) setPinned(channel, pinned ? 'unpin' : 'pin', kind, id);
  };
  return (
    <button type="button" className={`gallery-button gallery-pin ${className}`} aria-pressed={pinned} onClick={toggle}
      disabled={isLoggedIn && !channel} title={isLoggedIn ? undefined : t('gallery.needsLogin')}>
      <span aria-hidden="true">{pinned ? '★' : '☆'}</span> {pinned ? t('gallery.pinned') : t(LABELS[kind])}
    </button>
  );
}
