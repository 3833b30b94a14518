/** @jsxImportSource preact */
import type { ModalTextKey } from '../i18n';
import { requestOverlayAndClose, type ModalContentProps } from '../modal-content';

/** Products with their own sentence; any other `{product}-login` gets the generic one. */
const PRODUCT_TEXTS: Readonly<Record<string, ModalTextKey>> = { feed: 'login.feed', messenger: 'login.messenger', video: 'login.video' };

/** The product of `feed-signup` or `{product}-login`. */
export function productOfModalId(id: string): string {
  return id.replace(/-(login|signup)$/, '');
}

/** feed-signup and {product}-login: a short reason, then Log in / Sign up, each asking the page for the overlay. */
export function LoginPromptModal(props: ModalContentProps) {
  const { t, id } = props;
  return (
    <>
      <h2>{t('login.title')}</h2>
      <p>{t(PRODUCT_TEXTS[productOfModalId(id)] ?? 'login.generic')}</p>
      <div class="actions">
        <button type="button" class="primary" onClick={() => requestOverlayAndClose(props, { flow: 'login' })}>
          {t('login.login')}
        </button>
        <button type="button" class="secondary" onClick={() => requestOverlayAndClose(props, { flow: 'signup' })}>
          {t('login.signup')}
        </button>
      </div>
    </>
  );
}
