/**
 * The two media engines behind sdk/player's MediaEngine: hls.js (a lazy chunk,
 * imported on the first play only) and the browser's own HLS player.
 */
import { chooseEngine, type CreateEngine, type EngineCallbacks, type EngineKind, type EngineSupport, type MediaEngine } from '../../sdk/player';

const HLS_MIME = 'application/vnd.apple.mpegurl';
/** H.264 baseline + AAC-LC: the codecs of every rendition (media contract §1). */
const STREAM_CODECS = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

/** What this browser can play HLS with (input of sdk chooseEngine). */
export function engineSupport(video: HTMLVideoElement): EngineSupport {
  const mediaSource = (globalThis as { MediaSource?: typeof MediaSource }).MediaSource;
  return {
    nativeHls: video.canPlayType(HLS_MIME) !== '',
    mediaSource: typeof mediaSource === 'function' && typeof mediaSource.isTypeSupported === 'function' && mediaSource.isTypeSupported(STREAM_CODECS),
  };
}

/** The hls.js chunk, asked for once (a failed fetch is asked for again on the next call). */
let hlsJsChunk: Promise<typeof import('hls.js/light')> | null = null;
function loadHlsJs() {
  // The light build: adaptive bitrate without subtitles, alternate audio or DRM, none of which our clips have.
  const chunk = (hlsJsChunk ??= import('hls.js/light'));
  chunk.catch(() => {
    if (hlsJsChunk === chunk) hlsJsChunk = null;
  });
  return chunk;
}

/**
 * Fetches the engine's code ahead of the first play (the controller's preloadEngine): while the playlist is
 * probed, or (preloadPlayerEngine) while a chat starts, so the chunk is off the way to the first frame.
 */
export function preloadEngine(kind: EngineKind | null): void {
  if (kind === 'hls.js') void loadHlsJs().catch(() => undefined);
}

/** preloadEngine for this browser's engine, before any <velvet-player> exists (the chat room opening). */
export function preloadPlayerEngine(): void {
  if (typeof document === 'undefined') return;
  preloadEngine(chooseEngine(engineSupport(document.createElement('video'))));
}

export interface EngineOptions {
  /** The source is a live stream: hls.js starts on the lowest rendition (the smallest first segment) and adapts up. */
  live?: () => boolean;
}

/** Engines for one <video>; `withCredentials(url)`: send cookies to that URL (the full video's media cookie on another origin). */
export function engineFactory(video: HTMLVideoElement, withCredentials: (url: string) => boolean, options: EngineOptions = {}): CreateEngine {
  return (kind, callbacks) => (kind === 'native' ? Promise.resolve(nativeEngine(video, callbacks)) : hlsJsEngine(video, callbacks, withCredentials, options));
}

/** Plays again after a recovery; a refusal leaves the element paused, which the controller already shows. */
function resume(video: HTMLVideoElement): void {
  void Promise.resolve(video.play()).catch(() => undefined);
}

/** Seeks to `position` once the element knows the media (a seek before that is lost). */
function seekWhenReady(video: HTMLVideoElement, position: number): void {
  if (position <= 0) return;
  if (video.readyState >= 1) {
    video.currentTime = position;
    return;
  }
  video.addEventListener('loadedmetadata', () => (video.currentTime = position), { once: true });
}

function nativeEngine(video: HTMLVideoElement, callbacks: EngineCallbacks): MediaEngine {
  let src = '';
  // The element says only "network error" (MEDIA_ERR_NETWORK): the controller asks the playlist why.
  const onError = () => callbacks.failed({ status: null, fatal: true });
  video.addEventListener('error', onError);
  return {
    kind: 'native',
    load(next, startPosition) {
      src = next;
      video.src = next;
      seekWhenReady(video, startPosition);
    },
    // The browser's player adapts by itself and lists no renditions: nothing to choose or cap.
    setQuality() {},
    capLevel() {},
    recover() {
      const position = video.currentTime;
      video.src = src;
      video.load();
      seekWhenReady(video, position);
      resume(video);
    },
    destroy() {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}

async function hlsJsEngine(video: HTMLVideoElement, callbacks: EngineCallbacks, withCredentials: (url: string) => boolean, { live }: EngineOptions): Promise<MediaEngine> {
  const { default: Hls } = await loadHlsJs();
  const hls = new Hls({
    // A worker would be a blob: script, which the sites' Content-Security-Policy does not allow.
    enableWorker: false,
    autoStartLoad: false,
    xhrSetup: (xhr, url) => {
      if (withCredentials(url)) xhr.withCredentials = true;
    },
  });
  let src = '';
  let startAt = 0;
  let lastFailure: 'network' | 'media' = 'network';
  hls.attachMedia(video);
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    // hls.js sorts the levels from the lowest; its own pick for the first segment (its 500 kbps guess) is a
    // bigger one. A chat's first frame comes sooner from the smallest segment (bench/LIVE-issue14.md). Set here:
    // loadSource forgets an earlier startLevel. A quality the guest pinned (callbacks.levels) still wins.
    if (live?.()) hls.startLevel = 0;
    callbacks.levels(data.levels.map((level, index) => ({ index, height: level.height, width: level.width, bitrate: level.bitrate })));
    hls.startLoad(startAt);
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => callbacks.levelSwitched(data.level));
  hls.on(Hls.Events.ERROR, (_event, data) => {
    lastFailure = data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media' : 'network';
    // The HTTP status of a failed playlist or segment request (403: expired grant, 503: preparing); 0: no answer.
    const status = data.type === Hls.ErrorTypes.NETWORK_ERROR ? (data.response?.code ?? 0) : null;
    callbacks.failed({ status, fatal: data.fatal });
  });
  return {
    kind: 'hls.js',
    load(next, startPosition) {
      src = next;
      startAt = startPosition > 0 ? startPosition : -1;
      hls.stopLoad();
      hls.loadSource(next);
    },
    setQuality(choice) {
      // A pinned level switches at once (the guest wants to see it); auto adapts from the next segment on.
      if (choice === 'auto') hls.nextLevel = -1;
      else hls.currentLevel = choice;
    },
    capLevel(maxLevel) {
      hls.autoLevelCapping = maxLevel ?? -1;
    },
    recover() {
      if (lastFailure === 'media') hls.recoverMediaError();
      else {
        startAt = video.currentTime > 0 ? video.currentTime : -1;
        hls.loadSource(src);
      }
      resume(video);
    },
    destroy() {
      hls.destroy();
    },
  };
}
