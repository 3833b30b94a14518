/** @jsxImportSource preact */
/**
 * The chat room (issue 14 §4): the live video, the running cost, the balance and the
 * countdown to the next minute, text chat, tips and toy control, the start errors with what
 * the guest can do, the "really leave?" question and the end with its reason and the exit
 * survey. It renders sdk/chat-room's state and calls its actions; no rules live here.
 */
import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { postAvsStart, type AvsStartAnswer } from '../../sdk/api/guest';
import type { RestClient } from '../../sdk/api/rest';
import type { Language } from '../../sdk/config';
import { EXIT_AGE_RATING } from '../../sdk/live/exit-reasons';
import { formatMoney } from '../../sdk/money';
import { chatSeconds, exitReasonText, MIN_CHAT_SECONDS, secondsToNextMinute, type ChatRoomController, type ChatRoomState } from '../../sdk/chat-room';
import { SurveyDialog } from '../survey/survey.component';
import { useStore } from '../shared/use-store';
import type { ChatRoomTranslate } from './i18n';

export interface ChatRoomProps {
  controller: ChatRoomController;
  actorName: string;
  language: Language;
  t: ChatRoomTranslate;
  client: RestClient;
  onClose(): void;
  /** Opens the top-up (the payment overlay); `missingCoins` when the server said how many are missing. */
  onTopUp(missingCoins: number | null): void;
  onMessage(): void;
}

/** The tips the room offers, in coins. */
export const TIP_AMOUNTS = [5, 10, 25] as const;

const coins = (amount: number, language: Language) => formatMoney(amount, 'VXC', language);
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function ChatRoom(props: ChatRoomProps) {
  const { controller, t } = props;
  const state = useStore(controller.$state).value;
  const name = state.chat?.actorName || props.actorName;
  return (
    <div class="room" data-status={state.status}>
      <header class="room-head">
        <h2 class="room-title">
          <span class="live-dot" aria-hidden="true" />
          {t('chatRoom.label', { name })}
        </h2>
        {state.chat && state.status !== 'ended' ? <Figures state={state} {...props} /> : null}
        {state.status === 'ended' || state.status === 'failed' ? (
          <button type="button" class="room-close" onClick={props.onClose}>
            {t('chatRoom.close')}
          </button>
        ) : (
          <button type="button" class="room-leave" disabled={state.status === 'ending'} onClick={() => controller.requestLeave()}>
            {t('chatRoom.leave')}
          </button>
        )}
      </header>
      <Body state={state} name={name} {...props} />
    </div>
  );
}

function Figures({ state, language, t, onTopUp }: { state: ChatRoomState } & ChatRoomProps) {
  const chat = state.chat!;
  return (
    <dl class="figures">
      <div>
        <dt>{t('chatRoom.cost')}</dt>
        <dd data-figure="cost">{coins(chat.totalPrice, language)}</dd>
        <dd class="figure-note">{t('chatRoom.price', { price: coins(chat.pricePerMinute, language) })}</dd>
      </div>
      <div>
        <dt>{t('chatRoom.balance')}</dt>
        <dd data-figure="balance">{coins(chat.balance, language)}</dd>
        <dd class="figure-note">
          <button type="button" class="link-button" onClick={() => onTopUp(null)}>
            {t('chatRoom.topUp')}
          </button>
        </dd>
      </div>
      <div>
        <dt>{t('chatRoom.nextMinute')}</dt>
        <dd data-figure="countdown" role="timer">{clock(secondsToNextMinute(state))}</dd>
      </div>
    </dl>
  );
}

function Body(props: { state: ChatRoomState; name: string } & ChatRoomProps) {
  const { state, name, t } = props;
  switch (state.status) {
    case 'resuming':
    case 'starting':
    case 'waitingRetry':
      return (
        <div class="notice" role="status">
          <span class="spinner" aria-hidden="true" />
          <p>{t('chatRoom.connecting', { name })}</p>
          {state.status === 'waitingRetry' ? <p class="muted">{t('chatRoom.retrying')}</p> : null}
          {state.connectionWarning ? <p class="muted">{t('chatRoom.slowConnection')}</p> : null}
        </div>
      );
    case 'failed':
      return <StartError {...props} />;
    case 'ended':
      return <Ended {...props} />;
    default:
      return <Live {...props} />;
  }
}

function StartError({ state, name, t, language, controller, client, onTopUp, onMessage, onClose }: { state: ChatRoomState; name: string } & ChatRoomProps) {
  const error = state.error!;
  const known = ['NOT_ENOUGH_COINS', 'LIVE_OFFLINE', 'CHAT_ALREADY_IN_PROGRESS', 'LOGIN_REQUIRED', 'CHAT_START_TIMEOUT', 'CHAT_WRONG_SEQUENCE', 'CHAT_GUEST_OFFLINE', 'COUNTRY_BLOCKED', 'CONTENT_RESTRICTED', 'ACCOUNT_RESTRICTED'];
  // 601 without an accepted age check: the age check is what helps (an account restriction is not lifted by it).
  const needsAgeCheck = error.exitReasonCode === EXIT_AGE_RATING && error.code === 'CONTENT_RESTRICTED';
  const [verifying, setVerifying] = useState(false);
  const verifyAge = () => {
    setVerifying(true);
    // The provider sends the guest back to this page, where the chat button starts the chat again; a partner's page
    // is no address the server returns to (400 on body.forwardUrl), so there the provider's own end page stays.
    postAvsStart(client, window.location.href)
      .catch(() => client.post<AvsStartAnswer>('avs/start', {}))
      .then((answer) => window.location.assign(answer.data.checkoutLink), () => setVerifying(false));
  };
  const key = (known.includes(error.code) ? `chatRoom.error.${error.code}` : 'chatRoom.error.other') as Parameters<ChatRoomTranslate>[0];
  return (
    <div class="notice" role="alert">
      <p class="notice-title">{t(key, { name })}</p>
      {error.code === 'NOT_ENOUGH_COINS' && error.missingCoins ? <p>{t('chatRoom.missingCoins', { coins: coins(error.missingCoins, language) })}</p> : null}
      {error.exitReasonCode ? <p class="muted">{exitReasonText(error.exitReasonCode, language)}</p> : null}
      <div class="actions">
        {error.code === 'NOT_ENOUGH_COINS' ? (
          <button type="button" class="primary" onClick={() => onTopUp(error.missingCoins)}>
            {t('chatRoom.topUp')}
          </button>
        ) : null}
        {needsAgeCheck ? (
          <button type="button" class="primary" disabled={verifying} onClick={verifyAge}>
            {t('chatRoom.verifyAge')}
          </button>
        ) : null}
        {error.code === 'LIVE_OFFLINE' ? (
          <button type="button" class="primary" onClick={onMessage}>
            {t('chatRoom.sendMessage')}
          </button>
        ) : (
          <button type="button" class={error.code === 'NOT_ENOUGH_COINS' || needsAgeCheck ? '' : 'primary'} onClick={() => void controller.retry()}>
            {t('chatRoom.tryAgain')}
          </button>
        )}
        <button type="button" onClick={onClose}>
          {t('chatRoom.close')}
        </button>
      </div>
    </div>
  );
}

function Live(props: { state: ChatRoomState; name: string } & ChatRoomProps) {
  const { state, name, t, language, controller } = props;
  const chat = state.chat!;
  const playerRef = useRef<HTMLElement & { controller?: { retry(): void } | null }>(null);
  useEffect(() => {
    const player = playerRef.current;
    if (!player) return;
    // The player gave up on the stream (its own recovery spent): the room loads it again later (spec 000 §9).
    const onState = (event: Event) => {
      if ((event as CustomEvent<{ state: string }>).detail.state === 'error') controller.streamFailed();
    };
    player.addEventListener('velvet-player-state', onState);
    return () => player.removeEventListener('velvet-player-state', onState);
  }, [controller]);
  useEffect(() => {
    if (state.streamKey > 0) playerRef.current?.controller?.retry();
  }, [state.streamKey]);
  return (
    <div class="live">
      <div class="stage">
        {h('velvet-player', { ref: playerRef, class: 'video', kind: 'live', src: chat.streamUrl, autoplay: '', label: t('chatRoom.label', { name }), lang: language })}
        <Extras {...props} />
      </div>
      <Conversation {...props} />
      {state.status === 'confirmLeave' ? (
        <div class="confirm" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-text">
          <div class="confirm-box">
            <h3 id="confirm-title">{t('chatRoom.confirmTitle')}</h3>
            <p id="confirm-text">{t('chatRoom.confirmText', { seconds: chat.minimumDurationSeconds || MIN_CHAT_SECONDS })}</p>
            <div class="actions">
              <AutoFocusButton class="primary" onClick={() => controller.stay()} label={t('chatRoom.stay')} />
              <button type="button" onClick={() => void controller.confirmLeave()}>
                {t('chatRoom.leaveNow')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
      {state.status === 'ending' ? (
        <p class="ending" role="status">
          {t('chatRoom.ending')}
        </p>
      ) : null}
    </div>
  );
}

function AutoFocusButton({ label, onClick, ...rest }: { label: string; onClick(): void; class?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <button type="button" ref={ref} onClick={onClick} {...rest}>
      {label}
    </button>
  );
}

/** Tips and toy control (where the performer has a toy): each a paid action with its amount on the button. */
function Extras({ state, t, language, controller }: { state: ChatRoomState } & ChatRoomProps) {
  const chat = state.chat!;
  const toy = chat.toyControl?.available ? chat.toyControl : null;
  const canTip = chat.abilities.includes('tip');
  if (!canTip && !toy) return null;
  return (
    <div class="extras">
      {canTip ? (
        <div class="extra" role="group" aria-label={t('chatRoom.tips')}>
          {TIP_AMOUNTS.map((amount) => (
            <button type="button" key={amount} disabled={state.busy !== null} onClick={() => void controller.tip(amount)}>
              {t('chatRoom.tipAmount', { amount: coins(amount, language) })}
            </button>
          ))}
        </div>
      ) : null}
      {toy ? (
        <div class="extra" role="group" aria-label={t('chatRoom.toy')}>
          {toy.durations.map((seconds) => (
            <button type="button" key={seconds} disabled={state.busy !== null} onClick={() => void controller.toy({ durationSeconds: seconds })}>
              {t('chatRoom.toySeconds', { seconds })}
            </button>
          ))}
          {toy.random ? (
            <button type="button" disabled={state.busy !== null} onClick={() => void controller.toy({ random: true })}>
              {t('chatRoom.toyRandom')}
            </button>
          ) : null}
        </div>
      ) : null}
      {state.actionError && state.actionError !== 'NOT_SENT' ? (
        <p class="action-error" role="alert">
          {t('chatRoom.actionFailed')}
        </p>
      ) : null}
    </div>
  );
}

function Conversation({ state, name, t, controller }: { state: ChatRoomState; name: string } & ChatRoomProps) {
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length]);
  const submit = (event: Event) => {
    event.preventDefault();
    if (controller.sendMessage(draft)) setDraft('');
  };
  return (
    <section class="conversation" aria-label={t('chatRoom.chat')}>
      <ol class="messages" ref={logRef} aria-live="polite">
        {state.messages.length === 0 ? <li class="message message--system">{t('chatRoom.empty', { name })}</li> : null}
        {state.messages.map((message) => (
          <li key={message.id} class={`message message--${message.senderType}`} data-pending={message.pending ? 'true' : undefined}>
            <span class="sender">{message.senderType === 'guest' ? t('chatRoom.you') : message.senderType === 'actor' ? name : t('chatRoom.info')}</span>
            <span class="text">{message.text}</span>
          </li>
        ))}
      </ol>
      {state.actionError === 'NOT_SENT' ? (
        <p class="action-error" role="alert">
          {t('chatRoom.notSent')}
        </p>
      ) : null}
      <form class="composer" onSubmit={submit}>
        <input
          type="text"
          name="message"
          maxLength={500}
          autoComplete="off"
          value={draft}
          placeholder={t('chatRoom.placeholder')}
          aria-label={t('chatRoom.placeholder')}
          onInput={(event) => setDraft((event.currentTarget as HTMLInputElement).value)}
        />
        <button type="submit" class="primary" disabled={draft.trim() === ''}>
          {t('chatRoom.send')}
        </button>
      </form>
    </section>
  );
}

function Ended({ state, name, t, language, client, onClose }: { state: ChatRoomState; name: string } & ChatRoomProps) {
  const summary = state.summary!;
  const minutes = Math.max(summary.billedMinutes, Math.ceil(summary.durationSeconds / 60));
  const [surveyOpen, setSurveyOpen] = useState(true);
  return (
    <div class="ended">
      <div class="ended-box" role="status">
        <p class="notice-title">{t('chatRoom.ended')}</p>
        <p>{exitReasonText(summary.reasonCode, language)}</p>
        <p class="muted" data-figure="summary">
          {t('chatRoom.summary', { minutes, name: summary.actorName || name, price: coins(summary.price, language) })}
          {' · '}
          {clock(summary.durationSeconds || chatSeconds(state))}
        </p>
      </div>
      {surveyOpen ? (
        <SurveyDialog
          type="chatexit"
          language={language}
          actorId={summary.actorId}
          chatId={summary.chatId}
          chatType={state.chat?.chatType ?? 'liveChat'}
          client={client}
          onClose={() => setSurveyOpen(false)}
        />
      ) : (
        <button type="button" class="primary" onClick={onClose}>
          {t('chatRoom.close')}
        </button>
      )}
    </div>
  );
}
