import { FormSubmit } from './form-submit';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signUpProblem, type SignUpField } from '../../../../sdk/account';
import { buildPath } from '../../../../sdk/routes';
import { signUp } from '../../../../sdk/session';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { nextPathFrom, withNext } from '../../../shared/session/next-path';
import { codeOf, serverField } from '../server-field';
import { FormField } from './form-field';

const FIELDS: readonly SignUpField[] = ['name', 'email', 'password'];
const FIELD_ERRORS: Record<SignUpField, SiteKey> = {
  name: 'signUp.error.name',
  email: 'signUp.error.email',
  password: 'signUp.error.password',
};

/** Name, e-mail and password; checked with the sdk's account rules first, then by the server. */
export function SignUpForm() {
  const t = useSiteT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [fieldError, setFieldError] = useState<{ field: SignUpField; key: SiteKey } | null>(null);
  const [formError, setFormError] = useState<SiteKey | null>(null);
  const [sending, setSending] = useState(false);
  const next = nextPathFrom(search, buildPath('home', {}, language));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = signUpProblem(values);
    if (problem) {
      setFieldError({ field: problem, key: FIELD_ERRORS[problem] });
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      await signUp({ ...values, email: values.email.trim() });
      navigate(next);
    } catch (error) {
      const code = codeOf(error);
      const field = serverField(error, FIELDS);
      if (code === 'EMAIL_TAKEN') setFieldError({ field: 'email', key: 'signUp.error.emailTaken' });
      else if (code === 'NAME_TAKEN') setFieldError({ field: 'name', key: 'signUp.error.nameTaken' });
      else if (field) setFieldError({ field, key: FIELD_ERRORS[field] });
      else setFormError(code === 'RATE_LIMITED' ? 'form.error.tooMany' : code === null ? 'form.error.network' : 'form.error.generic');
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: SignUpField) => (fieldError?.field === field ? t(fieldError.key) : null);
  const change = (field: SignUpField) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <h1 className="page__title">{t('signUp.title')}</h1>
      <FormField label={t('signUp.name')} name="name" autoComplete="username" value={values.name} onChange={change('name')} error={errorOf('name')} hint={t('signUp.nameHint')} required />
      <FormField label={t('form.email')} name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} error={errorOf('email')} required />
      <FormField label={t('form.password')} name="password" type="password" autoComplete="new-password" value={values.password} onChange={change('password')} error={errorOf('password')} hint={t('signUp.passwordHint')} required />
      <FormSubmit error={formError} sending={sending} label="signUp.submit" />
      <p className="account-form__switch">
        {t('signUp.haveAccount')} <Link to={withNext(buildPath('logIn', {}, language), next)}>{t('account.logIn')}</Link>
      </p>
    </form>
  );
}
