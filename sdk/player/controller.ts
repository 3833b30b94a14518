/**
 * The headless player (issue 13 §3): one play session per source, the engine loaded
 * on the first play only, the recovery rules of spec 000 §9 (./rules), resume
 * positions per guest and watch/start reported once per session. Any UI renders
 * `$state` and calls the actions; <velvet-player> is one such UI.
 */
import { atom } from 'nanostores';
import { systemClock } from '../clock';
import type { EngineCallbacks, EngineFailure, MediaEngine } from './engine';
import { createResumeTracker } from './resume-tracker';
import {
  BAD_CONNECTION_WAIT_MS,
  badConnectionLevel,
  clampSeek,
  clampVolume,
  classifyLoadFailure,
  preparingRetryMs,
  recoveryDelay,
  VOLUME_HINT_MS,
  type EngineKind,
  type QualityChoice,
} from './rules';
import { INITIAL_PLAYER_STATE, playerReducer, type PlayerAction, type PlayerState } from './state';
import type { PlayerController, PlayerControllerOptions, PlayerSource } from './types';

export type { GrantExpiredDetail, PlayerController, PlayerControllerOptions, PlayerKind, PlayerSource } from './types';

const NO_SOURCE: PlayerSource = { src: null, videoId: null, kind: 'full', mediaState: 'ready' };

/** A play without a src: it waits for one being read or prepared, else fails (nothing granted). */
function noSourceAction(source: PlayerSource): PlayerAction {
  if (source.reading) return { type: 'loading' };
  return source.mediaState === 'preparing' ? { type: 'preparing' } : { type: 'failed', error: 'no-source' };
}

/** A player over `options.video`; nothing loads until play(). */
export function createPlayerController(options: PlayerControllerOptions): PlayerController {
  const { video, clock = systemClock, desktop = false } = options;
  const $state = atom<PlayerState>({ ...INITIAL_PLAYER_STATE, volume: video.volume, muted: video.muted });
  let source = NO_SOURCE;
  let engine: MediaEngine | null = null;
  /** The src the engine plays; a paused player with another src loads the new one on play. */
  let loadedSrc: string | null = null;
  /** Bumped by every new start or source: async results of an older one are dropped. */
  let generation = 0;
  let watchStartReported = false;
  let volumeHintShown = false;
  /** This play was not asked for by a gesture (autoplay): if the browser refuses sound, play muted. */
  let mutedFallback = false;
  let lastPosition = 0;
  const timers = new Map<string, unknown>();

  const dispatch = (action: PlayerAction) => $state.set(playerReducer($state.get(), action));
  const status = () => $state.get().status;

  function later(name: string, ms: number, fn: () => void): void {
    cancel(name);
    timers.set(
      name,
      clock.setTimeout(() => {
        timers.delete(name);
        fn();
      }, ms),
    );
  }
  function cancel(name: string): void {
    if (timers.has(name)) clock.clearTimeout(timers.get(name));
    timers.delete(name);
  }

  const positions = createResumeTracker(options.resume, options.guestId, clock);
  /** Saves the position of the source playing (nothing before an engine played it). */
  const savePosition = (throttled = false) => {
    if (loadedSrc !== null) positions.save(source, video, throttled);
  };
  const savedStart = () => positions.startOf(source);

  // --- the engine ---
  const callbacks: EngineCallbacks = {
    levels: (levels) => {
      dispatch({ type: 'levels', levels });
      const { quality } = $state.get();
      if (quality !== 'auto') engine?.setQuality(quality);
    },
    levelSwitched: (level) => dispatch({ type: 'levelSwitched', level }),
    failed: (failure) => void handleFailure(failure, generation),
  };

  async function start(from: number): Promise<void> {
    const run = ++generation;
    cancel('retry');
    cancel('recover');
    const { src } = source;
    if (!src) return dispatch(noSourceAction(source));
    if (!options.engine) return dispatch({ type: 'failed', error: 'unsupported' });
    dispatch(source.mediaState === 'preparing' ? { type: 'preparing' } : { type: 'loading', engine: options.engine });
    // The engine's code comes while the playlist is asked, not after it.
    options.preloadEngine?.(options.engine);
    if (!skipsProbe()) {
      const probed = await options.probe(src);
      if (run !== generation) return;
      if (probed.status < 200 || probed.status > 299) return handleFailure({ status: probed.status, fatal: true }, run, probed.retryAfterSeconds);
      dispatch({ type: 'loading', engine: options.engine });
    }
    try {
      engine ??= await options.createEngine(options.engine, callbacks);
    } catch {
      // The hls.js chunk did not arrive: a network failure like any other.
      if (run === generation) dispatch({ type: 'failed', error: 'network' });
      return;
    }
    if (run !== generation) return;
    loadedSrc = src;
    engine.load(src, from);
    watchBadConnection();
    playVideo();
  }

  /**
   * A live stream on hls.js loads without the probe: hls.js reports a refused playlist's status itself (403 a
   * session ended, 404 offline), which is what the probe is for (the browser's own player says no status; a
   * video's 503 MEDIA_PREPARING carries the Retry-After only the probe reads). One round trip less before a
   * chat's first frame (bench/LIVE-issue14.md).
   */
  const skipsProbe = () => source.kind === 'live' && options.engine === 'hls.js';

  function playVideo(): void {
    let result: Promise<void> | void;
    try {
      result = video.play();
    } catch {
      return dispatch({ type: 'paused' });
    }
    // Refused (autoplay policy without a gesture): an autoplay tries once more without sound (the volume hint
    // says how to turn it on), else the big play button stays; an interrupted play (a new load) is no failure.
    void Promise.resolve(result).catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name !== 'NotAllowedError') return;
      if (mutedFallback && !video.muted) {
        mutedFallback = false;
        video.muted = true;
        return playVideo();
      }
      dispatch({ type: 'paused' });
    });
  }

  async function handleFailure(failure: EngineFailure, run: number, retryAfterSeconds: number | null = null): Promise<void> {
    if (run !== generation) return;
    let { status: httpStatus } = failure;
    const known = httpStatus === 403 || httpStatus === 401 || httpStatus === 503;
    if (!failure.fatal && !known) return;
    // The browser's own player says only "network error": the playlist's answer tells what happened.
    if (httpStatus === null && source.src) {
      const probed = await options.probe(source.src);
      if (run !== generation) return;
      httpStatus = probed.status >= 200 && probed.status < 300 ? null : probed.status;
      retryAfterSeconds = probed.retryAfterSeconds;
    }
    const kind = httpStatus === null ? 'media' : classifyLoadFailure(httpStatus);
    const at = position();
    lastPosition = at;
    switch (kind) {
      case 'grant-expired':
        savePosition();
        stopEngine();
        dispatch({ type: 'failed', error: 'grant-expired' });
        options.onGrantExpired?.({ videoId: source.videoId, kind: source.kind, position: at });
        return;
      case 'preparing':
        dispatch({ type: 'preparing' });
        later('retry', preparingRetryMs(retryAfterSeconds), () => void start(at));
        return;
      case 'not-found':
        stopEngine();
        return dispatch({ type: 'failed', error: 'not-found' });
      default: {
        const attempt = $state.get().attempts + 1;
        const delay = recoveryDelay(options.engine ?? 'hls.js', attempt);
        if (delay === null) {
          stopEngine();
          return dispatch({ type: 'failed', error: kind === 'media' ? 'media' : 'network' });
        }
        dispatch({ type: 'attempt' });
        later('recover', delay, () => {
          if (run !== generation) return;
          // Not loaded yet (the probe failed): a fresh start; else the engine's own recovery.
          if (!engine || loadedSrc === null) void start(at);
          else engine.recover();
        });
      }
    }
  }

  function stopEngine(): void {
    engine?.destroy();
    engine = null;
    loadedSrc = null;
    cancel('badConnection');
  }

  /** spec 000 §9: buffering for BAD_CONNECTION_WAIT_MS caps automatic quality to the bad-connection resolution. */
  function watchBadConnection(): void {
    const { quality, badConnection } = $state.get();
    if (quality !== 'auto' || badConnection) return;
    later('badConnection', BAD_CONNECTION_WAIT_MS, () => {
      const current = $state.get();
      if ((current.status !== 'buffering' && current.status !== 'loading') || current.quality !== 'auto') return;
      const level = badConnectionLevel(current.levels, desktop);
      if (level === null) return;
      engine?.capLevel(level);
      dispatch({ type: 'badConnection', on: true });
    });
  }

  // --- the video element's events ---
  const onVideo: Record<string, () => void> = {
    playing() {
      cancel('badConnection');
      dispatch({ type: 'playing' });
      if (!watchStartReported && source.kind === 'full' && source.videoId !== null && options.reportWatchStart) {
        watchStartReported = true;
        // Tracking never breaks playback.
        void options.reportWatchStart(source.videoId).catch(() => undefined);
      }
      if (!volumeHintShown && (video.muted || video.volume === 0)) {
        volumeHintShown = true;
        dispatch({ type: 'volumeHint', on: true });
        later('volumeHint', VOLUME_HINT_MS, () => dispatch({ type: 'volumeHint', on: false }));
      }
    },
    waiting() {
      dispatch({ type: 'waiting' });
      if (status() === 'buffering') watchBadConnection();
    },
    pause() {
      if (video.ended) return;
      dispatch({ type: 'paused' });
      savePosition();
    },
    ended() {
      dispatch({ type: 'ended' });
      positions.clear(source);
    },
    timeupdate() {
      if (loadedSrc !== null) lastPosition = video.currentTime || 0;
      dispatch({ type: 'time', currentTime: video.currentTime, duration: video.duration || 0 });
      if (!video.paused) savePosition(true);
    },
    durationchange() {
      dispatch({ type: 'time', currentTime: video.currentTime, duration: video.duration || 0 });
    },
    volumechange() {
      dispatch({ type: 'volume', volume: video.volume, muted: video.muted });
      if (!video.muted && video.volume > 0) cancel('volumeHint');
    },
  };
  for (const [type, listener] of Object.entries(onVideo)) video.addEventListener(type, listener);

  const active = () => ['loading', 'preparing', 'playing', 'buffering'].includes(status());
  /** Where playback is: the element's time, or the last one seen when the engine was torn down (a 403). */
  const position = () => (loadedSrc !== null ? video.currentTime || 0 : lastPosition);

  function setSource(next: PlayerSource): void {
    const previous = source;
    const sameReading = Boolean(previous.reading) === Boolean(next.reading);
    if (previous.src === next.src && previous.mediaState === next.mediaState && previous.videoId === next.videoId && previous.kind === next.kind && sameReading) return;
    // The src that was being read arrived: a new source (its kind is only known now), started if play was asked for.
    const sameVideo = !previous.reading && previous.videoId === next.videoId && previous.kind === next.kind;
    // A play the guest asked for goes on with the new source: a fresh grant after a 403, the full video after buying.
    const wantsPlay = active() || $state.get().error === 'grant-expired';
    if (sameVideo) {
      source = next;
      if (wantsPlay) void start(position());
      return;
    }
    savePosition();
    source = next;
    generation++;
    for (const name of [...timers.keys()]) cancel(name);
    watchStartReported = false;
    volumeHintShown = false;
    lastPosition = 0;
    if (loadedSrc !== null) video.pause();
    dispatch({ type: 'reset' });
    if (wantsPlay) void start(savedStart());
  }

  function play(playOptions: { autoplay?: boolean } = {}): void {
    mutedFallback = playOptions.autoplay === true;
    switch (status()) {
      case 'idle':
        return void start(savedStart());
      case 'ended':
        return void start(0);
      case 'error':
        return retry();
      case 'paused':
        if (loadedSrc === source.src) return playVideo();
        return void start(position());
      default:
        return;
    }
  }

  function retry(): void {
    const from = position() || savedStart();
    dispatch({ type: 'retry' });
    void start(from);
  }

  function seekTo(seconds: number): void {
    if (loadedSrc === null) return;
    video.currentTime = clampSeek(seconds, video.duration);
  }

  return {
    $state,
    setSource,
    play,
    retry,
    seekTo,
    pause: () => video.pause(),
    togglePlay() {
      if (status() === 'playing' || status() === 'buffering') video.pause();
      else play();
    },
    seekBy: (seconds) => seekTo((video.currentTime || 0) + seconds),
    setVolume(volume) {
      const next = clampVolume(volume);
      video.volume = next;
      if (next > 0 && video.muted) video.muted = false;
    },
    toggleMute() {
      if (video.muted || video.volume === 0) {
        video.muted = false;
        if (video.volume === 0) video.volume = 0.5;
      } else video.muted = true;
    },
    setQuality(choice) {
      dispatch({ type: 'quality', quality: choice });
      if (choice !== 'auto') cancel('badConnection');
      engine?.setQuality(choice);
    },
    destroy() {
      savePosition();
      generation++;
      for (const name of [...timers.keys()]) cancel(name);
      stopEngine();
      for (const [type, listener] of Object.entries(onVideo)) video.removeEventListener(type, listener);
    },
  };
}
