import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { $guest } from '../../../sdk/session';
import { closeDataProtection, shouldShowDataProtection, type CloseFailure } from '../../../sdk/consent';
import { buildPath } from '../../../sdk/routes';
import { useSiteT } from '../i18n/use-site-t';
import type { ConsentKey } from './texts';
import { useConsentT } from './use-consent-t';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';
import { withNext } from '../session/next-path';
import { useHydrated } from '../hooks/use-hydrated';
import { useStore } from '../session/use-store';

const FAILURE_TEXT: Record<CloseFailure, ConsentKey> = {
  loginRequired: 'dataProtection.error.loginRequired',
  network: 'dataProtection.error.network',
  server: 'dataProtection.error.server',
};

/**
 * The data-protection notice (spec 000 §4: "shown until closed; on a successful
 * close it is hidden"). It reads `$guest.showDataProtection`; a failed close
 * keeps it, with a message saying what to do.
 */
export function DataProtectionNotice() {
  const t = useConsentT();
  const siteT = useSiteT();
  const language = useLanguage();
  const location = useLocation();
  const { restClient } = useAppServices();
  const guest = useStore($guest);
  const [closing, setClosing] = useState(false);
  const [failure, setFailure] = useState<CloseFailure | null>(null);
  const titleId = useId();
  // Rendered by the server too: the button works once this code runs.
  const inert = !useHydrated();

  if (!shouldShowDataProtection(guest)) return null;

  const close = async () => {
    setClosing(true);
    setFailure(null);
    const outcome = await closeDataProtection(restClient(language));
    setClosing(false);
    if (!outcome.closed) setFailure(outcome.failure);
  };

  return (
    <section className="data-protection-notice" aria-labelledby={titleId} data-testid="data-protection-notice">
      <h2 id={titleId} className="data-protection-notice__title">
        {t('dataProtection.title')}
      </h2>
      <p className="data-protection-notice__text">
        {t('dataProtection.text')} <Link to={buildPath('dataProtection', {}, language)}>{t('dataProtection.read')}</Link>
      </p>
      {failure && (
        <p className="data-protection-notice__error" role="alert">
          {t(FAILURE_TEXT[failure])}{' '}
          {failure === 'loginRequired' && (
            <Link to={withNext(buildPath('logIn', {}, language), location.pathname + location.search)}>{siteT('account.logIn')}</Link>
          )}
        </p>
      )}
      <button type="button" className="button" onClick={close} disabled={inert || closing} aria-busy={closing}>
        {closing ? t('dataProtection.closing') : t('dataProtection.close')}
      </button>
    </section>
  );
}
