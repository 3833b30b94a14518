/** @jsxImportSource preact */
/**
 * The player's UI over sdk/player's controller: poster and big play button until the first
 * play, the video, the states a guest can act on (preparing, loading, buffering, error with
 * Retry), the sound hint, and the controls (keyboard, mouse and touch). No rules live here.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayerController, PlayerState } from '../../sdk/player';
import { SEEK_STEP_SECONDS, VOLUME_STEP } from '../../sdk/player';
import { formatDuration } from '../tile-grid/format-duration';
import type { PlayerTranslate } from './i18n';
import { Icon } from './icons.component';
import { QualityMenu } from './quality-menu.component';
import { useStore } from '../shared/use-store';

export interface PlayerViewProps {
  controller: PlayerController;
  /** The element's own <video>, created once: Preact never re-creates it, so a swap keeps the engine attached. */
  video: HTMLVideoElement;
  poster: string | null;
  label: string | null;
  /** media-state="preparing" before the guest pressed play. */
  preparing: boolean;
  /** A live stream: no seek bar or time, a LIVE badge, no seeking by key or double tap. */
  live?: boolean;
  fullscreen: boolean;
  onToggleFullscreen(): void;
  t: PlayerTranslate;
  /** Instead of play: why there is no stream and what to do (a partner's `<velvet-player video-id>`). */
  gate?: PlayerGate | null;
}

/** What the guest must do before this player has a stream: a sentence and a link that does it. */
export interface PlayerGate {
  text: string;
  action: string;
  href: string;
  /** The link's click; false keeps the link from being followed (a listener took the event). */
  onAction(): boolean;
}

/** Controls hide after this long of playing without a pointer move or key (they come back on any). */
const CONTROLS_IDLE_MS = 3000;
/** Two taps closer than this are a double tap (seek), not two single taps. */
const DOUBLE_TAP_MS = 300;

export function PlayerView(props: PlayerViewProps) {
  const { controller, video, t } = props;
  const state = useStore(controller.$state).value;
  const [controlsShown, setControlsShown] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTap = useRef(0);

  // A ref callback, not an effect: the <video> is in place in the same commit as its stage.
  const mountVideo = (stage: HTMLDivElement | null) => {
    if (stage && video.parentNode !== stage) stage.append(video);
  };

  const playing = state.status === 'playing' || state.status === 'buffering';
  /** Shows the controls, and hides them again after a while of playing. */
  const wake = () => {
    setControlsShown(true);
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setControlsShown(false), CONTROLS_IDLE_MS);
  };
  useEffect(() => {
    if (!playing) setControlsShown(true);
    else wake();
    return () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    };
  }, [playing]);

  const seek = (seconds: number) => {
    if (props.live) return;
    controller.seekBy(seconds);
    setAnnouncement(t(seconds < 0 ? 'player.seekedBack' : 'player.seekedForward', { seconds: Math.abs(seconds) }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A gated player has nothing to play: its link takes the keys like any link.
    if (event.altKey || event.ctrlKey || event.metaKey || props.gate) return;
    const target = event.composedPath()[0] as HTMLElement | undefined;
    // A slider moves itself with the arrows; a button clicks itself with space.
    const onSlider = target?.tagName === 'INPUT';
    const onButton = target?.tagName === 'BUTTON';
    const handled = (() => {
      switch (event.key) {
        case ' ':
          if (onButton || onSlider) return false;
          controller.togglePlay();
          return true;
        case 'k':
        case 'K':
          controller.togglePlay();
          return true;
        case 'ArrowLeft':
        case 'ArrowRight':
          if (onSlider) return false;
          seek(event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
          return true;
        case 'ArrowUp':
        case 'ArrowDown':
          if (onSlider) return false;
          controller.setVolume(state.volume + (event.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP));
          return true;
        case 'f':
        case 'F':
          props.onToggleFullscreen();
          return true;
        case 'm':
        case 'M':
          controller.toggleMute();
          return true;
        default:
          return false;
      }
    })();
    if (handled) {
      event.preventDefault();
      wake();
    }
  };

  /** Mouse: a click plays or pauses. Touch: a tap shows or hides the controls, a double tap seeks on its side. */
  const onStagePointerUp = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') {
      controller.togglePlay();
      return;
    }
    const now = event.timeStamp;
    if (now - lastTap.current < DOUBLE_TAP_MS && state.started && !props.live) {
      lastTap.current = 0;
      const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
      seek(event.clientX - box.left < box.width / 2 ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
      setControlsShown(true);
      return;
    }
    lastTap.current = now;
    if (controlsShown && playing) setControlsShown(false);
    else wake();
  };

  const showPoster = !state.started && props.poster !== null;
  const gate = props.gate ?? null;
  const bigPlay = !gate && (state.status === 'idle' || state.status === 'ended' || (state.status === 'paused' && !state.started));
  return (
    <div
      class="player"
      role="region"
      aria-label={props.label || t('player.label')}
      aria-describedby="keys"
      tabIndex={0}
      data-status={state.status}
      data-controls={controlsShown ? 'shown' : 'hidden'}
      onKeyDown={onKeyDown}
      onPointerMove={(event) => event.pointerType === 'mouse' && wake()}
    >
      <div class="stage" ref={mountVideo} onPointerUp={onStagePointerUp} />
      {showPoster ? (
        <div class="poster" aria-hidden="true">
          <slot name="poster">
            <img src={props.poster!} alt="" decoding="async" />
          </slot>
        </div>
      ) : null}
      {gate ? <GateLayer gate={gate} /> : <StateLayer state={state} preparing={props.preparing} controller={controller} t={t} />}
      {bigPlay ? (
        <button type="button" class="big-play" aria-label={t(state.status === 'ended' ? 'player.replay' : 'player.play')} onClick={() => controller.play()}>
          <Icon name={state.status === 'ended' ? 'replay' : 'play'} />
        </button>
      ) : null}
      {state.volumeHint ? (
        <button type="button" class="volume-hint" onClick={() => controller.toggleMute()}>
          <Icon name="muted" />
          {t('player.volumeHint')}
        </button>
      ) : null}
      {props.live ? (
        <span class="live-badge" aria-hidden="true">
          {t('player.live')}
        </span>
      ) : null}
      {state.started ? <Controls state={state} {...props} /> : null}
      <p id="keys" class="visually-hidden">{t('player.keys')}</p>
      <p class="visually-hidden" role="status">{announcement}</p>
    </div>
  );
}

/** The gate over the poster: no play button, the sentence and its link. */
function GateLayer({ gate }: { gate: PlayerGate }) {
  return (
    <div class="notice notice--gate" role="status">
      <p>{gate.text}</p>
      <a class="retry" href={gate.href} onClick={(event) => {
        if (!gate.onAction()) event.preventDefault();
      }}>
        {gate.action}
      </a>
    </div>
  );
}

/** Preparing, loading/buffering and error: what the guest sees instead of (or over) the picture. */
function StateLayer({ state, preparing, controller, t }: { state: PlayerState; preparing: boolean; controller: PlayerController; t: PlayerTranslate }) {
  if (state.status === 'preparing' || (preparing && state.status === 'idle')) {
    return (
      <div class="notice" role="status">
        <span class="spinner" aria-hidden="true" />
        <p>{t(state.status === 'preparing' ? 'player.preparing' : 'player.preparingIdle')}</p>
      </div>
    );
  }
  if (state.status === 'loading' || state.status === 'buffering') {
    return (
      <div class="spinner-layer" role="status">
        <span class="spinner" aria-hidden="true" />
        <span class="visually-hidden">{t('player.loading')}</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div class="notice notice--error" role="alert">
        <p>{t(`player.error.${state.error ?? 'network'}`)}</p>
        {state.error === 'unsupported' || state.error === 'not-found' ? null : (
          <button type="button" class="retry" onClick={() => controller.retry()}>
            {t('player.retry')}
          </button>
        )}
      </div>
    );
  }
  return null;
}

function Controls(props: PlayerViewProps & { state: PlayerState }) {
  const { state, controller, t } = props;
  const playing = state.status === 'playing' || state.status === 'buffering';
  const duration = Number.isFinite(state.duration) ? state.duration : 0;
  const silent = state.muted || state.volume === 0;
  const time = t('player.time', { current: formatDuration(state.currentTime), total: formatDuration(duration) });
  return (
    <div class="controls">
      {props.live ? null : <input
        class="seek"
        type="range"
        min={0}
        max={duration || 0}
        step={SEEK_STEP_SECONDS}
        value={state.currentTime}
        aria-label={t('player.seek')}
        aria-valuetext={time}
        onInput={(event) => controller.seekTo(Number((event.currentTarget as HTMLInputElement).value))}
        style={{ '--_progress': `${duration ? (state.currentTime / duration) * 100 : 0}%` }}
      />}
      <div class="bar">
        <button type="button" class="control play-pause" aria-label={t(playing ? 'player.pause' : 'player.play')} onClick={() => controller.togglePlay()}>
          <Icon name={playing ? 'pause' : state.status === 'ended' ? 'replay' : 'play'} />
        </button>
        <button type="button" class="control mute" aria-label={t(silent ? 'player.unmute' : 'player.mute')} onClick={() => controller.toggleMute()}>
          <Icon name={silent ? 'muted' : 'volume'} />
        </button>
        <input
          class="volume"
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={silent ? 0 : state.volume}
          aria-label={t('player.volume')}
          onInput={(event) => controller.setVolume(Number((event.currentTarget as HTMLInputElement).value))}
        />
        {props.live ? null : (
          <span class="time" aria-hidden="true">
            {formatDuration(state.currentTime)} / {formatDuration(duration)}
          </span>
        )}
        <span class="spacer" />
        <QualityMenu levels={state.levels} quality={state.quality} activeLevel={state.activeLevel} badConnection={state.badConnection} onChoose={(choice) => controller.setQuality(choice)} t={t} />
        <button type="button" class="control fullscreen" aria-label={t(props.fullscreen ? 'player.exitFullscreen' : 'player.fullscreen')} onClick={props.onToggleFullscreen}>
          <Icon name={props.fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
