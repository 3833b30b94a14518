import { createElement, useEffect, useRef } from 'react';

export interface PlayerSlotProps {
  src: string;
  poster: string;
  videoId: number;
  mediaState: 'ready' | 'preparing';
  kind: 'full' | 'trailer';
  label: string;
  className?: string;
  /** The player's `velvet-player-state` events (media contract §3). */
  onState?(state: string): void;
}

/**
 * `<velvet-player>` with the attributes of the media contract §3 (src, poster,
 * video-id, media-state, kind, label). Changing `src` swaps the stream in place:
 * buy, then play, without a reload.
 */
export function PlayerSlot({ src, poster, videoId, mediaState, kind, label, className, onState }: PlayerSlotProps) {
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || !onState) return undefined;
    const listener = (event: Event) => onState((event as CustomEvent<{ state: string }>).detail.state);
    target.addEventListener('velvet-player-state', listener);
    return () => target.removeEventListener('velvet-player-state', listener);
  }, [onState]);
  return createElement('velvet-player', {
    ref: element, src, poster, 'video-id': String(videoId), 'media-state': mediaState, kind, label, className,
  });
}
