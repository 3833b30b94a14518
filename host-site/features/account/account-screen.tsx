import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../sdk/money';
import { buildPath, type Screen } from '../../../sdk/routes';
import { $guest, $sessionStatus } from '../../../sdk/session';
import type { SiteKey } from '../../shared/i18n';
import { PageHead } from '../../shared/seo/page-head';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { usePage } from '../../shared/page/page-context';
import { withNext } from '../../shared/session/next-path';
import { useStore } from '../../shared/session/use-store';
import { TopUpLink } from '../../shared/overlay/top-up-link';
import { LogInForm } from './components/log-in-form';
import { PasswordLostForm } from './components/password-lost-form';
import { PasswordResetForm } from './components/password-reset-form';
import { SignUpForm } from './components/sign-up-form';
import { VerifyEmailView } from './components/verify-email-view';
import './account.css';

/** The form or page of each account screen, and its document title; every other screen is the account page. */
const FORMS: Partial<Record<Screen, { title: SiteKey; Form: ComponentType }>> = {
  signUp: { title: 'signUp.title', Form: SignUpForm },
  logIn: { title: 'logIn.title', Form: LogInForm },
  passwordLost: { title: 'passwordLost.title', Form: PasswordLostForm },
  passwordReset: { title: 'passwordReset.title', Form: PasswordResetForm },
  verifyEmail: { title: 'verifyEmail.title', Form: VerifyEmailView },
};

/** The guest's own screens: sign-up, log-in, password lost and reset, e-mail verification and the account page. */
export function AccountScreen() {
  const { screen } = usePage();
  const t = useSiteT();
  const form = screen ? FORMS[screen] : undefined;
  const Form = form?.Form ?? MyArea;
  return (
    <div className="page account-page" data-screen={screen ?? undefined}>
      <PageHead title={t(form?.title ?? 'myArea.title')} description="seo.account" />
      <Form />
    </div>
  );
}

/** Name, balance and "Top up coins" (the payment overlay: the one payment path); a logged-out guest is asked to log in first. */
function MyArea() {
  const t = useSiteT();
  const { language, pathname } = usePage();
  const guest = useStore($guest);
  const status = useStore($sessionStatus);
  if (!guest) return <div className="media-page__skeleton" aria-busy={status !== 'error'} />;
  if (!guest.isLoggedIn) {
    return (
      <div className="page-message">
        <h1 className="page__title">{t('myArea.title')}</h1>
        <p>{t('myArea.loginFirst')}</p>
        <Link className="button" to={withNext(buildPath('logIn', {}, language), pathname)}>
          {t('account.logIn')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <h1 className="page__title">{t('myArea.greeting', { name: guest.name ?? '' })}</h1>
      <p className="account-page__balance">
        {t('myArea.balance')} <strong>{formatMoney(guest.balance, 'VXC', language)}</strong>
      </p>
      <TopUpLink className="button account-page__top-up">{t('topUp.title')}</TopUpLink>
      {/* Issue 13 items 6 and 7: the guest's own shelves. */}
      <ul className="account-page__links">
        <li><Link to={buildPath('myMediathek', {}, language)}>{t('myArea.mediaLibrary')}</Link></li>
        <li><Link to={buildPath('myFavoriteCams', {}, language)}>{t('myArea.favoriteCams')}</Link></li>
      </ul>
    </>
  );
}

/** This module as the page route imports it (host-site/app/feature-loaders.ts FeatureModule). */
export { AccountScreen as Screen };
