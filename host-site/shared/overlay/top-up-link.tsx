import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import type { TopUpWanted } from '../../../sdk/top-up/preselect';
import { useLanguage } from '../page/page-context';
import { readOverlayOrigin } from './overlay-origin';

/**
 * Every "top up" of the site (issue 11 B5: one payment path): opens the
 * payment overlay's top-up flow, which renders the sdk's top-up controller.
 * Until the page is hydrated (or on a page without an overlay) it is a plain
 * link to the account page, which offers the same button.
 */
export function TopUpLink({ to, className, ariaLabel, wanted, children }: {
  to?: string;
  className?: string;
  ariaLabel?: string;
  /** What the guest wanted (issue 12 §7): the overlay preselects an amount that covers it. */
  wanted?: TopUpWanted;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <Link className={className} to={to ?? buildPath('myArea', {}, language)} aria-label={ariaLabel} onClick={(event) => {
      if (!readOverlayOrigin(document)) return;
      event.preventDefault();
      // The overlay's bridge loads on demand: the first route carries none of it.
      void import('./site-overlay').then((overlay) => overlay.openTopUp(language, wanted));
    }}>
      {children}
    </Link>
  );
}
