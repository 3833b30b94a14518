/** @jsxImportSource preact */
import { requestOverlayAndClose, type ModalContentProps } from '../modal-content';

/** avs: why age verification is needed, and a button that asks the page for the overlay's avs flow. */
export function AvsModal(props: ModalContentProps) {
  const { t } = props;
  return (
    <>
      <h2>{t('avs.title')}</h2>
      <p>{t('avs.text')}</p>
      <div class="actions">
        <button type="button" class="primary" onClick={() => requestOverlayAndClose(props, { flow: 'avs' })}>
          {t('avs.button')}
        </button>
      </div>
    </>
  );
}
