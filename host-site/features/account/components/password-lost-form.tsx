import { FormSubmit } from './form-submit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../../sdk/routes';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { postPasswordLost } from '../password-api';
import { isSendableEmail, lostRefusal } from '../password-rules';
import { FormField } from './form-field';

/**
 * Asks for the e-mail address and sends a reset link. The confirmation is the
 * same whether or not the address has an account (issue 3 §1: "reset answers
 * never reveal whether an address exists").
 */
export function PasswordLostForm() {
  const t = useSiteT();
  const language = useLanguage();
  const { restClient } = useAppServices();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<SiteKey | null>(null);
  const [formError, setFormError] = useState<SiteKey | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const logInPath = buildPath('logIn', {}, language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!isSendableEmail(email)) return setEmailError('signUp.error.email');
    setEmailError(null);
    setSending(true);
    try {
      // The client of the page's language: the server writes the mail, and its link, in that language.
      await postPasswordLost(restClient(language), email.trim());
      setSent(true);
    } catch (error) {
      const refusal = lostRefusal(error);
      if (refusal.field) setEmailError(refusal.key);
      else setFormError(refusal.key);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div className="account-form">
        <h1 className="page__title">{t('passwordLost.title')}</h1>
        <p className="account-form__success" role="status">
          {t('passwordLost.sent')}
        </p>
        <p className="account-form__switch">
          <Link to={logInPath}>{t('passwordLost.backToLogIn')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <h1 className="page__title">{t('passwordLost.title')}</h1>
      <p className="account-form__intro">{t('passwordLost.intro')}</p>
      <FormField
        label={t('form.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError ? t(emailError) : null}
        required
      />
      <FormSubmit error={formError} sending={sending} label="passwordLost.submit" />
      <p className="account-form__switch">
        <Link to={logInPath}>{t('passwordLost.backToLogIn')}</Link>
      </p>
    </form>
  );
}
