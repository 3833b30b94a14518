import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatMoney } from '../../../sdk/money';
import { buildPath } from '../../../sdk/routes';
import { $guest, logOut } from '../../../sdk/session';
import { useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import { TopUpLink } from '../overlay/top-up-link';
import { withNext } from '../session/next-path';
import { useStore } from '../session/use-store';

/**
 * The guest's corner of the header: "Log in" and "Sign up" while logged out;
 * name, balance (opens the payment overlay's top-up; a link to the account page until it can) and "Log out" while logged in.
 * Used in the desktop bar and in the mobile menu (`variant`).
 */
export function AccountLinks({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useSiteT();
  const language = useLanguage();
  const guest = useStore($guest);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const className = `account-links account-links--${variant}`;

  // Nothing until the session is known: avoids "Log in" flashing for a logged-in guest.
  if (!guest) return <div className={className} aria-hidden="true" />;

  if (!guest.isLoggedIn) {
    const here = `${pathname}${search}`;
    return (
      <div className={className}>
        <Link className="account-links__link" to={withNext(buildPath('logIn', {}, language), here)}>
          {t('account.logIn')}
        </Link>
        <Link className="button account-links__sign-up" to={withNext(buildPath('signUp', {}, language), here)}>
          {t('account.signUp')}
        </Link>
      </div>
    );
  }

  const balance = formatMoney(guest.balance, 'VXC', language);
  const leave = () => {
    setLeaving(true);
    logOut()
      .then(() => navigate(buildPath('home', {}, language)))
      .catch((error: unknown) => console.warn('Log out failed', error))
      .finally(() => setLeaving(false));
  };
  return (
    <div className={className}>
      <span className="account-links__name">{guest.name}</span>
      <TopUpLink className="account-links__balance" ariaLabel={t('account.balanceLabel', { balance })}>
        <span data-testid="header-balance">{balance}</span>
      </TopUpLink>
      <button type="button" className="account-links__log-out" onClick={leave} disabled={leaving}>
        {t('account.logOut')}
      </button>
    </div>
  );
}
