/** @jsxImportSource preact */
import { requestOverlayAndClose, type ModalContentProps } from '../modal-content';

/** spec 002 §4.10 "The welcome promo code is NEU50WELCOME." */
export const WELCOME_PROMO_CODE = 'NEU50WELCOME';

/** exitIntent: a one-time "before you go" hint with the welcome code; the button asks for the promocode flow with it. */
export function ExitIntentModal(props: ModalContentProps) {
  const { t } = props;
  return (
    <>
      <h2>{t('exit.title')}</h2>
      <p>{t('exit.text')}</p>
      <p>
        <span class="code">{WELCOME_PROMO_CODE}</span>
      </p>
      <div class="actions">
        <button type="button" class="primary" onClick={() => requestOverlayAndClose(props, { flow: 'promocode', options: { pc: WELCOME_PROMO_CODE } })}>
          {t('exit.redeem')}
        </button>
      </div>
    </>
  );
}
