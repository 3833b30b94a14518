import { FormSubmit } from './form-submit';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../../sdk/routes';
import { loadSession } from '../../../../sdk/session';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { postPasswordReset } from '../password-api';
import { newPasswordProblem, resetRefusal, type NewPasswordField } from '../password-rules';
import { FormField } from './form-field';

type Stage = 'form' | 'done' | 'badToken';

const FIELD_ERRORS: Record<NewPasswordField, SiteKey> = {
  password: 'signUp.error.password',
  repeat: 'passwordReset.error.mismatch',
};

/**
 * The page of the mailed reset link: the new password twice, then POST
 * guest/passwordReset with the link's token. The server ends every session of
 * the guest and does not start one, so a successful reset leads to the log-in form.
 */
export function PasswordResetForm() {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [fieldError, setFieldError] = useState<{ field: NewPasswordField; key: SiteKey } | null>(null);
  const [formError, setFormError] = useState<SiteKey | null>(null);
  const [stage, setStage] = useState<Stage>(token ? 'form' : 'badToken');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = newPasswordProblem(values);
    if (problem) return setFieldError({ field: problem, key: FIELD_ERRORS[problem] });
    setFieldError(null);
    setSending(true);
    try {
      await postPasswordReset(restClient(language), token, values.password);
      setStage('done');
      // The reset ended the guest's sessions, this browser's too: the header must show "Log in" again.
      loadSession().catch(() => undefined);
    } catch (error) {
      const refusal = resetRefusal(error);
      if (refusal.kind === 'token') setStage('badToken');
      else if (refusal.kind === 'field') setFieldError({ field: refusal.field, key: refusal.key });
      else setFormError(refusal.key);
    } finally {
      setSending(false);
    }
  };

  if (stage !== 'form') {
    const done = stage === 'done';
    return (
      <div className="account-form">
        <h1 className="page__title">{t('passwordReset.title')}</h1>
        <p className={done ? 'account-form__success' : 'account-form__error'} role={done ? 'status' : 'alert'}>
          {t(done ? 'passwordReset.done' : 'passwordReset.error.token')}
        </p>
        <Link className="button" to={buildPath(done ? 'logIn' : 'passwordLost', {}, language)}>
          {t(done ? 'account.logIn' : 'passwordReset.requestNew')}
        </Link>
      </div>
    );
  }
  const errorOf = (field: NewPasswordField) => (fieldError?.field === field ? t(fieldError.key) : null);
  const change = (field: NewPasswordField) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <h1 className="page__title">{t('passwordReset.title')}</h1>
      <FormField label={t('passwordReset.password')} name="password" type="password" autoComplete="new-password" value={values.password} onChange={change('password')} error={errorOf('password')} hint={t('signUp.passwordHint')} required />
      <FormField label={t('passwordReset.repeat')} name="repeat" type="password" autoComplete="new-password" value={values.repeat} onChange={change('repeat')} error={errorOf('repeat')} required />
      <FormSubmit error={formError} sending={sending} label="passwordReset.submit" />
    </form>
  );
}
