/** @jsxImportSource preact */
/**
 * The room of a ticket holder watching the show (issue 14 §7 "show start for ticket holders"): the show's
 * live stream (POST live/show/watch), when it ends, and its end; no billing figures (the ticket paid).
 * It renders sdk/chat-room/show-watch's state; no rules live here.
 */
import { h } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Language } from '../../sdk/config';
import type { ShowWatchController, ShowWatchState } from '../../sdk/chat-room/show-watch';
import { useDialogFocus } from '../modal-host/focus';
import { useStore } from '../shared/use-store';
import type { ChatRoomTranslate } from './i18n';

export interface ShowRoomProps {
  controller: ShowWatchController;
  actorName: string;
  language: Language;
  t: ChatRoomTranslate;
  onClose(): void;
}

const timeOf = (iso: string, language: Language) => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Full screen like the chat room; Escape leaves (nothing is billed, so nothing to ask first). */
export function ShowRoomDialog(props: ShowRoomProps) {
  const { controller, t, actorName, onClose } = props;
  const ref = useRef<HTMLDivElement>(null);
  const state = useStore(controller.$state).value;
  useDialogFocus(ref, state.status, {
    onEscape() {
      if (controller.$state.get().status === 'watching') controller.leave();
      else onClose();
    },
  });
  return (
    <div ref={ref} class="chat-room" role="dialog" aria-modal="true" aria-label={t('chatRoom.showLabel', { name: actorName })} tabIndex={-1}>
      <div class="room" data-status={state.status === 'watching' ? 'active' : state.status} data-room="show">
        <header class="room-head">
          <h2 class="room-title">
            <span class="live-dot" aria-hidden="true" />
            {t('chatRoom.showLabel', { name: actorName })}
          </h2>
          {state.status === 'watching' ? (
            <button type="button" class="room-leave" onClick={() => controller.leave()}>
              {t('chatRoom.leaveShow')}
            </button>
          ) : (
            <button type="button" class="room-close" onClick={onClose}>
              {t('chatRoom.close')}
            </button>
          )}
        </header>
        <ShowBody state={state} {...props} />
      </div>
    </div>
  );
}

function ShowBody({ state, controller, actorName, language, t, onClose }: { state: ShowWatchState } & ShowRoomProps) {
  const playerRef = useRef<HTMLElement & { controller?: { retry(): void } | null }>(null);
  useEffect(() => {
    const player = playerRef.current;
    if (!player) return;
    // The player gave up (an ended show's playlists are refused): the controller asks the server what happened.
    const onState = (event: Event) => {
      if ((event as CustomEvent<{ state: string }>).detail.state === 'error') controller.streamFailed();
    };
    player.addEventListener('velvet-player-state', onState);
    return () => player.removeEventListener('velvet-player-state', onState);
  }, [controller, state.status]);
  useEffect(() => {
    if (state.streamKey > 0) playerRef.current?.controller?.retry();
  }, [state.streamKey]);
  if (state.status === 'starting') {
    return (
      <div class="notice" role="status">
        <span class="spinner" aria-hidden="true" />
        <p>{t('chatRoom.connecting', { name: actorName })}</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    const key = state.error?.code === 'LIVE_TICKET_SHOW' ? 'chatRoom.error.LIVE_TICKET_SHOW' : 'chatRoom.error.other';
    return (
      <div class="notice" role="alert">
        <p class="notice-title">{t(key, { name: actorName })}</p>
        <div class="actions">
          <button type="button" class="primary" onClick={() => void controller.open()}>
            {t('chatRoom.tryAgain')}
          </button>
          <button type="button" onClick={onClose}>
            {t('chatRoom.close')}
          </button>
        </div>
      </div>
    );
  }
  if (state.status === 'ended') {
    return (
      <div class="ended">
        <div class="ended-box" role="status">
          <p class="notice-title">{t(state.endReason === 'left' ? 'chatRoom.showLeft' : 'chatRoom.showEnded', { name: actorName })}</p>
          <button type="button" class="primary" onClick={onClose}>
            {t('chatRoom.close')}
          </button>
        </div>
      </div>
    );
  }
  const show = state.show!;
  return (
    <div class="live live--show">
      <div class="stage">
        {h('velvet-player', { ref: playerRef, class: 'video', kind: 'live', src: show.streamUrl, autoplay: '', label: t('chatRoom.showLabel', { name: actorName }), lang: language })}
        <p class="show-times" role="status" data-figure="show-times">
          {show.status === 'running'
            ? t('chatRoom.showEndsAt', { time: timeOf(show.endsAt, language) })
            : t('chatRoom.showStartsAt', { time: timeOf(show.startsAt, language), name: actorName })}
        </p>
      </div>
    </div>
  );
}
