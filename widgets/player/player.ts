import { h } from 'preact';
import { createRestClient } from '../../sdk/api/rest';
import {
  chooseEngine,
  createFetchProbe,
  createPlayerController,
  createResumeStore,
  postWatchStart,
  type GrantExpiredDetail,
  type PlayerController,
  type PlayerErrorCode,
  type PlayerKind,
  type PlayerSource,
  type PlayerStatus,
  type QualityChoice,
} from '../../sdk/player';
import { $guest } from '../../sdk/session/store';
import { shouldReReadOnGrantExpired } from '../../sdk/video-page/watch';
import { guestRestClient } from '../shared/guest-client';
import { emitWidgetEvent, requestLogin } from '../shared/login-request';
import { WIDGET_ATTRIBUTES, WIDGET_PROPERTIES, WidgetElement } from '../shared/widget-element';
import type { EmbeddedVideo } from './embedded-video';
import { engineFactory, engineSupport, preloadEngine, preloadPlayerEngine } from './engines';
import { playerTranslator } from './i18n';
import { PlayerView, type PlayerGate } from './player.component';
import css from './player.css?inline';

/**
 * The engines for another media element of a lazy chunk (the voice call's <audio>): imported from this
 * entry, the chunk shares player.js instead of splitting the engines into a shared chunk of their own.
 */
export { engineFactory, engineSupport, preloadPlayerEngine };

export const PLAYER_TAG = 'velvet-player';

/** detail of `velvet-player-state`: the controller's status (media contract §3), with the error code in status error. */
export interface PlayerStateDetail {
  state: PlayerStatus;
  error: PlayerErrorCode | null;
}
/** detail of `velvet-player-quality`: the guest's choice and the rendition playing (its height, null while unknown). */
export interface PlayerQualityDetail {
  level: QualityChoice;
  activeLevel: number | null;
  height: number | null;
}
/** detail of the cancelable `velvet-login-required` of `<velvet-player video-id>` whose video needs a login first; preventDefault() means the host shows its own login. */
export interface PlayerLoginRequiredDetail {
  href: string;
  videoId: number;
}
/** detail of `velvet-player-grant-expired`: a playlist or segment answered 403; set a fresh src and playback goes on from `position`. */
export type PlayerGrantExpiredDetail = GrantExpiredDetail;

const ATTRIBUTES = [...WIDGET_ATTRIBUTES, 'src', 'poster', 'video-id', 'media-state', 'kind', 'label', 'autoplay'];
const PROPERTIES = [...WIDGET_PROPERTIES, 'src', 'kind'];

/** The video answer of a video-id player: read for `key` once `current`; until then the last one stays on screen. */
interface EmbeddedEntry {
  key: string;
  video: EmbeddedVideo | null;
  current: boolean;
}

/** True where the bigger bad-connection cap applies (spec 000 §9 "200 on desktop"): a fine pointer that hovers. */
function isDesktop(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/**
 * `<velvet-player>` (issue 13 §3, media contract §3): HLS through sdk/player's controller. Every input is an
 * attribute, so a server render (and React hydration, which sets no properties) carries it. Changing `src`
 * swaps the stream in place: a bought video plays where its trailer was, without a page load.
 */
export class VelvetPlayerElement extends WidgetElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;
  /** The element's <video>: created once, reachable for tests as `velvet-player >>> video`. */
  readonly video: HTMLVideoElement;
  #controller: PlayerController | null = null;
  #unsubscribe: (() => void) | null = null;
  #fullscreen = false;
  #autoplayedSrc: string | null = null;
  /** video-id without src: the video answer, and the key (video, guest, api-base, lang, reading) it was read for. */
  #embedded: EmbeddedEntry | null = null;
  /** Bumped to read the answer again (an expired full grant). */
  #reading = 0;
  #reReadFor: string | null = null;
  #loginAnnouncedFor: string | null = null;
  #stopGuest: (() => void) | null = null;
  readonly #onFullscreenChange = () => {
    this.#fullscreen = document.fullscreenElement === this;
    this.requestRender();
  };

  constructor() {
    super(css, PROPERTIES);
    this.video = document.createElement('video');
    this.video.playsInline = true;
    // Nothing is fetched before play: the poster is ours, the stream comes with the engine.
    this.video.preload = 'none';
    this.video.setAttribute('part', 'video');
  }

  /** The stream: the video answer's hlsUrl (full) or trailerUrl (trailer). */
  get src(): string | null {
    return this.getAttribute('src') || null;
  }
  // Setters too: React 19 assigns a prop as a property when the element has one (after hydration, on updates).
  set src(value: string | null | undefined) {
    this.setOptionalAttribute('src', value || null);
  }
  get videoId(): number | null {
    const value = Number(this.getAttribute('video-id'));
    return Number.isInteger(value) && value > 0 ? value : null;
  }
  get kind(): PlayerKind {
    const kind = this.getAttribute('kind');
    return kind === 'trailer' || kind === 'live' ? kind : 'full';
  }
  set kind(value: PlayerKind | null | undefined) {
    this.setOptionalAttribute('kind', value);
  }
  get mediaState(): 'ready' | 'preparing' {
    return this.getAttribute('media-state') === 'preparing' ? 'preparing' : 'ready';
  }
  /** The headless controller (a host may call play(), setQuality() ... itself). */
  get controller(): PlayerController | null {
    return this.#controller;
  }

  override connectedCallback(): void {
    this.#controller ??= this.#createController();
    document.addEventListener('fullscreenchange', this.#onFullscreenChange);
    // A login (or logout) elsewhere on the page changes what the answer grants a video-id player.
    this.#stopGuest = $guest.listen(() => {
      if (this.#isEmbedded()) this.requestRender();
    });
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('fullscreenchange', this.#onFullscreenChange);
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#controller?.destroy();
    this.#controller = null;
    this.#autoplayedSrc = null;
    this.#stopGuest?.();
    this.#stopGuest = null;
    this.#embedded = null;
    this.#loginAnnouncedFor = null;
  }

  /** A video-id and no src: the player reads the video answer itself (a partner page has no video page around it). */
  #isEmbedded(): boolean {
    return !this.src && this.videoId !== null;
  }

  /** The kind of what plays: the answer's stream for a video-id player, else the kind attribute. */
  #playingKind(): PlayerKind {
    const watch = this.#embedded?.video?.watch;
    if (this.#isEmbedded()) return watch?.kind === 'full' ? 'full' : 'trailer';
    return this.kind;
  }

  /** The answer for the current video, guest and language; starts reading it when that changed. */
  #embeddedVideo(): EmbeddedEntry {
    const guest = $guest.value;
    // Who reads: a member by id; every guest who is not logged in reads the same answer (a session that only appears
    // on the page, the messenger's anonymous one, changes nothing).
    const reader = guest?.isLoggedIn ? guest.id : 'anonymous';
    const key = [this.videoId, reader, this.apiBase, this.language, this.#reading].join('|');
    if (this.#embedded?.key === key) return this.#embedded;
    // The last answer stays on screen while the next is read.
    const entry: EmbeddedEntry = { key, video: this.#embedded?.video ?? null, current: false };
    this.#embedded = entry;
    const { videoId, linkBase, language } = this;
    void import('./embedded-video').then(({ loadEmbeddedVideo }) => loadEmbeddedVideo(guestRestClient(this), videoId!, linkBase, language)).catch(() => null).then((video) => {
      if (this.#embedded !== entry) return;
      entry.video = video;
      entry.current = true;
      this.requestRender();
    });
    return entry;
  }

  /** What a video-id player shows instead of play when the answer grants no stream (the login fires velvet-login-required once). */
  #gate({ video, current }: EmbeddedEntry & { video: EmbeddedVideo }): PlayerGate | null {
    const t = playerTranslator(this.language);
    const { watch } = video;
    // Leaving the login gate (a login, another video) lets the next one announce itself again.
    if (current && watch.kind !== 'login') this.#loginAnnouncedFor = null;
    if (watch.kind === 'full' || watch.kind === 'trailer') return null;
    if (watch.kind !== 'login') return { text: t(watch.kind === 'ageCheck' ? 'player.ageCheckTitle' : 'player.error.no-source'), action: t('player.openVideo'), href: video.pageHref, onAction: () => true };
    const detail: PlayerLoginRequiredDetail = { href: video.loginHref, videoId: this.videoId! };
    // Announced once while this video asks for the login (not again for an answer re-read with the same outcome).
    const announceKey = String(this.videoId);
    if (current && this.#loginAnnouncedFor !== announceKey) {
      this.#loginAnnouncedFor = announceKey;
      // After the render, so a host listener that inspects the element sees the gate.
      queueMicrotask(() => emitWidgetEvent(this, 'velvet-login-required', detail, true));
    }
    return { text: t('player.loginTitle'), action: t('player.loginButton'), href: detail.href, onAction: () => requestLogin(this, detail) };
  }

  #createController(): PlayerController {
    // Cookies go with the full video and the live stream (their guest-bound media cookie), and only where the page is another origin.
    const withCredentials = (url: string) => this.#playingKind() !== 'trailer' && new URL(url, location.href).origin !== location.origin;
    const controller = createPlayerController({
      video: this.video,
      engine: chooseEngine(engineSupport(this.video)),
      createEngine: engineFactory(this.video, withCredentials, { live: () => this.kind === 'live' }),
      preloadEngine,
      probe: createFetchProbe({ withCredentials }),
      desktop: isDesktop(),
      resume: createResumeStore(),
      // Positions belong to the guest of this browser's session (anonymous guests have an id too).
      guestId: () => $guest.value?.id ?? null,
      // The client of the other widgets, built at call time: api-base and lang may change after connect.
      reportWatchStart: (videoId) => postWatchStart(createRestClient({ apiBase: this.apiBase, language: this.language }), videoId),
      onGrantExpired: (detail) => {
        this.#reReadEmbedded();
        this.#emit<PlayerGrantExpiredDetail>('velvet-player-grant-expired', detail);
      },
    });
    let last = controller.$state.get();
    this.#unsubscribe = controller.$state.listen((state) => {
      const before = last;
      last = state;
      if (state.status !== before.status) this.#emit<PlayerStateDetail>('velvet-player-state', { state: state.status, error: state.error });
      if (state.quality !== before.quality || state.activeLevel !== before.activeLevel) {
        const height = state.levels.find((level) => level.index === state.activeLevel)?.height ?? null;
        this.#emit<PlayerQualityDetail>('velvet-player-quality', { level: state.quality, activeLevel: state.activeLevel, height });
      }
    });
    return controller;
  }

  /** A video-id player's full grant expired (media contract §2: 30 minutes): a fresh answer carries a fresh one, once per URL. */
  #reReadEmbedded(): void {
    const watch = this.#embedded?.video?.watch;
    if (!this.#isEmbedded() || !watch || (watch.kind !== 'full' && watch.kind !== 'trailer')) return;
    if (!shouldReReadOnGrantExpired(watch, this.#reReadFor)) return;
    this.#reReadFor = watch.src;
    this.#reading += 1;
    this.requestRender();
  }

  protected renderContent() {
    const controller = this.#controller!;
    const embedded = this.#isEmbedded() ? this.#embeddedVideo() : null;
    const watch = embedded?.video?.watch;
    const stream = watch?.kind === 'full' || watch?.kind === 'trailer' ? watch : null;
    const source: PlayerSource = embedded
      ? { src: stream?.src ?? null, videoId: this.videoId, kind: stream?.kind ?? 'trailer', mediaState: this.mediaState, reading: !embedded.video && !embedded.current }
      : { src: this.src, videoId: this.videoId, kind: this.kind, mediaState: this.mediaState };
    controller.setSource(source);
    // autoplay: start each new src once, with sound where the browser allows it (right after the guest's Buy click),
    // else muted with the volume hint.
    if (this.hasAttribute('autoplay') && source.src && source.src !== this.#autoplayedSrc) {
      this.#autoplayedSrc = source.src;
      if (controller.$state.get().status === 'idle') controller.play({ autoplay: true });
    }
    return h(PlayerView, {
      controller,
      video: this.video,
      poster: this.getAttribute('poster') || embedded?.video?.poster || null,
      label: this.getAttribute('label') || embedded?.video?.title || null,
      gate: embedded?.video ? this.#gate({ ...embedded, video: embedded.video }) : null,
      preparing: this.mediaState === 'preparing',
      live: this.kind === 'live',
      fullscreen: this.#fullscreen,
      onToggleFullscreen: () => this.#toggleFullscreen(),
      t: playerTranslator(this.language),
    });
  }

  #toggleFullscreen(): void {
    if (document.fullscreenElement === this) void document.exitFullscreen().catch(() => undefined);
    else if (typeof this.requestFullscreen === 'function') void this.requestFullscreen().catch(() => this.#videoFullscreen());
    else this.#videoFullscreen();
  }

  /** iPhones have no element fullscreen: the video element's own. */
  #videoFullscreen(): void {
    (this.video as HTMLVideoElement & { webkitEnterFullscreen?: () => void }).webkitEnterFullscreen?.();
  }

  #emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(PLAYER_TAG)) {
  customElements.define(PLAYER_TAG, VelvetPlayerElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'velvet-player': VelvetPlayerElement;
  }
  interface GlobalEventHandlersEventMap {
    'velvet-player-state': CustomEvent<PlayerStateDetail>;
    'velvet-player-quality': CustomEvent<PlayerQualityDetail>;
    'velvet-player-grant-expired': CustomEvent<PlayerGrantExpiredDetail>;
  }
}
