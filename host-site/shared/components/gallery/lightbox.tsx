import { useEffect, useRef, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import type { PreviewImages } from '../../../../sdk/api/types';
import { useSiteT } from '../../i18n/use-site-t';
import { usePage } from '../../page/page-context';
import { useAppServices } from '../../services/app-services';

export interface LightboxPicture {
  id: number;
  width: number;
  height: number;
  images: PreviewImages;
}

/** A horizontal move of at least this many px (and more across than down) turns the picture. */
const SWIPE_PX = 40;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The full-size view of a gallery (issue 13 §5): a modal dialog with the picture
 * in w320/w640/w1280 (srcset), previous/next, Escape and the arrow keys, swipe
 * on touch screens. Focus stays inside while it is open and returns to the
 * element that opened it when it closes.
 */
export function Lightbox({ pictures, index, onIndexChange, onClose, actions }: {
  pictures: readonly LightboxPicture[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
  /** Extra controls for the picture shown (rating, pin). */
  actions?: (picture: LightboxPicture) => ReactNode;
}) {
  const t = useSiteT();
  const { language } = usePage();
  const resolve = useAppServices().restClient(language).resolveUrl;
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const picture = pictures[index];
  const total = pictures.length;
  const go = (step: number) => onIndexChange((index + step + total) % total);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    // showModal makes the page behind inert; the Tab handler below keeps focus from leaving to the browser's own UI.
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') { event.preventDefault(); go(1); }
    else if (event.key === 'ArrowLeft') { event.preventDefault(); go(-1); }
    else if (event.key === 'Tab') {
      const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  if (!picture) return null;
  const label = t('gallery.lightbox.label', { n: index + 1, total });
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={label}
      // Escape: the dialog's cancel event; React state closes it, so the page and the dialog never disagree.
      onCancel={(event) => { event.preventDefault(); onClose(); }}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox__bar">
        <p className="lightbox__count" aria-live="polite">{label}</p>
        <button type="button" className="lightbox__close" onClick={onClose} aria-label={t('gallery.lightbox.close')}>✕</button>
      </div>
      <div className="lightbox__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={() => go(-1)} aria-label={t('gallery.lightbox.previous')} disabled={total < 2}>‹</button>
        <img
          key={picture.id}
          className="lightbox__image"
          src={resolve(picture.images.w640)}
          srcSet={`${resolve(picture.images.w320)} 320w, ${resolve(picture.images.w640)} 640w, ${resolve(picture.images.w1280)} 1280w`}
          sizes="(min-width: 1023px) 50vw, 100vw"
          width={picture.width}
          height={picture.height}
          alt={label}
          draggable={false}
        />
        <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => go(1)} aria-label={t('gallery.lightbox.next')} disabled={total < 2}>›</button>
      </div>
      <div className="lightbox__actions">{actions?.(picture)}</div>
      <p className="lightbox__hint">{t('gallery.lightbox.hint')}</p>
    </dialog>
  );
}
