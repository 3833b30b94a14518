import { useCallback, useEffect, useRef } from 'react';
import type { VideoDetail } from '../../../../sdk/api/types';
import { isPreparing, PREPARING_RECHECK_MS, shouldReReadOnGrantExpired, watchMode } from '../../../../sdk/video-page';
import { formatDuration } from '../../../../widgets/tile-grid/format-duration';
import { VelvetPlayer } from '../../../../widgets/react/player';
import { MediaHeroImage } from '../../../shared/components/media-access/media-screen';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { PreviewScrubber } from './preview-scrubber';

export interface WatchAreaProps {
  video: VideoDetail;
  /** Re-reads the video answer (the route's loader again). */
  reload(): void;
  /** How long to wait before re-reading while the clip is preparing. */
  recheckMs?: number;
  /** Start the full video as soon as it arrives (right after a purchase on this page). */
  autoplay?: boolean;
}

/**
 * The top of the video page (issue 13 §4): bought and free videos play; others
 * play their trailer while the price and the buy button stand beside it; after a
 * purchase the page re-reads the answer and the player gets the full video's URL
 * in place (a new src swaps the stream, media contract §3). The poster image stays
 * under the player, so the page's largest paint comes with the server's HTML.
 */
export function WatchArea({ video, reload, recheckMs = PREPARING_RECHECK_MS, autoplay = false }: WatchAreaProps) {
  const t = useSiteT();
  const language = useLanguage();
  const { config, restClient } = useAppServices();
  const resolve = restClient(language).resolveUrl;
  const mode = watchMode(video);
  const preparing = isPreparing(video);
  const reReadFor = useRef<string | null>(null);

  // issue 13 §1: the player says "preparing" until the clip is ready; the answer says when it is.
  useEffect(() => {
    if (!preparing) return undefined;
    const timer = setTimeout(reload, recheckMs);
    return () => clearTimeout(timer);
  }, [preparing, reload, video, recheckMs]);

  // A grant lives 30 minutes (media contract §2): the player's 403 asks for a fresh answer, once per URL.
  const onGrantExpired = useCallback(() => {
    const current = watchMode(video);
    if (!shouldReReadOnGrantExpired(current, reReadFor.current)) return;
    reReadFor.current = current.kind === 'full' ? current.src : null;
    reload();
  }, [video, reload]);

  return (
    <div className="watch-area">
      <div className="media-page__picture watch-area__stage">
        <MediaHeroImage preview={video.preview} />
        {mode.kind === 'poster' ? (
          <span className="media-page__duration">
            <span className="visually-hidden">{t('media.duration')} </span>
            {formatDuration(video.duration)}
          </span>
        ) : (
          <VelvetPlayer
            className="watch-area__player"
            src={resolve(mode.src)}
            poster={resolve(video.preview.w640)}
            videoId={video.id}
            mediaState={preparing ? 'preparing' : 'ready'}
            kind={mode.kind}
            label={t(mode.kind === 'full' ? 'video.playerLabel' : 'video.trailerLabel', { title: video.title })}
            autoplay={autoplay && mode.kind === 'full'}
            lang={language}
            apiBase={config.apiBase}
            onGrantExpired={onGrantExpired}
          />
        )}
        {mode.kind === 'trailer' ? <span className="watch-area__badge">{t('video.trailer')}</span> : null}
      </div>
      {mode.kind === 'trailer' ? <p className="watch-area__note">{t('video.trailerNote')}</p> : null}
      <PreviewScrubber thumbnails={video.previewThumbnails} durationSeconds={video.duration} />
    </div>
  );
}
