/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GuestSession } from '../../sdk/api/guest-types';
import type { Language } from '../../sdk/config';
import { chatOffer, unreadOf, type MessengerController, type MessengerState } from '../../sdk/messenger';
import type { MessengerChannel } from '../../sdk/messenger/types';
import { Composer } from './composer.component';
import type { MessengerTranslate } from './i18n';
import { MessageLog } from './message-log.component';

/** detail of the cancelable velvet-start-chat (issue 14 item 10): the chat to start, by the chat types of sdk/live/chat-types. */
export interface StartChatDetail {
  actorId: number;
  actorName: string;
  chatType: 'liveChat' | 'freeChat';
}

export interface ConversationProps {
  channel: MessengerChannel;
  state: MessengerState;
  guest: GuestSession | null;
  controller: MessengerController;
  t: MessengerTranslate;
  language: Language;
  resolveUrl: (path: string) => string;
  /** Mobile layout: a back button, and Escape returns to the list. */
  mobile: boolean;
  onBack: () => void;
  topUpHref: string;
  onTopUp: (missingCoins: number | null) => boolean;
  chatHref: (actorName: string) => string;
  /** False when the host took the start (velvet-start-chat cancelled): the link is not followed. */
  onStartChat: (detail: StartChatDetail) => boolean;
}

/** The open channel: header with archive/block, the message log and the composer. */
export function Conversation(props: ConversationProps) {
  const { channel, state, controller, t, mobile, onBack } = props;
  // issue 12 §8: a message arriving in the open conversation is read at once while the page is on screen;
  // in a background tab it waits until the guest comes back (the badge tells them meanwhile).
  const unread = unreadOf(channel) > 0;
  useEffect(() => {
    if (!unread) return;
    const markIfSeen = () => document.visibilityState === 'visible' && controller.markRead(channel.id);
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [controller, channel.id, unread]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && mobile && !event.defaultPrevented) {
      event.preventDefault();
      onBack();
    }
  };
  return (
    <section class="conversation" aria-label={channel.actorName} onKeyDown={onKeyDown}>
      {/* Keyed by channel: a pending block confirmation or a draft never carries over to another performer. */}
      <ConversationHeader key={channel.id} {...props} />
      <MessageLog
        channelId={channel.id}
        actorName={channel.actorName}
        conversation={state.conversations[channel.id]}
        gifts={[...state.gifts, ...state.toyControls]}
        language={props.language}
        t={t}
        resolveUrl={props.resolveUrl}
        onLoadOlder={() => void controller.loadOlderMessages(channel.id).catch(() => undefined)}
        onRetry={() => void controller.select(channel.id).catch(() => undefined)}
      />
      <Composer
        key={channel.id}
        channel={channel}
        guest={props.guest}
        gifts={state.gifts}
        basket={state.basket}
        basketAvailable={state.basketAvailable}
        controller={controller}
        t={t}
        language={props.language}
        resolveUrl={props.resolveUrl}
        topUpHref={props.topUpHref}
        onTopUp={props.onTopUp}
      />
    </section>
  );
}

/** Back (mobile), the performer, and the archive and block actions; blocking asks first. */
function ConversationHeader({ channel, controller, t, mobile, onBack, resolveUrl, chatHref, onStartChat }: ConversationProps) {
  const offer = chatOffer(channel);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmingBlock) confirmRef.current?.focus();
  }, [confirmingBlock]);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(t('conversation.actionFailed', { error: caught instanceof Error ? caught.message : String(caught) }));
    } finally {
      setBusy(false);
      setConfirmingBlock(false);
    }
  };
  const onBlockClick = () => {
    if (channel.blocked) void act(() => controller.block(channel.id, false));
    else setConfirmingBlock(true);
  };

  return (
    <header class="conversation-head">
      {mobile ? (
        <button type="button" class="icon-button back" aria-label={t('messenger.back')} onClick={onBack}>
          <span aria-hidden="true">←</span>
        </button>
      ) : null}
      <span class="avatar">
        <img src={resolveUrl(channel.actorPicture)} alt="" width={40} height={40} decoding="async" />
        {channel.isActorOnline ? <span class="dot" /> : null}
      </span>
      <span class="conversation-title">
        <span class="name">{channel.actorName}</span>
        <span class="status">{t(channel.isActorOnline ? 'status.online' : 'status.offline')}</span>
      </span>
      <span class="actions">
        {offer ? (
          <a
            class="button start-chat"
            href={chatHref(channel.actorName)}
            // The visible words come first in the name (axe label-content-name-mismatch; speech input says them).
            aria-label={t('conversation.startChatLabel', { action: t(offer === 'freeChat' ? 'conversation.startFreeChat' : 'conversation.startVideoChat'), name: channel.actorName })}
            onClick={(event) => {
              const detail: StartChatDetail = { actorId: channel.actorId, actorName: channel.actorName, chatType: offer === 'freeChat' ? 'freeChat' : 'liveChat' };
              if (!onStartChat(detail)) event.preventDefault();
            }}
          >
            {t(offer === 'freeChat' ? 'conversation.startFreeChat' : 'conversation.startVideoChat')}
          </a>
        ) : null}
        <button type="button" class="button button--quiet" disabled={busy} onClick={() => void act(() => controller.archive(channel.id, !channel.archived))}>
          {t(channel.archived ? 'conversation.unarchive' : 'conversation.archive')}
        </button>
        <button type="button" class="button button--quiet" disabled={busy} aria-expanded={confirmingBlock ? 'true' : 'false'} onClick={onBlockClick}>
          {t(channel.blocked ? 'conversation.unblock' : 'conversation.block')}
        </button>
      </span>
      {confirmingBlock ? (
        <div
          class="confirm"
          role="group"
          aria-label={t('conversation.block')}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Escape cancels the question only; it must not also leave the conversation.
            event.preventDefault();
            setConfirmingBlock(false);
          }}
        >
          <p>{t('conversation.blockConfirm', { name: channel.actorName })}</p>
          <button type="button" class="button button--danger" ref={confirmRef} onClick={() => void act(() => controller.block(channel.id, true))}>
            {t('conversation.blockConfirmYes')}
          </button>
          <button type="button" class="button button--quiet" onClick={() => setConfirmingBlock(false)}>
            {t('conversation.cancel')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p class="action-error" role="alert">
          {error}
        </p>
      ) : null}
    </header>
  );
}
