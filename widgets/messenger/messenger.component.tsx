/** @jsxImportSource preact */
import { useEffect, useRef } from 'preact/hooks';
import type { GuestSession } from '../../sdk/api/guest-types';
import type { Language } from '../../sdk/config';
import { selectedChannel, shownRecommendations, visibleChannels, type MessengerController, type MessengerState } from '../../sdk/messenger';
import type { MessengerChannel, MessengerRecommendation } from '../../sdk/messenger/types';
import { ChannelList } from './channel-list.component';
import { Conversation, type StartChatDetail } from './conversation.component';

export type { StartChatDetail } from './conversation.component';
import type { MessengerTranslate } from './i18n';
import { Recommendations } from './recommendations.component';
import { useElementWidth } from './use-element-width';

/** issue 5 §3: "list and conversation as separate views below 1023 px". */
export const MOBILE_BELOW_PX = 1023;
/** From this width the recommendations get their own third column; narrower desktops show them under the list. */
export const THREE_COLUMNS_FROM_PX = 1280;

export type MessengerLayout = 'mobile' | 'two-columns' | 'three-columns';

/** The layout for the element's width. */
export function layoutForWidth(width: number): MessengerLayout {
  if (width < MOBILE_BELOW_PX) return 'mobile';
  return width < THREE_COLUMNS_FROM_PX ? 'two-columns' : 'three-columns';
}

/** detail of velvet-channel-select. */
export interface ChannelSelectDetail {
  channelId: string;
  actorId: number;
}

export interface MessengerProps {
  state: MessengerState;
  controller: MessengerController;
  t: MessengerTranslate;
  language: Language;
  guest: GuestSession | null;
  /** The guest is not logged in: a login prompt replaces the messenger. */
  loginRequired: boolean;
  loginHref: string;
  /** Dispatches the cancelable velvet-login-required; false when the host cancelled it (it shows its own login). */
  onLoginRequest: () => boolean;
  resolveUrl: (path: string) => string;
  profileHref: (item: MessengerRecommendation) => string;
  onNavigate: (href: string) => boolean;
  onChannelSelect: (detail: ChannelSelectDetail) => void;
  /** The guest went back from a conversation to the list (mobile): a host that pushed a history entry for it goes back. */
  onChannelClose: (channelId: string) => void;
  /** Where "Top up" leads when no host opens the payment overlay. */
  topUpHref: string;
  /** Dispatches the cancelable velvet-overlay-request (moneycharge); true when the host took it. */
  onTopUp: (missingCoins: number | null) => boolean;
  /** Where "Start video chat" leads when no host opens the chat itself: the performer's profile, with its chat button. */
  chatHref: (actorName: string) => string;
  /** Dispatches the cancelable velvet-start-chat; false when the host took it (it opens its chat room). */
  onStartChat: (detail: StartChatDetail) => boolean;
}

/** The whole messenger: channel list, open conversation and recommendations, laid out for the element's width. */
export function Messenger(props: MessengerProps) {
  const { state, controller, t } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const layout = layoutForWidth(useElementWidth(rootRef));
  const channel = selectedChannel(state);
  const actorId = channel?.actorId;
  const mobile = layout === 'mobile';
  const view = mobile && channel ? 'conversation' : 'list';

  useEffect(() => {
    if (!props.loginRequired) void controller.loadRecommendations(actorId).catch(() => undefined);
  }, [controller, actorId, props.loginRequired]);

  // Mobile swaps whole views: move focus into the new one, or it would stay on a removed node.
  const previousView = useRef(view);
  useEffect(() => {
    if (!mobile || previousView.current === view) return;
    previousView.current = view;
    const selector = view === 'conversation' ? '.composer-input, .conversation .back' : '.channel[tabindex="0"], .filter[aria-selected="true"]';
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [mobile, view]);

  // One root element in every state: the width observer watches it for the element's whole life.
  if (props.loginRequired) {
    return (
      <div class="messenger messenger--login" ref={rootRef}>
        <LoginPrompt {...props} />
      </div>
    );
  }

  const select = (selected: MessengerChannel) => {
    void controller.select(selected.id).catch(() => undefined);
    props.onChannelSelect({ channelId: selected.id, actorId: selected.actorId });
  };
  const messageActor = (recommendedActorId: number) => {
    controller.openActor(recommendedActorId).then(
      (channelId) => props.onChannelSelect({ channelId, actorId: recommendedActorId }),
      () => undefined,
    );
  };
  const recommendations = (
    <Recommendations
      items={shownRecommendations(state)}
      t={t}
      resolveUrl={props.resolveUrl}
      hrefFor={props.profileHref}
      onNavigate={props.onNavigate}
      onMessage={messageActor}
    />
  );

  return (
    <div class={`messenger messenger--${layout} messenger--view-${view}`} ref={rootRef} aria-label={t('messenger.label')} role="region">
      {view === 'list' || !mobile ? (
        <div class="column column--list">
          <ChannelList
            state={state}
            channels={visibleChannels(state)}
            controller={controller}
            t={t}
            language={props.language}
            resolveUrl={props.resolveUrl}
            onSelect={select}
          />
          {layout !== 'three-columns' ? recommendations : null}
        </div>
      ) : null}
      {view === 'conversation' || !mobile ? (
        <div class="column column--conversation">
          {channel ? (
            <Conversation
              channel={channel}
              state={state}
              guest={props.guest}
              controller={controller}
              t={t}
              language={props.language}
              resolveUrl={props.resolveUrl}
              mobile={mobile}
              onBack={() => {
                controller.unselect();
                props.onChannelClose(channel.id);
              }}
              topUpHref={props.topUpHref}
              onTopUp={props.onTopUp}
              chatHref={props.chatHref}
              onStartChat={props.onStartChat}
            />
          ) : (
            <p class="choose">{t('conversation.choose')}</p>
          )}
        </div>
      ) : null}
      {layout === 'three-columns' ? <div class="column column--recommendations">{recommendations}</div> : null}
    </div>
  );
}

/** Shown instead of the messenger to a guest who is not logged in. */
function LoginPrompt({ t, loginHref, onLoginRequest }: MessengerProps) {
  return (
    <div class="login">
      <p>{t('messenger.loginTitle')}</p>
      <a
        class="button"
        href={loginHref}
        onClick={(event) => {
          if (!onLoginRequest()) event.preventDefault();
        }}
      >
        {t('messenger.loginButton')}
      </a>
    </div>
  );
}
