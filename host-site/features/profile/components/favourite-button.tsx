import { useLocation, useNavigate } from 'react-router';
import { setPinned } from '../../../../sdk/favourites/actions';
import { isPinned } from '../../../../sdk/favourites/favourites';
import { $favourites } from '../../../../sdk/favourites/store';
import { buildPath } from '../../../../sdk/routes';
import { $isLoggedIn } from '../../../../sdk/session/store';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { $siteChannel } from '../../../shared/realtime/site-channel';
import { withNext } from '../../../shared/session/next-path';
import { useStore } from '../../../shared/session/use-store';

/**
 * Pins or unpins the performer (spec 000 §4 "pinning and unpinning applies to
 * actors"). A toggle button (aria-pressed); a logged-out guest is sent to log
 * in first (spec 000 §6 "Login is required for: ... favourites and pinning").
 */
export function FavouriteButton({ actorId, actorName }: { actorId: number; actorName: string }) {
  const t = useSiteT();
  const language = useLanguage();
  const isLoggedIn = useStore($isLoggedIn);
  const favourites = useStore($favourites);
  const channel = useStore($siteChannel);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pinned = isLoggedIn && isPinned(favourites, 'actor', actorId);

  const toggle = () => {
    if (!isLoggedIn) return navigate(withNext(buildPath('logIn', {}, language), `${pathname}${search}`));
    if (channel) setPinned(channel, pinned ? 'unpin' : 'pin', 'actor', actorId);
  };

  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pinned}
      aria-label={t('favourite.label', { name: actorName })}
      title={isLoggedIn ? undefined : t('favourite.needsLogin')}
      disabled={isLoggedIn && !channel}
      onClick={toggle}
    >
      <span className="favourite-button__heart" aria-hidden="true" />
      {t('favourite.button')}
    </button>
  );
}
