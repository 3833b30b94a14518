import { FormSubmit } from './form-submit';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../../../sdk/routes';
import { logIn } from '../../../../sdk/session';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { nextPathFrom, withNext } from '../../../shared/session/next-path';
import { codeOf } from '../server-field';
import { FormField } from './form-field';

/** E-mail and password; a refusal says only that one of them is wrong (the server never tells which). */
export function LogInForm() {
  const t = useSiteT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<SiteKey | null>(null);
  const [sending, setSending] = useState(false);
  const next = nextPathFrom(search, buildPath('home', {}, language));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFormError(null);
    try {
      await logIn({ email: email.trim(), password });
      navigate(next);
    } catch (error) {
      const code = codeOf(error);
      setFormError(
        code === 'RATE_LIMITED' ? 'form.error.tooMany' : code === 'ACCOUNT_LOCKED' ? 'logIn.error.locked' : code === 'WRONG_CREDENTIALS' || code === 'VALIDATION_FAILED' ? 'logIn.error.wrong' : code === null ? 'form.error.network' : 'form.error.generic',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <h1 className="page__title">{t('logIn.title')}</h1>
      <FormField label={t('form.email')} name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      <FormField label={t('form.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
      <p className="account-form__forgot">
        <Link to={buildPath('passwordLost', {}, language)}>{t('logIn.forgot')}</Link>
      </p>
      <FormSubmit error={formError} sending={sending} label="logIn.submit" />
      <p className="account-form__switch">
        {t('logIn.noAccount')} <Link to={withNext(buildPath('signUp', {}, language), next)}>{t('account.signUp')}</Link>
      </p>
    </form>
  );
}
