import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GuestSession } from '../../../sdk/api/guest-types';
import { formatMoney } from '../../../sdk/money';
import { buildPath } from '../../../sdk/routes';
import { logOut } from '../../../sdk/session';
import { useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import { TopUpLink } from '../overlay/top-up-link';
import './logged-in-account.css';

/**
 * The logged-in guest's corner of the header: name, balance (opens the payment overlay's
 * top-up; a link to the account page until it can) and "Log out". Part of the logged-in
 * header chunk (./logged-in-parts.ts), which a logged-out first visit never downloads.
 */
export function LoggedInAccount({ guest }: { guest: GuestSession }) {
  const t = useSiteT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const balance = formatMoney(guest.balance, 'VXC', language);
  const leave = () => {
    setLeaving(true);
    logOut()
      .then(() => navigate(buildPath('home', {}, language)))
      .catch((error: unknown) => console.warn('Log out failed', error))
      .finally(() => setLeaving(false));
  };
  return (
    <>
      {/* The name opens the guest's own area (/myvisitx/: balance, media library, favourite cams). */}
      <Link className="account-links__name" to={buildPath('myArea', {}, language)}>{guest.name}</Link>
      <TopUpLink className="account-links__balance" ariaLabel={t('account.balanceLabel', { balance })}>
        <span data-testid="header-balance">{balance}</span>
      </TopUpLink>
      {/* The title names the exit icon it shows from 1023 px to 1365 px (./logged-in-account.css). */}
      <button type="button" className="account-links__log-out" onClick={leave} disabled={leaving} title={t('account.logOut')}>
        {t('account.logOut')}
      </button>
    </>
  );
}
