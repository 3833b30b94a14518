import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { RestClient } from '../../../../sdk/api/rest';
import { buildPath } from '../../../../sdk/routes';
import { $guest, loadSession } from '../../../../sdk/session';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { getVerifyEmail } from '../password-api';
import { statusOf } from '../server-field';

type Outcome = 'checking' | 'done' | 'failed' | 'network';
type Answer = Exclude<Outcome, 'checking'>;

// One call per token: the token works once, and StrictMode (or a remount) runs effects twice,
// so a second call would turn a success into "used".
const verifications = new Map<string, Promise<Answer>>();

function verifyOnce(client: RestClient, token: string): Promise<Answer> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = getVerifyEmail(client, token).then(
      (): Answer => 'done',
      (error: unknown): Answer => {
        // Nothing reached the server, so the token is unspent: a reload may try again.
        if (statusOf(error) !== null) return 'failed';
        verifications.delete(token);
        return 'network';
      },
    );
    verifications.set(token, verification);
  }
  return verification;
}

const MESSAGES = { done: 'verifyEmail.done', failed: 'verifyEmail.failed', network: 'form.error.network' } as const;

/** The page of the mailed verification link: confirms the address with GET guest/verifyEmail and says how it went. */
export function VerifyEmailView() {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'failed');

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyOnce(restClient(language), token).then((answer) => {
      if (!current) return;
      setOutcome(answer);
      // A loaded session says emailVerified: false until it is read again.
      if (answer === 'done' && $guest.get()) loadSession().catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [token, language, restClient]);

  return (
    <div className="account-form">
      <h1 className="page__title">{t('verifyEmail.title')}</h1>
      {outcome === 'checking' ? (
        <p aria-busy="true">{t('verifyEmail.checking')}</p>
      ) : (
        <p className={outcome === 'done' ? 'account-form__success' : 'account-form__error'} role={outcome === 'done' ? 'status' : 'alert'}>
          {t(MESSAGES[outcome])}
        </p>
      )}
      {outcome === 'checking' ? null : (
        <Link className="button" to={buildPath('home', {}, language)}>
          {t('verifyEmail.home')}
        </Link>
      )}
    </div>
  );
}
