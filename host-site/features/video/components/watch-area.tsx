import { useCallback, useEffect, useRef } from 'react';
import type { VideoDetail } from '../../../../sdk/api/types';
import { isPreparing, PREPARING_RECHECK_MS, shouldReReadAfterError, watchMode, type WatchFields } from '../../../../sdk/video-page';
import { formatDuration } from '../../../../widgets/tile-grid/format-duration';
import { MediaHeroImage } from '../../../shared/components/media-access/media-screen';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { PlayerSlot } from './player-slot';
import { PreviewScrubber } from './preview-scrubber';

/** The video answer with the media fields of the media contract §2 (served once entitlement is in). */
export type WatchableVideo = VideoDetail & WatchFields & { previewThumbnails?: string[] | undefined };

/**
 * The top of the video page (issue 13 §4): bought and free videos play; others
 * play their trailer while the price and the buy button stand beside it; after a
 * purchase the page re-reads the answer and the player gets the full video's URL
 * in place. The poster image stays under the player, so the page's largest paint
 * comes from the server's HTML, before any script.
 */
export function WatchArea({ video, reload, recheckMs = PREPARING_RECHECK_MS }: { video: WatchableVideo; reload(): void; recheckMs?: number }) {
  const t = useSiteT();
  const language = useLanguage();
  const resolve = useAppServices().restClient(language).resolveUrl;
  const mode = watchMode(video);
  const preparing = isPreparing(video);
  const reReadFor = useRef<string | null>(null);

  // issue 13 §1: the player says "preparing" until the clip is ready; the answer says when it is.
  useEffect(() => {
    if (!preparing) return undefined;
    const timer = setTimeout(reload, recheckMs);
    return () => clearTimeout(timer);
  }, [preparing, reload, video, recheckMs]);

  const onState = useCallback((state: string) => {
    // A grant lives 30 minutes (media contract §2): an error is most likely an expired one (403), cured by a fresh answer.
    const current = watchMode(video);
    if (!shouldReReadAfterError(state, current, reReadFor.current)) return;
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
          <PlayerSlot
            className="watch-area__player"
            src={resolve(mode.src)}
            poster={resolve(video.preview.w1280)}
            videoId={video.id}
            mediaState={preparing ? 'preparing' : 'ready'}
            kind={mode.kind}
            label={t(mode.kind === 'full' ? 'video.playerLabel' : 'video.trailerLabel', { title: video.title })}
            onState={onState}
          />
        )}
        {mode.kind === 'trailer' ? <span className="watch-area__badge">{t('video.trailer')}</span> : null}
      </div>
      {preparing ? <p className="watch-area__note" role="status">{t('video.preparing')}</p> : null}
      {mode.kind === 'trailer' ? <p className="watch-area__note">{t('video.trailerNote')}</p> : null}
      <PreviewScrubber thumbnails={video.previewThumbnails} durationSeconds={video.duration} />
    </div>
  );
}
