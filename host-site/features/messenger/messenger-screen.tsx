import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { $guest, $sessionStatus } from '../../../sdk/session';
import {
  VelvetMessenger, type MessengerChannelSelectEvent, type MessengerOverlayRequestEvent, type MessengerStartChatEvent,
} from '../../../widgets/react/messenger';
import { openSiteChatRoom } from '../../shared/components/chat-button/site-chat-room';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { messengerChannelPath, messengerTarget } from '../../shared/lib/messenger-paths';
import { readOverlayOrigin } from '../../shared/overlay/overlay-origin';
import { useWidgetNavigate } from '../../shared/lib/use-widget-navigate';
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
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const guest = useStore($guest);
  const status = useStore($sessionStatus);
  const head = <PageHead title={t('messenger.title')} description="seo.messenger" />;
  const { channelId, actorId } = messengerTarget(search);
  const here = `${pathname}${search}`;

  // The selected channel goes into the address. Opened from the list it is a new history entry, so Back
  // (a phone's above all) returns to the list (issue 12 §8); an address that already named a chat (?actor=,
  // or another chat on a desktop) is rewritten, keeping the mark that the list lies behind it.
  const fromList = !channelId && !actorId;
  const listBehind = fromList || (state as MessengerHistoryState | null)?.messengerListBehind === true;
  const onChannelSelect = useCallback((event: MessengerChannelSelectEvent) => {
    const to = messengerChannelPath(language, event.detail.channelId);
    navigate(to, fromList ? { state: { messengerListBehind: true } } : { replace: true, state: { messengerListBehind: listBehind } });
  }, [navigate, language, fromList, listBehind]);
  // The widget's own back button: the list is the entry behind when the chat was opened from it.
  const onChannelClose = useCallback(() => {
    if (listBehind) navigate(-1);
    else navigate(buildPath('messenger', {}, language));
  }, [navigate, language, listBehind]);
  // "Top up" after a refused message: the payment overlay's top-up (its bridge loads on demand).
  const onOverlayRequest = useCallback((event: MessengerOverlayRequestEvent) => {
    if (!readOverlayOrigin(document)) return;
    event.preventDefault();
    const { flow, options } = event.detail;
    void import('../../shared/overlay/site-overlay').then((overlay) => overlay.openSiteOverlay(flow === 'signup' ? 'login' : flow, language, options));
  }, [language]);
  // Performer links route inside the site instead of reloading it.
  const onNavigate = useWidgetNavigate();
  // "Start video chat" (issue 14 item 10): on the site the chat room opens right here, not her profile.
  const onStartChat = useCallback((event: MessengerStartChatEvent) => {
    event.preventDefault();
    const { actorId: chatActorId, actorName, chatType } = event.detail;
    openSiteChatRoom({ actorId: chatActorId, actorName, chatType, language, onMessage: () => undefined });
  }, [language]);
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
        onChannelClose={onChannelClose}
        onOverlayRequest={onOverlayRequest}
        onNavigate={onNavigate}
        onLoginRequired={onLoginRequired}
        onStartChat={onStartChat}
      />
    </div>
  );
}

/** The history state of a chat address opened from the conversation list. */
interface MessengerHistoryState {
  messengerListBehind?: boolean;
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { MessengerScreen as Screen };
