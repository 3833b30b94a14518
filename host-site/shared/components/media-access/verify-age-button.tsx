import { useState } from 'react';
import { postAvsStart } from '../../../../sdk/api/guest';
import { useSiteT } from '../../i18n/use-site-t';
import { useLanguage } from '../../page/page-context';
import { useAppServices } from '../../services/app-services';

/**
 * Starts the age check (POST avs/start) and follows its checkout link; the
 * provider sends the guest back to this page when done.
 */
export function VerifyAgeButton() {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const start = () => {
    setState('sending');
    postAvsStart(restClient(language), window.location.href).then(
      (answer) => window.location.assign(answer.data.checkoutLink),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="link-button" onClick={start} disabled={state === 'sending'}>
        {t('media.verifyAge')}
      </button>
      {state === 'failed' ? <span role="alert"> {t('form.error.generic')}</span> : null}
    </>
  );
}
