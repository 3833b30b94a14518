import { useEffect, useRef } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
// Types only: the element's code loads after the first paint (see VelvetPlayer), hls.js on the first play.
import type { PlayerGrantExpiredDetail, PlayerLoginRequiredDetail, PlayerQualityDetail, PlayerStateDetail, VelvetPlayerElement } from '../player/player';
import { useElementEvents } from './element-events';

export type PlayerStateEvent = CustomEvent<PlayerStateDetail>;
export type PlayerQualityEvent = CustomEvent<PlayerQualityDetail>;
export type PlayerGrantExpiredEvent = CustomEvent<PlayerGrantExpiredDetail>;
export type PlayerLoginRequiredEvent = CustomEvent<PlayerLoginRequiredDetail>;

export interface VelvetPlayerProps {
  /** The video answer's hlsUrl (kind full) or trailerUrl (kind trailer); a new value swaps the stream in place. */
  src?: string | null | undefined;
  poster?: string | null | undefined;
  videoId?: number | undefined;
  /** The video answer's mediaState: 'preparing' shows that the clip is being generated. */
  mediaState?: 'ready' | 'preparing' | undefined;
  kind?: 'full' | 'trailer' | 'live' | undefined;
  /** Accessible name of the player (e.g. the video's title). */
  label?: string | undefined;
  /** Starts when a src arrives: with sound where the browser allows it (after the guest's Buy click), else muted. */
  autoplay?: boolean | undefined;
  lang?: string | undefined;
  apiBase?: string | undefined;
  /** Where the login and the video page links point (video-id without src). */
  linkBase?: string | undefined;
  className?: string | undefined;
  /** video-id without src, and the video needs a login first (cancelable: preventDefault() shows your own login). */
  onLoginRequired?: (event: PlayerLoginRequiredEvent) => void;
  onStateChange?: (event: PlayerStateEvent) => void;
  onQualityChange?: (event: PlayerQualityEvent) => void;
  /** A playlist or segment answered 403: fetch the video answer again and pass its fresh hlsUrl as src. */
  onGrantExpired?: (event: PlayerGrantExpiredEvent) => void;
}

/** Loads the element's module once (a separate chunk: a page without a video never downloads it). */
function definePlayer(): void {
  import('../player/player').catch((error: unknown) => console.error('The video player could not be loaded', error));
}

/**
 * React 19 wrapper of `<velvet-player>`. Everything is an attribute, so the server's HTML carries it and
 * hydration (which sets no properties) changes nothing. The poster is also a light-DOM <img slot="poster">:
 * it paints with the server's HTML, before the element's code arrives, and stays the same node after.
 */
export function VelvetPlayer({ src, poster, videoId, mediaState, kind, label, autoplay, lang, apiBase, linkBase, className, onLoginRequired, onStateChange, onQualityChange, onGrantExpired }: VelvetPlayerProps) {
  const ref = useRef<VelvetPlayerElement>(null);
  useEffect(definePlayer, []);
  useElementEvents(ref, [
    ['velvet-player-state', onStateChange],
    ['velvet-player-quality', onQualityChange],
    ['velvet-player-grant-expired', onGrantExpired],
    ['velvet-login-required', onLoginRequired],
  ]);
  return (
    <velvet-player
      ref={ref}
      className={className}
      src={src ?? undefined}
      poster={poster ?? undefined}
      video-id={videoId === undefined ? undefined : String(videoId)}
      media-state={mediaState}
      kind={kind}
      label={label}
      autoplay={autoplay ? '' : undefined}
      lang={lang}
      api-base={apiBase}
      link-base={linkBase}
    >
      {poster ? <img slot="poster" src={poster} alt="" style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
    </velvet-player>
  );
}

type VelvetPlayerJsxProps = Omit<DetailedHTMLProps<HTMLAttributes<VelvetPlayerElement>, VelvetPlayerElement>, 'className'> & {
  className?: string | undefined;
  src?: string | undefined;
  poster?: string | undefined;
  'video-id'?: string | undefined;
  'media-state'?: 'ready' | 'preparing' | undefined;
  kind?: 'full' | 'trailer' | 'live' | undefined;
  label?: string | undefined;
  autoplay?: '' | undefined;
  'api-base'?: string | undefined;
  'link-base'?: string | undefined;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'velvet-player': VelvetPlayerJsxProps;
    }
  }
}
