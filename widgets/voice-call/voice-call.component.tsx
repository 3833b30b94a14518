/** @jsxImportSource preact */
/**
 * The anonymous voice call as a guest sees it (issue 14 item 8; spec 000 §4
 * "result code 2000 ... opens a chat with server and client ids; any other
 * code opens with an error code"): calling, talking (the call's sound plays in
 * an <audio> element), the error with its code, and the end. The chat button
 * (helper K) mounts it after openVoiceCall (sdk/live/voice-call-store.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { VoiceCallOutcome } from '../../sdk/live/voice-call';
import { fillVoiceCallText, voiceCallErrorText, voiceCallTexts } from './texts';
import { playVoiceStream } from './voice-audio';

export interface VoiceCallPanelProps {
  lang: string;
  actorName: string;
  /** null while the start call is on its way. */
  outcome: VoiceCallOutcome | null;
  /** The call stopped (hung up here, voiceCallStop, or out of money). */
  ended: boolean;
  onHangUp(): void;
  /** Plays the call's sound (tests pass a fake). */
  play?: typeof playVoiceStream;
}

export function VoiceCallPanel({ lang, actorName, outcome, ended, onHangUp, play = playVoiceStream }: VoiceCallPanelProps) {
  const texts = voiceCallTexts(lang);
  const audio = useRef<HTMLAudioElement>(null);
  const [audioFailed, setAudioFailed] = useState(false);
  const streamUrl = outcome?.kind === 'open' && !ended ? outcome.streamUrl : null;
  useEffect(() => {
    if (!streamUrl || !audio.current) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    play(audio.current, streamUrl, () => setAudioFailed(true))
      .then((stopper) => (cancelled ? stopper() : (stop = stopper)))
      .catch(() => setAudioFailed(true));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [streamUrl, play]);

  const name = { name: actorName };
  if (outcome?.kind === 'error') {
    return (
      <section class="voice-call" aria-label={fillVoiceCallText(texts.calling, name)}>
        <p class="voice-call__error" role="alert">{voiceCallErrorText(lang, outcome.code, actorName)}</p>
      </section>
    );
  }
  const status = ended ? texts.ended : outcome ? fillVoiceCallText(texts.connected, name) : fillVoiceCallText(texts.calling, name);
  return (
    <section class="voice-call" aria-label={status}>
      <p class="voice-call__status" role="status">{status}</p>
      {audioFailed && !ended ? <p class="voice-call__error" role="alert">{texts.audioFailed}</p> : null}
      {streamUrl ? <audio ref={audio} class="voice-call__audio" /> : null}
      {ended ? null : (
        <button type="button" class="voice-call__hang-up" onClick={onHangUp}>{texts.hangUp}</button>
      )}
    </section>
  );
}
