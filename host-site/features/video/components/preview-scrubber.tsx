import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { isScrubKey, stepThumbnail, thumbnailIndexAt, thumbnailSeconds, usableThumbnails } from '../../../../sdk/video-page';
import { formatDuration } from '../../../../widgets/tile-grid/format-duration';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';

export interface PreviewScrubberProps {
  /** The video answer's previewThumbnails (signed URLs, up to 100; media contract §2). */
  thumbnails: readonly string[] | undefined;
  durationSeconds: number;
}

/**
 * The scenes of a video on hover or scrub (issue 13 §4; spec 001 §9 "preview
 * thumbnails up to 100 per video"): a bar under the picture; the pointer over it,
 * a finger dragging along it or the arrow keys (it is a slider) show the scene at
 * that point with its time. Nothing when the answer has no thumbnails.
 */
export function PreviewScrubber({ thumbnails, durationSeconds }: PreviewScrubberProps) {
  const t = useSiteT();
  const language = useLanguage();
  const resolve = useAppServices().restClient(language).resolveUrl;
  const hintId = useId();
  const list = usableThumbnails(thumbnails);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const count = list.length;
  if (count === 0) return null;

  const at = (event: PointerEvent<HTMLDivElement>) => {
    const box = bar.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setIndex(thumbnailIndexAt((event.clientX - box.left) / box.width, count));
    setShown(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return setShown(false);
    if (!isScrubKey(event.key)) return;
    event.preventDefault();
    setIndex((current) => stepThumbnail(current, event.key as Parameters<typeof stepThumbnail>[1], count));
    setShown(true);
  };
  const time = formatDuration(thumbnailSeconds(index, count, durationSeconds));
  const valueText = t('video.scrub.value', { index: index + 1, count, time });

  return (
    <div className="preview-scrubber">
      <div
        ref={bar}
        className="preview-scrubber__bar"
        role="slider"
        tabIndex={0}
        aria-label={t('video.scrub.label')}
        aria-describedby={hintId}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={index + 1}
        aria-valuetext={valueText}
        onPointerMove={at}
        onPointerDown={(event) => {
          // A finger keeps the bar while it drags along it.
          event.currentTarget.setPointerCapture?.(event.pointerId);
          at(event);
        }}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setShown(false)}
        onPointerUp={(event) => event.pointerType !== 'mouse' && setShown(false)}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onKeyDown={onKeyDown}
      >
        <span className="preview-scrubber__marker" style={{ left: `${((index + 0.5) / count) * 100}%` }} aria-hidden="true" />
        {shown ? (
          <figure className="preview-scrubber__preview" style={{ left: `${((index + 0.5) / count) * 100}%` }} aria-hidden="true">
            <img src={resolve(list[index]!)} width={160} height={90} alt="" data-scene={index} />
            <figcaption>{time}</figcaption>
          </figure>
        ) : null}
      </div>
      <p id={hintId} className="preview-scrubber__hint">{t('video.scrub.hint')}</p>
    </div>
  );
}
