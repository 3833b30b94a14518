/** @jsxImportSource preact */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Language } from '../../sdk/config';
import type { OpenModal } from '../../sdk/modals/state';
import { useDialogFocus } from './focus';
import type { ModalTranslate } from './i18n';
import type { ModalComponent, OverlayRequestDetail } from './modal-content';
import { Pagination } from './pagination.component';
import { lockPageScroll } from './scroll-lock';

export interface ModalHostProps {
  /** The open modal, or null. */
  modal: OpenModal | null;
  /** Its loaded code once modal.load is 'ready'. */
  component: ModalComponent | undefined;
  language: Language;
  t: ModalTranslate;
  onClose(): void;
  onRetry(): void;
  onGoToPage(page: number): void;
  requestOverlay(detail: OverlayRequestDetail): boolean;
}

/** The fixed container with the one open modal (spec 002 §2.1), or nothing. */
export function ModalHost(props: ModalHostProps) {
  const { modal } = props;
  if (!modal) return null;
  // Keyed by id: a replacing modal is a new dialog, with its own focus return and scroll lock.
  return <ModalDialog key={modal.id} {...props} modal={modal} />;
}

function ModalDialog({ modal, component: Content, language, t, onClose, onRetry, onGoToPage, requestOverlay }: ModalHostProps & { modal: OpenModal }) {
  const dialog = useRef<HTMLDivElement>(null);
  const { options, page } = modal;
  const paged = options.pages > 1;
  useDialogFocus(dialog, `${modal.load}`, {
    onEscape: onClose,
    onPrevious: paged ? () => onGoToPage(page - 1) : undefined,
    onNext: paged ? () => onGoToPage(page + 1) : undefined,
  });
  useEffect(() => (options.lockScroll ? lockPageScroll() : undefined), [options.lockScroll]);
  useLabelFromHeading(dialog);

  return (
    <div class={`container ${options.aboveCookieBanner ? 'above-banner' : 'below-banner'}`} data-modal-id={modal.id}>
      <div class="backdrop" aria-hidden="true" onClick={options.closeOnBackdrop ? onClose : undefined} />
      <div class="dialog" role="dialog" aria-modal="true" tabIndex={-1} ref={dialog}>
        {options.closeBar && (
          <div class="close-bar">
            <button type="button" class="close" aria-label={t('host.close')} onClick={onClose}>
              ×
            </button>
          </div>
        )}
        <div class="body" data-modal-body aria-busy={modal.load === 'loading' ? 'true' : undefined}>
          {modal.load === 'loading' && <p class="status" role="status">{t('host.loading')}</p>}
          {modal.load === 'error' && (
            <div class="status" role="alert">
              <p>{t('host.error')}</p>
              <button type="button" class="retry" onClick={onRetry}>
                {t('host.retry')}
              </button>
            </div>
          )}
          {modal.load === 'ready' && Content && (
            <Content
              id={modal.id}
              props={modal.props}
              page={page}
              pages={options.pages}
              language={language}
              t={t}
              close={onClose}
              goToPage={onGoToPage}
              requestOverlay={requestOverlay}
            />
          )}
        </div>
        {paged && <Pagination page={page} pages={options.pages} t={t} onGoToPage={onGoToPage} />}
      </div>
    </div>
  );
}

/**
 * aria-labelledby points at the content's first heading: each modal (and the
 * survey dialog written elsewhere) brings its own headline, so no modal has to
 * know a fixed id. Ids are scoped to the shadow root, so one is safe to assign.
 */
function useLabelFromHeading(dialog: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const container = dialog.current;
    const heading = container?.querySelector<HTMLElement>('[data-modal-body] h1, [data-modal-body] h2, [data-modal-body] h3');
    if (!container || !heading) return container?.removeAttribute('aria-labelledby');
    heading.id ||= 'velvet-modal-title';
    container.setAttribute('aria-labelledby', heading.id);
  });
}
