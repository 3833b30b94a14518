import { FormSubmit } from './form-submit';
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SIGN_UP_FIELDS, type SignUpField, type SignUpValues } from '../../../../sdk/account';
import { buildPath, type Screen } from '../../../../sdk/routes';
import { signUp } from '../../../../sdk/session';
import type { SiteKey } from '../../../shared/i18n';
import { useFeatureT } from '../../../shared/i18n/use-feature-t';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { nextPathFrom, withNext } from '../../../shared/session/next-path';
import { blurError, signUpErrors, signUpRefusal, type FieldMessage, type SignUpErrors } from '../sign-up-errors';
import { isSignUpTextKey, SIGN_UP_TEXTS, type SignUpTextKey } from '../sign-up-texts';
import { CheckboxField, FormField } from './form-field';
import { taggedText } from './tagged-text';

const EMPTY: SignUpValues = { name: '', email: '', password: '', ageConfirmed: false, termsAccepted: false };

/**
 * Name, e-mail, password and the two confirmations (18+, terms: issue 12 §4).
 * On submit every field at fault shows its reason at once and the first one
 * gets the focus (issue 12 §9); leaving a field checks what was typed; the
 * server's refusals land at their field.
 */
export function SignUpForm() {
  const t = useSiteT();
  const formT = useFeatureT(SIGN_UP_TEXTS);
  const language = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<SignUpErrors>({});
  // After the first submit, errors follow every change, so a fixed field clears at once.
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<SiteKey | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});
  const next = nextPathFrom(search, buildPath('home', {}, language));
  // The form's own words (./sign-up-texts) or the site's.
  const say = (key: SiteKey | SignUpTextKey, values?: Record<string, string>) => (isSignUpTextKey(key) ? formT(key, values) : t(key, values));

  const focusFirst = (fields: SignUpErrors) => {
    const first = SIGN_UP_FIELDS.find((field) => fields[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSubmitted(true);
    const found = signUpErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      await signUp({ name: values.name, email: values.email.trim(), password: values.password, ageConfirmed: true, termsAccepted: true });
      navigate(next);
    } catch (error) {
      const refusal = signUpRefusal(error);
      if (refusal.field === null) setFormError(refusal.key);
      else {
        const fromServer = { [refusal.field]: refusal.message };
        setErrors(fromServer);
        focusFirst(fromServer);
      }
    } finally {
      setSending(false);
    }
  };

  const update = (field: SignUpField, value: string | boolean) => {
    const changed = { ...values, [field]: value };
    setValues(changed);
    if (submitted) setErrors(signUpErrors(changed));
  };
  // Only when the focus moves on to another field: leaving for the submit button must not add an error
  // above it, which would move the button from under the pointer between mouse down and up.
  const leave = (field: SignUpField) => (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (submitted || !(next instanceof HTMLInputElement) || next.form !== event.currentTarget.form) return;
    const error = blurError(field, values);
    setErrors((old) => ({ ...old, [field]: error ?? undefined }));
  };
  const words = (message: FieldMessage | undefined) => (message ? say(message.key, message.values) : null);
  const text = (field: 'name' | 'email' | 'password') => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    onBlur: leave(field),
    error: words(errors[field]),
    ref: (element: HTMLInputElement | null) => void (inputs.current[field] = element),
  });
  const check = (field: 'ageConfirmed' | 'termsAccepted') => ({
    name: field,
    checked: values[field],
    onChange: (event: { target: { checked: boolean } }) => update(field, event.target.checked),
    error: words(errors[field]),
    ref: (element: HTMLInputElement | null) => void (inputs.current[field] = element),
  });
  // The legal pages open in a new tab: following them must not lose what was typed.
  const legalLink = (screen: Screen) => (content: string) => (
    <a href={buildPath(screen, {}, language)} target="_blank" rel="noopener">
      {content}
      <span className="visually-hidden"> {formT('signUp.opensInNewTab')}</span>
    </a>
  );
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <h1 className="page__title">{t('signUp.title')}</h1>
      <FormField label={t('signUp.name')} autoComplete="username" hint={t('signUp.nameHint')} required {...text('name')} />
      <FormField label={t('form.email')} type="email" autoComplete="email" required {...text('email')} />
      <FormField label={t('form.password')} type="password" autoComplete="new-password" hint={t('signUp.passwordHint')} required {...text('password')} />
      <CheckboxField label={formT('signUp.ageConfirmed')} required {...check('ageConfirmed')} />
      <CheckboxField
        label={taggedText(formT('signUp.termsAccepted'), { terms: legalLink('termsOfService'), privacy: legalLink('dataProtection') })}
        required
        {...check('termsAccepted')}
      />
      {/* Announced once per submit; each field's own error is read with the field that gets the focus. */}
      <p className="visually-hidden" role="status">
        {submitted && errorCount > 0 ? formT('signUp.error.summary', { count: errorCount }) : ''}
      </p>
      <FormSubmit error={formError} sending={sending} label="signUp.submit" />
      <p className="account-form__switch">
        {t('signUp.haveAccount')} <Link to={withNext(buildPath('logIn', {}, language), next)}>{t('account.logIn')}</Link>
      </p>
    </form>
  );
}
