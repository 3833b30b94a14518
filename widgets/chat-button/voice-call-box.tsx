/** @jsxImportSource preact */
/**
 * The chat button's voice call (issue 14 §8; a lazy chunk loaded on the guest's click): starts the
 * anonymous call through the query service (anonymousVoiceCallStart, remembered for spec 002 §4.3's
 * reload rule by sdk/live/voice-call-store.ts), shows helper J's VoiceCallPanel (calling, talking with
 * the call's sound in an <audio> element, hang up, the error with its code) under the button, follows
 * voiceCallStop, and offers the top-up with paytype Voice when the balance does not cover the first minute.
 */
import { render } from 'preact';
import type { Language } from '../../sdk/config';
import { createVoiceCallController, voiceCallNeedsMoney, type VoiceCallController } from '../../sdk/chat-button/voice-call';
import { onLiveChatEvent } from '../../sdk/chat-room/channel';
import { exitReasonText } from '../../sdk/live/exit-reasons';
import { stopAnonymousVoiceCall } from '../../sdk/live/tickets';
import { forgetVoiceCall, openVoiceCall } from '../../sdk/live/voice-call-store';
import { createQueryService } from '../../sdk/video-page/query-service';
import { adoptStyles } from '../shared/styles';
import { useStore } from '../shared/use-store';
import { VoiceCallPanel, VOICE_CALL_CSS } from '../voice-call';
import type { ChatButtonTranslate } from './i18n';

export interface OpenVoiceCallOptions {
  root: ShadowRoot;
  actorId: number;
  actorName: string;
  apiBase: string;
  language: Language;
  t: ChatButtonTranslate;
  accessToken(): string | null;
  /** 4020: the overlay's top-up with paytype Voice (sdk/live/voice-call.ts voiceCallPaymentRequest). */
  onTopUp(): void;
  onClosed(): void;
}

export interface OpenVoiceCall {
  controller: VoiceCallController;
  /** Calls again (after a top-up, or the guest's second click while the box shows an end). */
  call(): void;
  close(): void;
}

const BOX_CSS = `.voice-box{display:grid;gap:8px;margin-top:10px}.voice-box .note{margin:0;font-size:13px}.voice-box__actions{display:flex;flex-wrap:wrap;gap:8px}`;

/** Opens the call box under the button and starts the call. */
export function openVoiceCallBox(options: OpenVoiceCallOptions): OpenVoiceCall {
  adoptStyles(options.root, VOICE_CALL_CSS + BOX_CSS);
  const query = createQueryService({ apiBase: options.apiBase, language: options.language, accessToken: options.accessToken, credentials: 'include' });
  const controller = createVoiceCallController({
    start: () => {
      const token = options.accessToken();
      // The server answers 4001 for a missing or foreign token: the same words as any other refusal.
      return token ? openVoiceCall(query, token, options.actorId) : Promise.resolve({ kind: 'error', code: 4001 });
    },
    stop: async (callId) => {
      // Our own hang-up: the page needs no reload for it (002 §4.3 is about stops the page did not ask for).
      forgetVoiceCall();
      return stopAnonymousVoiceCall(query, callId);
    },
  });
  const stopEvents = onLiveChatEvent((event) => {
    if (event.type === 'voiceCallStop') controller.applyEvent(event);
  });
  const container = document.createElement('div');
  options.root.append(container);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stopEvents();
    void controller.hangUp();
    render(null, container);
    container.remove();
    options.onClosed();
  };
  render(<VoiceCallBox controller={controller} {...options} onClose={close} />, container);
  void controller.call();
  return { controller, call: () => void controller.call(), close };
}

function VoiceCallBox({ controller, actorName, language, t, onTopUp, onClose }: OpenVoiceCallOptions & { controller: VoiceCallController; onClose(): void }) {
  const state = useStore(controller.$state).value;
  const over = state.status === 'ended' || state.status === 'refused';
  return (
    <div class="voice-box" data-voice-status={state.status}>
      <VoiceCallPanel
        lang={language}
        actorName={actorName}
        outcome={state.status === 'calling' ? null : state.outcome}
        ended={state.status === 'ended' || state.status === 'ending'}
        onHangUp={() => void controller.hangUp()}
      />
      {state.status === 'ended' && state.reasonCode ? <p class="note">{exitReasonText(state.reasonCode, language)}</p> : null}
      {over ? (
        <div class="voice-box__actions">
          {voiceCallNeedsMoney(state) ? (
            <button type="button" class="offer offer--main" onClick={onTopUp}>
              {t('chatButton.voiceCall.topUp')}
            </button>
          ) : null}
          <button type="button" class="offer" onClick={onClose}>
            {t('chatButton.voiceCall.close')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
