import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { $guest } from '../../../sdk/session/store';
import { useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import { ROOT_ROUTE_ID } from '../page/page-data';
import { withNext } from '../session/next-path';
import { useStore } from '../session/use-store';
import { GuestAccount } from './logged-in-header';

/**
 * The guest's corner of the header: "Log in" and "Sign up" while logged out;
 * name, balance (opens the payment overlay's top-up; a link to the account page until it can) and "Log out" while logged in
 * (./logged-in-account.tsx, in the logged-in header chunk).
 * Used in the desktop bar and in the mobile menu (`variant`).
 */
export function AccountLinks({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useSiteT();
  const language = useLanguage();
  const guest = useStore($guest);
  const { pathname, search } = useLocation();
  // A page rendered for every visitor without a session: nobody is logged in (app/router.tsx RootLoaderData).
  const withoutSession = (useRouteLoaderData(ROOT_ROUTE_ID) as { withoutSession?: true } | undefined)?.withoutSession === true;
  const className = `account-links account-links--${variant}`;

  // Nothing until the session is known: avoids "Log in" flashing for a logged-in guest.
  if (!guest && !withoutSession) return <div className={className} aria-hidden="true" />;

  if (!guest?.isLoggedIn) {
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

  return (
    <div className={className}>
      <GuestAccount guest={guest} />
    </div>
  );
}
