import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { $guest, $sessionStatus } from '../../../sdk/session';
import { VelvetMessenger, type MessengerChannelSelectEvent, type MessengerNavigateEvent } from '../../../widgets/react/messenger';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { messengerChannelPath, messengerTarget } from '../../shared/lib/messenger-paths';
import { sameOriginPath } from '../../shared/lib/same-origin-path';
import { usePage } from '../../shared/page/page-context';
import { withNext } from '../../shared/session/next-path';
import { useStore } from '../../shared/session/use-store';
import './messenger.css';

/**
 * The messenger screen (spec 000 §2 "Messenger | /en/messenger/"): the
 * <velvet-messenger> widget, opened on ?channel= or on the channel with
 * ?actor=. A logged-out guest is asked to log in and comes back to the same
 * address, so a profile's message button lands in that performer's channel.
 */
export function MessengerScreen() {
  const t = useSiteT();
  const { language } = usePage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const guest = useStore($guest);
  const status = useStore($sessionStatus);
  const head = <PageHead title={t('messenger.title')} description="seo.messenger" />;
  const { channelId, actorId } = messengerTarget(search);
  const here = `${pathname}${search}`;

  // The selected channel goes into the address (replace: the back button leaves the messenger, not each channel).
  const onChannelSelect = useCallback((event: MessengerChannelSelectEvent) => {
    navigate(messengerChannelPath(language, event.detail.channelId), { replace: true });
  }, [navigate, language]);
  // Performer links route inside the site instead of reloading it.
  const onNavigate = useCallback((event: MessengerNavigateEvent) => {
    const path = sameOriginPath(event.detail.href, window.location.href);
    if (!path) return;
    event.preventDefault();
    navigate(path);
  }, [navigate]);
  const onLoginRequired = useCallback((event: Event) => {
    event.preventDefault();
    navigate(withNext(buildPath('logIn', {}, language), here));
  }, [navigate, language, here]);

  if (!guest) return <div className="page messenger-page">{head}<div className="messenger-page__skeleton" aria-busy={status !== 'error'} /></div>;
  if (!guest.isLoggedIn) {
    return (
      <div className="page messenger-page">
        {head}
        <div className="page-message">
          <h1 className="page__title">{t('messenger.loginTitle')}</h1>
          <p>{t('messenger.loginText')}</p>
          <div className="messenger-page__actions">
            <Link className="button" to={withNext(buildPath('logIn', {}, language), here)}>{t('messenger.logIn')}</Link>
            <Link to={withNext(buildPath('signUp', {}, language), here)}>{t('messenger.signUp')}</Link>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="page messenger-page">
      {head}
      <h1 className="visually-hidden">{t('messenger.title')}</h1>
      <VelvetMessenger
        className="messenger-page__widget"
        lang={language}
        {...(channelId ? { channelId } : {})}
        {...(actorId && !channelId ? { actorId } : {})}
        onChannelSelect={onChannelSelect}
        onNavigate={onNavigate}
        onLoginRequired={onLoginRequired}
      />
    </div>
  );
}
